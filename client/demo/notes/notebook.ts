import type { Note, NoteLabel } from "../../../domain/demo/notes.ts";
import { foldText, hasEveryWord } from "../../kit/text.ts";

/** Which notes a page shows: the live ones, those with a reminder, the archive, or one label's. */
export type NotesView = { kind: "notes" } | { kind: "reminders" } | { kind: "archive" } | {
  kind: "label";
  id: string;
};

export type NoteDraft = Omit<Note, "id" | "time"> & { id?: string; time?: string };

export const blankNote = (labels: string[] = []): NoteDraft => ({
  title: "",
  description: "",
  archive: false,
  image: "",
  reminder: null,
  checklist: [],
  labels,
});

export function viewPath(view: NotesView): string {
  return view.kind === "notes"
    ? "/apps/notes"
    : view.kind === "label"
    ? `/apps/notes/labels/${encodeURIComponent(view.id)}`
    : `/apps/notes/${view.kind}`;
}

/**
 * The notes of a view whose title, text or checklist hold every word of the query. The archive shows archived
 * notes only; every other view shows live ones.
 */
export function notesInView(notes: Note[], view: NotesView, query = ""): Note[] {
  return notes.filter((n) => {
    if ((view.kind === "archive") !== n.archive) return false;
    if (view.kind === "reminders" && !n.reminder) return false;
    if (view.kind === "label" && !n.labels.includes(view.id)) return false;
    return hasEveryWord([n.title, n.description, ...n.checklist.map((i) => i.text)].join(" "), query);
  });
}

/** An empty composer saves nothing: a note needs a title, text, an item, a picture or a reminder. */
export function hasContent(d: NoteDraft): boolean {
  return d.title.trim() !== "" || d.description.trim() !== "" ||
    d.checklist.some((i) => i.text.trim() !== "") ||
    d.image.trim() !== "" || d.reminder !== null;
}

/** What is saved: blank checklist lines dropped, title trimmed. */
export function cleanNote(d: NoteDraft): NoteDraft {
  return { ...d, title: d.title.trim(), checklist: d.checklist.filter((i) => i.text.trim() !== "") };
}

/** A handle for a label's address, from its name ("Tax season" → "tax-season"). */
export function slug(name: string): string {
  return foldText(name).trim().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "label";
}

/**
 * The label manager's checks, by row: a name is required and unique (whatever the case). Returns the rows'
 * problems as message keys, index → key.
 */
export function checkLabels(labels: NoteLabel[]): Map<number, "labelRequired" | "labelTaken"> {
  const problems = new Map<number, "labelRequired" | "labelTaken">();
  const seen = new Set<string>();
  labels.forEach((l, i) => {
    const key = foldText(l.name.trim());
    if (key === "") problems.set(i, "labelRequired");
    else if (seen.has(key)) problems.set(i, "labelTaken");
    seen.add(key);
  });
  return problems;
}

/** Labels as saved: names trimmed, handles from the names, made unique. */
export function withHandles(labels: NoteLabel[]): NoteLabel[] {
  const used = new Set<string>();
  return labels.map((l) => {
    let handle = slug(l.name);
    for (let n = 2; used.has(handle); n++) handle = `${slug(l.name)}-${n}`;
    used.add(handle);
    return { ...l, name: l.name.trim(), handle };
  });
}

/** Only pictures the page may load (CSP img-src 'self' data:): a site path or a data: image. */
export const loadableImage = (url: string) => /^(\/(?!\/)|data:image\/)/.test(url.trim());
