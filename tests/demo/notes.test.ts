import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { notesFixture } from "../../fixtures/notes.ts";
import { type Note, noteSchema } from "../../domain/demo/notes.ts";
import { demoApi, NOTE_DRAFT } from "../support/demo.ts";

const BASE = "/api/notes-app";
const ids = (notes: Note[]) => notes.map((n) => n.id);
const draft = NOTE_DRAFT;

Deno.test("notes fixture: the spec's labels, and every note valid and labelled with known labels", () => {
  deepStrictEqual(notesFixture.labels.map((l) => l.handle), [
    "family",
    "work",
    "todos",
    "prior",
    "personal",
    "friends",
  ]);
  for (const l of notesFixture.labels) deepStrictEqual(Object.keys(l), ["id", "name", "handle"]);
  const labelIds = new Set(notesFixture.labels.map((l) => l.id));
  for (const note of notesFixture.notes) {
    strictEqual(noteSchema.safeParse(note).success, true, note.id);
    ok(note.labels.every((id) => labelIds.has(id)), note.id);
  }
  ok(notesFixture.notes.some((n) => n.archive) && notesFixture.notes.some((n) => n.reminder !== null));
  ok(notesFixture.notes.some((n) => n.checklist.some((i) => i.checked)));
});

Deno.test("notes: GET /notes and /labels answer the lists", async () => {
  const { call } = await demoApi();
  deepStrictEqual((await call(null, "GET", `${BASE}/notes`)).body, notesFixture.notes);
  deepStrictEqual((await call(null, "GET", `${BASE}/labels`)).body, notesFixture.labels);
});

Deno.test("notes: create-note assigns a new id, puts the note first and returns it", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/create-note`, { note: { ...draft, id: "note-01" } });
  strictEqual(res.status, 200);
  notStrictEqual(res.body.id, "note-01", "a sent id is not taken over");
  ok(/^[0-9a-f-]{36}$/.test(res.body.id));
  deepStrictEqual(res.body, { ...draft, id: res.body.id });
  const list = (await call("ann", "GET", `${BASE}/notes`)).body;
  deepStrictEqual(ids(list), [res.body.id, ...ids(notesFixture.notes)]);
});

Deno.test("notes: create-note refuses an unknown label or a bad reminder, naming the field", async () => {
  const { call } = await demoApi();
  const cases: [unknown, string][] = [
    [{ note: { ...draft, labels: ["label-work", "nope"] } }, "note.labels.1"],
    [{ note: { ...draft, reminder: "next Tuesday" } }, "note.reminder"],
    [{ note: { ...draft, archive: "no" } }, "note.archive"],
    [{ note: { ...draft, checklist: [{ id: "c1", text: "x" }] } }, "note.checklist.0.checked"],
    [{}, "note"],
  ];
  for (const [body, field] of cases) {
    const res = await call("ann", "POST", `${BASE}/create-note`, body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} in ${JSON.stringify(res.body.error.fields)}`);
  }
  deepStrictEqual((await call("ann", "GET", `${BASE}/notes`)).body, notesFixture.notes);
});

Deno.test("notes: update-note replaces the note with the same id and returns it", async () => {
  const { call } = await demoApi();
  const before = notesFixture.notes[1];
  const changed = {
    ...before,
    archive: true,
    reminder: null,
    checklist: [{ id: "x", checked: true, text: "Done" }],
  };
  const res = await call("ann", "POST", `${BASE}/update-note`, { note: changed });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, changed);
  const list: Note[] = (await call("ann", "GET", `${BASE}/notes`)).body;
  deepStrictEqual(list[1], changed, "in place, not moved");
  strictEqual(list.length, notesFixture.notes.length);
});

Deno.test("notes: update-note refuses an unknown note id and changes nothing", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/update-note`, {
    note: { ...notesFixture.notes[0], id: "nope" },
  });
  strictEqual(res.status, 400);
  ok("note.id" in res.body.error.fields);
  deepStrictEqual((await call("ann", "GET", `${BASE}/notes`)).body, notesFixture.notes);
});

Deno.test("notes: update-labels replaces all labels, returns them and takes removed ones off the notes", async () => {
  const { call } = await demoApi();
  const labels = [
    { id: "label-work", name: "Practice", handle: "work" },
    { id: "label-sars", name: "SARS", handle: "sars" },
  ];
  const res = await call("ann", "POST", `${BASE}/update-labels`, { labels });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, labels);
  deepStrictEqual((await call("ann", "GET", `${BASE}/labels`)).body, labels);
  const notes: Note[] = (await call("ann", "GET", `${BASE}/notes`)).body;
  deepStrictEqual(notes[0].labels, ["label-work"], "note-01 loses label-prior");
  ok(notes.every((n) => n.labels.every((id) => id === "label-work")));
});

Deno.test("notes: update-labels refuses a duplicate id or handle, naming it, and changes nothing", async () => {
  const { call } = await demoApi();
  const dupHandle = await call("ann", "POST", `${BASE}/update-labels`, {
    labels: [{ id: "a", name: "A", handle: "x" }, { id: "b", name: "B", handle: "x" }],
  });
  strictEqual(dupHandle.status, 400);
  ok("labels.1.handle" in dupHandle.body.error.fields);
  const dupId = await call("ann", "POST", `${BASE}/update-labels`, {
    labels: [{ id: "a", name: "A", handle: "x" }, { id: "a", name: "B", handle: "y" }],
  });
  ok("labels.1.id" in dupId.body.error.fields);
  deepStrictEqual((await call("ann", "GET", `${BASE}/labels`)).body, notesFixture.labels);
});

Deno.test("notes: remove-note returns the remaining notes; an unknown id is a 400 naming noteId", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/remove-note`, { noteId: "note-02" });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), ids(notesFixture.notes).filter((id) => id !== "note-02"));
  const again = await call("ann", "POST", `${BASE}/remove-note`, { noteId: "note-02" });
  strictEqual(again.status, 400);
  ok("noteId" in again.body.error.fields);
});

Deno.test("notes: a write by one user is seen neither by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  strictEqual((await call(null, "POST", `${BASE}/create-note`, { note: draft })).status, 401);
  const created = (await call("ann", "POST", `${BASE}/create-note`, { note: draft })).body;
  strictEqual((await call("ann", "GET", `${BASE}/notes`)).body[0].id, created.id);
  for (const reader of ["bob", null]) {
    deepStrictEqual((await call(reader, "GET", `${BASE}/notes`)).body, notesFixture.notes, String(reader));
  }
});
