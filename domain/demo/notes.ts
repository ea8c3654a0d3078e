import { z } from "zod";
import { problemCheck } from "../api/index.ts";

/**
 * The notes app's contract (demo-apps.md §3 "Note", §7 "Notes"): a note, its checklist and its labels, as the mock
 * API answers them and validates writes. Label ids are strings so the client can add its own (update-labels). The
 * client imports it as types only.
 */

const isoTime = z.iso.datetime({ offset: true });
const id = z.string().min(1).max(100);

export const noteLabelSchema = z.object({
  id,
  name: z.string().trim().min(1).max(60),
  handle: z.string().trim().min(1).max(60),
});

export const checklistItemSchema = z.object({ id, checked: z.boolean(), text: z.string().max(1_000) });

/** A whole note. Its labels are checked against the caller's label list by the server (the list is editable). */
export const noteSchema = z.object({
  id,
  title: z.string().max(500),
  description: z.string().max(20_000),
  archive: z.boolean(),
  image: z.string().max(500),
  time: isoTime,
  reminder: isoTime.nullable(),
  checklist: z.array(checklistItemSchema).max(200),
  labels: z.array(id).max(50).refine((ids) => new Set(ids).size === ids.length, problemCheck("duplicate")),
});

export type NoteLabel = z.infer<typeof noteLabelSchema>;
export type Note = z.infer<typeof noteSchema>;
