import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { invalidate, useApiQuery } from "../../lib/query.ts";
import type { NoteDraft } from "./notebook.ts";

const BASE = "/api/notes-app";

export const noteKeys = {
  all: ["notes"] as const,
  notes: ["notes", "notes"] as const,
  labels: ["notes", "labels"] as const,
};

export const useNotes = () =>
  useApiQuery(noteKeys.notes, (signal) => api<Note[]>(`${BASE}/notes`, { signal }));
export const useNoteLabels = () =>
  useApiQuery(noteKeys.labels, (signal) => api<NoteLabel[]>(`${BASE}/labels`, { signal }));

/** A new note goes first (create-note); the server gives it its id. */
export async function createNote(draft: NoteDraft): Promise<boolean> {
  const done = await optimisticWrite({
    send: () =>
      api<Note>(`${BASE}/create-note`, { body: { note: { ...draft, time: new Date().toISOString() } } }),
    refresh: [noteKeys.notes],
    failure: t("notesApp.writeFailed"),
  });
  if (done) showMessage(t("notesApp.created"), { variant: "success" });
  return done !== null;
}

/** Saves a whole note (update-note), shown at once. */
export function updateNote(note: Note) {
  return optimisticWrite({
    patches: [patch<Note[]>(noteKeys.notes, (notes) => notes.map((n) => n.id === note.id ? note : n))],
    send: () => api<Note>(`${BASE}/update-note`, { body: { note } }),
    failure: t("notesApp.writeFailed"),
  });
}

export async function removeNote(id: string): Promise<boolean> {
  const done = await optimisticWrite({
    patches: [patch<Note[]>(noteKeys.notes, (notes) => notes.filter((n) => n.id !== id))],
    send: () => api(`${BASE}/remove-note`, { body: { noteId: id } }),
    failure: t("notesApp.writeFailed"),
  });
  if (done) showMessage(t("notesApp.deleted"), { variant: "success" });
  return done !== null;
}

/** Replaces the label list; the server also takes removed labels off the notes, so both load again. */
export async function saveLabels(labels: NoteLabel[]): Promise<void> {
  await api(`${BASE}/update-labels`, { body: { labels } });
  await invalidate(noteKeys.all);
}
