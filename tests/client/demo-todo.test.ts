import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { todoFixture } from "../../fixtures/todo.ts";
import { type Todo, TODO_FILTERS, TODO_FOLDERS, TODO_LABELS } from "../../domain/demo/todo.ts";
import { TODO_MESSAGES } from "../../client/demo/todo/messages.ts";
import {
  inView,
  isOverdue,
  orderTodos,
  searchTodos,
  toggleLabel,
  viewPath,
} from "../../client/demo/todo/todos.ts";
import { assertTranslated } from "../support/i18n.ts";

const lists = { folders: [...TODO_FOLDERS], filters: [...TODO_FILTERS], labels: [...TODO_LABELS] };
const base = todoFixture.todos[0];
const todo = (id: string, t: Partial<Todo> = {}): Todo => ({ ...base, id, ...t });

Deno.test("to-do words exist in English, Turkish and Arabic; the filters keep the spec's titles", () => {
  assertTranslated(TODO_MESSAGES);
  deepStrictEqual(
    Object.values(TODO_MESSAGES.en.todoApp.filter),
    ["Starred", "Priority", "Sheduled", "Today", "Done", "Deleted"],
  );
});

Deno.test("addresses of the lists", () => {
  strictEqual(viewPath({ kind: "folder", handle: "all" }), "/apps/todo");
  strictEqual(viewPath({ kind: "filter", handle: "completed" }), "/apps/todo/completed");
  strictEqual(viewPath({ kind: "label", handle: "api" }), "/apps/todo/label/api");
});

Deno.test("a to-do is in a list as the server selects it; deleted ones only under Deleted", () => {
  const now = new Date("2026-11-24T10:00:00+02:00");
  const x = todo("x", { starred: true, labels: [3], dueDate: "2026-11-24T08:00:00+02:00", deleted: false });
  strictEqual(inView(x, { kind: "filter", handle: "starred" }, lists, now), true);
  strictEqual(inView(x, { kind: "filter", handle: "today" }, lists, now), true);
  strictEqual(inView(x, { kind: "filter", handle: "dueDate" }, lists, now), true);
  strictEqual(inView(x, { kind: "label", handle: "api" }, lists, now), true);
  strictEqual(inView(x, { kind: "filter", handle: "deleted" }, lists, now), false);
  const gone = { ...x, deleted: true };
  strictEqual(inView(gone, { kind: "folder", handle: "all" }, lists, now), false);
  strictEqual(inView(gone, { kind: "filter", handle: "deleted" }, lists, now), true);
  strictEqual(isOverdue({ ...x, dueDate: "2026-11-20T08:00:00+02:00" }, now), true);
  strictEqual(isOverdue({ ...x, dueDate: "2026-11-20T08:00:00+02:00", completed: true }, now), false);
});

Deno.test("ordering by date or title, either way; undated ones last; ties keep the server's order", () => {
  const list = [
    todo("a", { title: "b task", dueDate: null }),
    todo("b", { title: "A task", dueDate: "2026-12-01T00:00:00Z" }),
    todo("c", { title: "c task", dueDate: "2026-11-01T00:00:00Z" }),
    todo("d", { title: "a task", dueDate: "2026-11-01T00:00:00Z" }),
  ];
  const ids = (l: Todo[]) => l.map((x) => x.id);
  deepStrictEqual(ids(orderTodos(list, "dueDate", false)), ["c", "d", "b", "a"]);
  deepStrictEqual(ids(orderTodos(list, "dueDate", true)), ["b", "c", "d", "a"]);
  deepStrictEqual(ids(orderTodos(list, "title", false)), ["b", "d", "a", "c"]);
  deepStrictEqual(ids(orderTodos(list, "none", false)), ["a", "b", "c", "d"]);
});

Deno.test("search and label toggles", () => {
  const list = [
    todo("a", { title: "VAT201 résumé", notes: "" }),
    todo("b", { title: "x", notes: "Resume call" }),
  ];
  deepStrictEqual(searchTodos(list, "resume").map((x) => x.id), ["a", "b"]);
  deepStrictEqual(searchTodos(list, "vat201 resume").map((x) => x.id), ["a"]);
  deepStrictEqual(toggleLabel(todo("a", { labels: [1] }), 2).labels, [1, 2]);
  deepStrictEqual(toggleLabel(todo("a", { labels: [1, 2] }), 1).labels, [2]);
});
