import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Hono } from "hono";
import { todoFixture } from "../../fixtures/todo.ts";
import { type Todo, TODO_FILTERS, TODO_FOLDERS, TODO_LABELS, todoSchema } from "../../domain/demo/todo.ts";
import { todoApp } from "../../server/demo/todo.ts";
import { demoApi } from "../support/demo.ts";

const BASE = "/api/todo-app";
const ids = (todos: Todo[]) => todos.map((t) => t.id);
const fixtureIds = (keep: (t: Todo) => boolean) => todoFixture.todos.filter(keep).map((t) => t.id);
const draft = {
  title: "Check the PAYE reconciliation export",
  notes: "",
  startDate: "2026-03-10T08:00:00.000Z",
  dueDate: "2026-03-13T15:00:00.000Z",
  completed: false,
  starred: false,
  important: true,
  deleted: false,
  labels: [2],
  folder: 0,
};

Deno.test("todo fixture: the spec's folder, filters and labels; every to-do valid", () => {
  deepStrictEqual(TODO_FOLDERS.map((f) => f.handle), ["all"]);
  deepStrictEqual(TODO_FILTERS.map((f) => [f.handle, f.title]), [
    ["starred", "Starred"],
    ["important", "Priority"],
    ["dueDate", "Sheduled"],
    ["today", "Today"],
    ["completed", "Done"],
    ["deleted", "Deleted"],
  ]);
  deepStrictEqual(TODO_LABELS.map((l) => l.handle), ["frontend", "backend", "api", "issue", "mobile"]);
  ok(TODO_LABELS.every((l) => /^#[0-9A-Fa-f]{6}$/.test(l.color)), "label colours are hex codes");
  for (const t of todoFixture.todos) strictEqual(todoSchema.safeParse(t).success, true, t.id);
  for (const flag of ["completed", "starred", "important", "deleted"] as const) {
    ok(todoFixture.todos.some((t) => t[flag]), flag);
  }
});

Deno.test("todo: GET /folders, /filters and /labels answer the lists", async () => {
  const { call } = await demoApi();
  deepStrictEqual((await call(null, "GET", `${BASE}/folders`)).body, TODO_FOLDERS);
  deepStrictEqual((await call(null, "GET", `${BASE}/filters`)).body, TODO_FILTERS);
  deepStrictEqual((await call(null, "GET", `${BASE}/labels`)).body, TODO_LABELS);
});

Deno.test("todo: the default folder 'all' lists every non-deleted to-do, with or without a folder", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", `${BASE}/todos`);
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), fixtureIds((t) => !t.deleted));
  ok(res.body.some((t: Todo) => t.folder === undefined));
  deepStrictEqual((await call(null, "GET", `${BASE}/todos`, { folderHandle: "all" })).body, res.body);
});

Deno.test("todo: a label handle lists the non-deleted to-dos carrying that label", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", `${BASE}/todos`, { labelHandle: "backend" });
  const expected = fixtureIds((t) => t.labels.includes(2) && !t.deleted);
  deepStrictEqual(ids(res.body), expected);
  ok(todoFixture.todos.some((t) => t.labels.includes(2) && t.deleted), "a deleted backend to-do is left out");
});

Deno.test("todo: the 'deleted' filter lists the deleted to-dos only", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", `${BASE}/todos`, { filterHandle: "deleted" });
  deepStrictEqual(ids(res.body), ["todo-14", "todo-15"]);
});

Deno.test("todo: a flag filter lists the non-deleted to-dos whose flag of that name is true", async () => {
  const { call } = await demoApi();
  for (const flag of ["starred", "important", "completed"] as const) {
    const res = await call(null, "GET", `${BASE}/todos`, { filterHandle: flag });
    const expected = fixtureIds((t) => t[flag] && !t.deleted);
    ok(expected.length > 0);
    deepStrictEqual(ids(res.body), expected, flag);
  }
  const important = ids((await call(null, "GET", `${BASE}/todos`, { filterHandle: "important" })).body);
  ok(!important.includes("todo-15"), "the deleted important to-do is left out");
});

Deno.test("todo: the 'dueDate' (Sheduled) filter lists the non-deleted to-dos that have a due date", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", `${BASE}/todos`, { filterHandle: "dueDate" });
  deepStrictEqual(ids(res.body), fixtureIds((t) => t.dueDate !== null && !t.deleted));
  ok(res.body.length < todoFixture.todos.length);
});

Deno.test("todo: the 'today' filter keeps the to-dos due on the server clock's day, in Johannesburg", async () => {
  // 22:30 UTC on 11 March is 00:30 on 12 March in Johannesburg: todo-05 (due 12 March) is today, todo-01
  // (due 11 March) no longer is.
  const clock = () => new Date("2026-03-11T22:30:00Z");
  const app = new Hono().route(BASE, todoApp(clock));
  const res = await app.request(`${BASE}/todos?filterHandle=today`);
  deepStrictEqual(ids(await res.json()), ["todo-05"]);
});

Deno.test("todo: the mounted app's 'today' filter runs on the real clock", async () => {
  const { call } = await demoApi();
  const now = new Date().toISOString();
  const created =
    (await call("ann", "POST", `${BASE}/new-todo`, { ...draft, startDate: now, dueDate: now })).body;
  const today = ids((await call("ann", "GET", `${BASE}/todos`, { filterHandle: "today" })).body);
  ok(today.includes(created.id));
});

Deno.test("todo: an unknown handle is a 400 naming the parameter", async () => {
  const { call } = await demoApi();
  for (const param of ["labelHandle", "filterHandle", "folderHandle"]) {
    const res = await call(null, "GET", `${BASE}/todos`, { [param]: "someday" });
    strictEqual(res.status, 400, param);
    ok(param in res.body.error.fields, param);
  }
});

Deno.test("todo: update-todo replaces the to-do and returns it (completed, starred, important change here)", async () => {
  const { call } = await demoApi();
  const before = todoFixture.todos[1];
  const changed = { ...before, completed: true, starred: true, important: false };
  const res = await call("ann", "POST", `${BASE}/update-todo`, changed);
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, changed);
  deepStrictEqual((await call("ann", "GET", `${BASE}/todos`)).body[1], changed);
  const done = ids((await call("ann", "GET", `${BASE}/todos`, { filterHandle: "completed" })).body);
  ok(done.includes(before.id));
});

Deno.test("todo: update-todo refuses an unknown id, label or a due date before the start, naming the field", async () => {
  const { call } = await demoApi();
  const todo = todoFixture.todos[0];
  const cases: [unknown, string][] = [
    [{ ...todo, id: "nope" }, "id"],
    [{ ...todo, labels: [9] }, "labels.0"],
    [{ ...todo, folder: 3 }, "folder"],
    [{ ...todo, dueDate: "2026-03-01T00:00:00Z" }, "dueDate"],
    [{ ...todo, title: "  " }, "title"],
  ];
  for (const [body, field] of cases) {
    const res = await call("ann", "POST", `${BASE}/update-todo`, body);
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} in ${JSON.stringify(res.body.error.fields)}`);
  }
  deepStrictEqual((await call("ann", "GET", `${BASE}/todos`)).body[0], todo);
});

Deno.test("todo: new-todo returns the to-do with a new id, placed first", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/new-todo`, { ...draft, id: "todo-01" });
  strictEqual(res.status, 200);
  notStrictEqual(res.body.id, "todo-01");
  deepStrictEqual(res.body, { ...draft, id: res.body.id });
  const list = (await call("ann", "GET", `${BASE}/todos`)).body;
  deepStrictEqual(ids(list), [res.body.id, ...fixtureIds((t) => !t.deleted)]);
  strictEqual((await call("ann", "POST", `${BASE}/new-todo`, { ...draft, title: "" })).status, 400);
});

Deno.test("todo: remove-todo only flags the to-do deleted (soft delete) and returns its id", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/remove-todo`, JSON.stringify("todo-03"));
  strictEqual(res.status, 200);
  strictEqual(res.body, "todo-03");
  const plain = await call("ann", "POST", `${BASE}/remove-todo`, "todo-04");
  strictEqual(plain.body, "todo-04", "a plain-text id is taken too");
  ok(!ids((await call("ann", "GET", `${BASE}/todos`)).body).includes("todo-03"));
  const deleted = (await call("ann", "GET", `${BASE}/todos`, { filterHandle: "deleted" })).body;
  const kept = deleted.find((t: Todo) => t.id === "todo-03");
  deepStrictEqual(kept, { ...todoFixture.todos[2], deleted: true }, "still there, only flagged");
  for (const bad of [JSON.stringify("nope"), JSON.stringify({ id: "todo-05" }), ""]) {
    const refused = await call("ann", "POST", `${BASE}/remove-todo`, bad);
    strictEqual(refused.status, 400, bad);
    ok("body" in refused.body.error.fields);
  }
});

Deno.test("todo: delete-todos removes the selected to-dos for good; an unknown id removes none", async () => {
  const { call } = await demoApi();
  const refused = await call("ann", "POST", `${BASE}/delete-todos`, { selectedTodoIds: ["todo-14", "x"] });
  strictEqual(refused.status, 400);
  ok("selectedTodoIds.1" in refused.body.error.fields);
  const res = await call("ann", "POST", `${BASE}/delete-todos`, { selectedTodoIds: ["todo-14", "todo-01"] });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, ["todo-14", "todo-01"]);
  deepStrictEqual(ids((await call("ann", "GET", `${BASE}/todos`, { filterHandle: "deleted" })).body), [
    "todo-15",
  ]);
  ok(!ids((await call("ann", "GET", `${BASE}/todos`)).body).includes("todo-01"));
  strictEqual(
    (await call("ann", "POST", `${BASE}/remove-todo`, JSON.stringify("todo-01"))).status,
    400,
    "gone",
  );
});

Deno.test("todo: set-folder puts the selected to-dos in the folder and returns them", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${BASE}/set-folder`, {
    selectedTodoIds: ["todo-11", "todo-07"],
    folderId: 0,
  });
  strictEqual(res.status, 200);
  deepStrictEqual(ids(res.body), ["todo-07", "todo-11"], "in list order");
  ok(res.body.every((t: Todo) => t.folder === 0));
  const bad = await call("ann", "POST", `${BASE}/set-folder`, { selectedTodoIds: ["todo-01"], folderId: 1 });
  strictEqual(bad.status, 400);
  ok("folderId" in bad.body.error.fields);
  const unknown = await call("ann", "POST", `${BASE}/set-folder`, { selectedTodoIds: ["nope"], folderId: 0 });
  ok("selectedTodoIds.0" in unknown.body.error.fields);
});

Deno.test("todo: toggle-label adds the label where absent and removes it where present, per to-do", async () => {
  const { call } = await demoApi();
  // todo-01 carries frontend (1) and issue (4); todo-02 has neither. The duplicate id still toggles once.
  const res = await call("ann", "POST", `${BASE}/toggle-label`, {
    selectedTodoIds: ["todo-01", "todo-02", "todo-02"],
    labelId: 4,
  });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body.map((t: Todo) => [t.id, t.labels]), [["todo-01", [1]], ["todo-02", [2, 3, 4]]]);
  const issues = ids((await call("ann", "GET", `${BASE}/todos`, { labelHandle: "issue" })).body);
  ok(issues.includes("todo-02") && !issues.includes("todo-01"));
  const bad = await call("ann", "POST", `${BASE}/toggle-label`, { selectedTodoIds: ["todo-01"], labelId: 6 });
  strictEqual(bad.status, 400);
  ok("labelId" in bad.body.error.fields);
});

Deno.test("todo: a write by one user is seen neither by another user nor by an anonymous reader", async () => {
  const { call } = await demoApi();
  strictEqual((await call(null, "POST", `${BASE}/remove-todo`, JSON.stringify("todo-01"))).status, 401);
  await call("ann", "POST", `${BASE}/remove-todo`, JSON.stringify("todo-01"));
  for (const reader of ["bob", null]) {
    const all = ids((await call(reader, "GET", `${BASE}/todos`)).body);
    ok(all.includes("todo-01"), String(reader));
  }
});
