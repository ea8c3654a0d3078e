import { z } from "zod";
import { problemCheck } from "../api/index.ts";

/**
 * The to-do app's contract (demo-apps.md §3 "To-do", §7 "To-do"): the fixed folder, filters and labels, and a
 * to-do as the mock API answers it and validates writes. The client imports it as types only.
 */

export type TodoFolder = { id: number; handle: string; title: string; icon: string };
export type TodoFilterHandle = "starred" | "important" | "dueDate" | "today" | "completed" | "deleted";
export type TodoFilter = { id: number; handle: TodoFilterHandle; title: string; icon: string };
export type TodoLabel = { id: number; handle: string; title: string; color: string };

export const TODO_FOLDERS: readonly TodoFolder[] = [{
  id: 0,
  handle: "all",
  title: "All",
  icon: "view_headline",
}];

/** Titles as the spec has them, "Sheduled" included. */
export const TODO_FILTERS: readonly TodoFilter[] = [
  { id: 0, handle: "starred", title: "Starred", icon: "star" },
  { id: 1, handle: "important", title: "Priority", icon: "priority_high" },
  { id: 2, handle: "dueDate", title: "Sheduled", icon: "schedule" },
  { id: 3, handle: "today", title: "Today", icon: "today" },
  { id: 4, handle: "completed", title: "Done", icon: "check" },
  { id: 5, handle: "deleted", title: "Deleted", icon: "delete" },
];

export const TODO_LABELS: readonly TodoLabel[] = [
  { id: 1, handle: "frontend", title: "Frontend", color: "#388E3C" },
  { id: 2, handle: "backend", title: "Backend", color: "#F44336" },
  { id: 3, handle: "api", title: "API", color: "#FF9800" },
  { id: 4, handle: "issue", title: "Issue", color: "#0091EA" },
  { id: 5, handle: "mobile", title: "Mobile", color: "#9C27B0" },
];

const isoTime = z.iso.datetime({ offset: true });
export const todoFolderId = z.number().int().refine(
  (id) => TODO_FOLDERS.some((f) => f.id === id),
  problemCheck("noSuchFolder"),
);
export const todoLabelId = z.number().int().refine(
  (id) => TODO_LABELS.some((l) => l.id === id),
  problemCheck("noSuchLabel"),
);

/** A whole to-do, with the id given as `id` (new-todo lets the server assign it). */
const todoWith = <I extends z.ZodType<string | undefined>>(id: I) =>
  z.object({
    id,
    title: z.string().trim().min(1).max(300),
    notes: z.string().max(20_000),
    startDate: isoTime.nullable(),
    dueDate: isoTime.nullable(),
    completed: z.boolean(),
    starred: z.boolean(),
    important: z.boolean(),
    deleted: z.boolean(),
    labels: z.array(todoLabelId).max(TODO_LABELS.length)
      .refine((ids) => new Set(ids).size === ids.length, problemCheck("duplicate")),
    folder: todoFolderId.optional(),
  }).refine(
    (t) => !t.startDate || !t.dueDate || Date.parse(t.dueDate) >= Date.parse(t.startDate),
    problemCheck("notBefore", { other: "startDate" }, ["dueDate"]),
  );

export const todoSchema = todoWith(z.string().min(1).max(100));
export const newTodoSchema = todoWith(z.string().max(100).optional());

export type Todo = z.infer<typeof todoSchema>;
