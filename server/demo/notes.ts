import { Hono } from "hono";
import { z } from "zod";
import { notesFixture } from "../../fixtures/notes.ts";
import { type Note, type NoteLabel, noteLabelSchema, noteSchema } from "../../domain/demo/notes.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { invalidField } from "../../domain/api/index.ts";

const notes = demoState("notes", notesFixture);

/** create-note: the server assigns the id, so one sent along is ignored. */
const createNoteBody = z.object({ note: noteSchema.extend({ id: noteSchema.shape.id.optional() }) });
const updateNoteBody = z.object({ note: noteSchema });
const removeNoteBody = z.object({ noteId: z.string().min(1).max(100) });
/** Ids and handles stay unique: notes refer to labels by id, and the sidebar links to them by handle. */
const updateLabelsBody = z.object({
  labels: z.array(noteLabelSchema).max(100).superRefine((labels, ctx) => {
    for (const key of ["id", "handle"] as const) {
      const seen = new Set<string>();
      labels.forEach((label, i) => {
        if (seen.has(label[key])) {
          ctx.addIssue({ code: "custom", path: [i, key], message: `duplicate ${key}` });
        }
        seen.add(label[key]);
      });
    }
  }),
});

/** The field path of the first label the note names that the caller's list lacks, or null. */
function unknownLabel(note: Pick<Note, "labels">, labels: readonly NoteLabel[]): string | null {
  const at = note.labels.findIndex((id) => !labels.some((l) => l.id === id));
  return at < 0 ? null : `note.labels.${at}`;
}

/** The notes demo app (demo-apps.md §3, §4, §7 "Notes"). */
export function notesApp() {
  const app = new Hono<DemoEnv>();

  app.get("/notes", answers(z.array(noteSchema)), (c) => sendJson(c, notes.read(c).notes));
  app.get("/labels", answers(z.array(noteLabelSchema)), (c) => sendJson(c, notes.read(c).labels));

  app.post("/create-note", validate("json", createNoteBody), answers(noteSchema), (c) => {
    const body = c.req.valid("json");
    const unknown = unknownLabel(body.note, notes.read(c).labels);
    if (unknown) throw invalidField(unknown, "noSuchLabel");
    const note: Note = { ...body.note, id: crypto.randomUUID() };
    notes.write(c, (state) => state.notes.unshift(note));
    return c.json(note);
  });

  app.post("/update-note", validate("json", updateNoteBody), answers(noteSchema), (c) => {
    const body = c.req.valid("json");
    const { note } = body;
    const current = notes.read(c);
    const at = current.notes.findIndex((n) => n.id === note.id);
    if (at < 0) throw invalidField("note.id", "noSuchNote");
    const unknown = unknownLabel(note, current.labels);
    if (unknown) throw invalidField(unknown, "noSuchLabel");
    notes.write(c, (state) => (state.notes[at] = note));
    return c.json(note);
  });

  // Replacing the list also takes a removed label off every note, so no note points at a label that is gone.
  app.post("/update-labels", validate("json", updateLabelsBody), answers(z.array(noteLabelSchema)), (c) => {
    const body = c.req.valid("json");
    const { labels } = body;
    const kept = new Set(labels.map((l) => l.id));
    notes.write(c, (state) => {
      state.labels = labels;
      for (const note of state.notes) note.labels = note.labels.filter((id) => kept.has(id));
    });
    return c.json(labels);
  });

  app.post("/remove-note", validate("json", removeNoteBody), answers(z.array(noteSchema)), (c) => {
    const body = c.req.valid("json");
    const { noteId } = body;
    if (!notes.read(c).notes.some((n) => n.id === noteId)) throw invalidField("noteId", "noSuchNote");
    const remaining = notes.write(c, (state) => (state.notes = state.notes.filter((n) => n.id !== noteId)));
    return c.json(remaining);
  });

  return app;
}
