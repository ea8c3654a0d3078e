import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { notesFixture } from "../../fixtures/notes.ts";
import type { Note } from "../../domain/demo/notes.ts";
import { NOTES_MESSAGES } from "../../client/demo/notes/messages.ts";
import {
  blankNote,
  checkLabels,
  cleanNote,
  hasContent,
  loadableImage,
  notesInView,
  slug,
  viewPath,
  withHandles,
} from "../../client/demo/notes/notebook.ts";
import { assertTranslated } from "../support/i18n.ts";

const base = notesFixture.notes[0];
const note = (id: string, n: Partial<Note>): Note => ({
  ...base,
  id,
  archive: false,
  reminder: null,
  labels: [],
  ...n,
});

Deno.test("notes words exist in English, Turkish and Arabic", () => assertTranslated(NOTES_MESSAGES));

Deno.test("views: live notes, reminders, archive, a label's; search reaches checklist text", () => {
  const notes = [
    note("a", { title: "VAT", description: "", checklist: [] }),
    note("b", { title: "x", reminder: "2026-12-01T09:00:00+02:00", labels: ["label-work"], checklist: [] }),
    note("c", { title: "y", archive: true, labels: ["label-work"], checklist: [] }),
    note("d", {
      title: "z",
      description: "",
      checklist: [{ id: "i", checked: false, text: "Fetch the IRP5" }],
    }),
  ];
  const ids = (l: Note[]) => l.map((n) => n.id);
  deepStrictEqual(ids(notesInView(notes, { kind: "notes" })), ["a", "b", "d"]);
  deepStrictEqual(ids(notesInView(notes, { kind: "reminders" })), ["b"]);
  deepStrictEqual(ids(notesInView(notes, { kind: "archive" })), ["c"]);
  deepStrictEqual(ids(notesInView(notes, { kind: "label", id: "label-work" })), ["b"]);
  deepStrictEqual(ids(notesInView(notes, { kind: "notes" }, "irp5")), ["d"]);
  strictEqual(viewPath({ kind: "label", id: "label-work" }), "/apps/notes/labels/label-work");
});

Deno.test("an empty composer saves nothing; blank checklist lines are dropped", () => {
  strictEqual(hasContent(blankNote()), false);
  strictEqual(hasContent({ ...blankNote(), checklist: [{ id: "1", checked: false, text: " " }] }), false);
  strictEqual(hasContent({ ...blankNote(), title: "x" }), true);
  deepStrictEqual(
    cleanNote({ ...blankNote(), title: " x ", checklist: [{ id: "1", checked: false, text: "" }] }).checklist,
    [],
  );
  strictEqual(loadableImage("/favicon.svg"), true);
  strictEqual(loadableImage("https://evil.test/a.png"), false);
});

Deno.test("labels: a name is required and unique; handles come from names and stay unique", () => {
  const rows = [
    { id: "1", name: "Work", handle: "" },
    { id: "2", name: " work ", handle: "" },
    { id: "3", name: "", handle: "" },
  ];
  deepStrictEqual([...checkLabels(rows)], [[1, "labelTaken"], [2, "labelRequired"]]);
  strictEqual(slug("Tax season 2026"), "tax-season-2026");
  deepStrictEqual(
    withHandles([{ id: "1", name: "Öz", handle: "" }, { id: "2", name: "oz", handle: "" }]).map((l) =>
      l.handle
    ),
    [
      "oz",
      "oz-2",
    ],
  );
});
