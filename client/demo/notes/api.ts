import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { patch, useData, useWrite } from "../../lib/data/index.ts";
import type { NoteDraft } from "./notebook.ts";

const BASE = "/api/notes-app";

const noteKeys = {
  all: ["notes/"] as const,
  notes: ["notes/notes", "getList"] as const,
  labels: ["notes/labels", "getList"] as const,
};

export const useNotes = () => useData(noteKeys.notes, (signal) => api<Note[]>(`${BASE}/notes`, { signal }));
export const useNoteLabels = () =>
  useData(noteKeys.labels, (signal) => api<NoteLabel[]>(`${BASE}/labels`, { signal }));

const writeFailed = () => t("notesApp.writeFailed");

/** A new note goes first (create-note); the server gives it its id. */
export function useCreateNote() {
  return useWrite({
    send: (draft: NoteDraft) =>
      api<Note>(`${BASE}/create-note`, { body: { note: { ...draft, time: new Date().toISOString() } } }),
    refresh: [noteKeys.notes],
    failure: writeFailed,
    done: () => showMessage(t("notesApp.created"), { variant: "success" }),
  });
}

/** Saves a whole note (update-note), shown at once. */
export function useUpdateNote() {
  return useWrite({
    send: (note: Note) => api<Note>(`${BASE}/update-note`, { body: { note } }),
    patches: (
      note,
    ) => [patch<Note[]>(noteKeys.notes, (notes) => notes.map((n) => n.id === note.id ? note : n))],
    failure: writeFailed,
  });
}

export function useRemoveNote() {
  return useWrite({
    send: (id: string) => api(`${BASE}/remove-note`, { body: { noteId: id } }),
    patches: (id) => [patch<Note[]>(noteKeys.notes, (notes) => notes.filter((n) => n.id !== id))],
    failure: writeFailed,
    done: () => showMessage(t("notesApp.deleted"), { variant: "success" }),
  });
}

/** Replaces the label list; the server also takes removed labels off the notes, so both load again. */
export function useSaveLabels() {
  return useWrite({
    send: (labels: NoteLabel[]) => api(`${BASE}/update-labels`, { body: { labels } }),
    refresh: [noteKeys.all],
  });
}
