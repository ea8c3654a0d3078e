import { type Context, Hono } from "hono";
import { z } from "zod";
import { todoFixture } from "../../fixtures/todo.ts";
import {
  newTodoSchema,
  type Todo,
  TODO_FILTERS,
  TODO_FOLDERS,
  TODO_LABELS,
  type TodoFilterHandle,
  todoFolderId,
  todoLabelId,
  todoSchema,
} from "../../domain/demo/todo.ts";
import { validate } from "../middleware/validate.ts";
import { parseJson } from "../middleware/read-input.ts";
import { answers } from "../openapi/answers.ts";
import { checkSelection, listQuery, selectedIds, toggleLabel } from "./selection.ts";
import { practiceToday } from "../../domain/today.ts";
import { deepFreeze, type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { invalidField, problemCheck } from "../../domain/api/index.ts";

const todos = demoState("todo", todoFixture);
const folders = deepFreeze(TODO_FOLDERS);
const filters = deepFreeze(TODO_FILTERS);
const labels = deepFreeze(TODO_LABELS);

const todosQuery = listQuery(TODO_LABELS, TODO_FILTERS, TODO_FOLDERS, "all");
const selectedTodoIds = selectedIds;
const todoIdExpected = problemCheck("todoIdExpected");
const bareId = z.string(todoIdExpected).trim().min(1, todoIdExpected).max(100, todoIdExpected);
const setFolderBody = z.object({ selectedTodoIds, folderId: todoFolderId });
const toggleLabelBody = z.object({ selectedTodoIds, labelId: todoLabelId });
const deleteTodosBody = z.object({ selectedTodoIds });

/**
 * remove-todo's body is the bare id, as the spec has it: a JSON string (`"todo-01"`) from a JSON client, or the
 * plain text `todo-01` that a client posting the value as it is sends. Its JSON is read as every body's is (nesting
 * too deep for a body is refused before it is parsed).
 */
const bareIdBody = z.preprocess((text: string) => {
  try {
    return parseJson(text);
  } catch {
    // Not JSON the pipe reads (not JSON, or nested too deep): the text itself is the id.
    return text;
  }
}, bareId);

const selection = (ids: string[], c: Context<DemoEnv>) =>
  checkSelection("selectedTodoIds", ids, todos.read(c).todos, "noSuchTodo");

/**
 * Which non-deleted to-dos a filter keeps. dueDate and today are not boolean flags: "Sheduled" keeps the to-dos
 * that have a due date, and "Today" those due on the server clock's current day, taken in the practice's time zone
 * (domain/today.ts) as every other deadline of the product is, so a container running in UTC agrees with the
 * staff's wall calendar just after midnight.
 */
function filterMatcher(handle: Exclude<TodoFilterHandle, "deleted">, now: Date): (todo: Todo) => boolean {
  switch (handle) {
    case "dueDate":
      return (t) => t.dueDate !== null;
    case "today": {
      const today = practiceToday(now);
      return (t) => t.dueDate !== null && practiceToday(new Date(t.dueDate)) === today;
    }
    default:
      return (t) => t[handle];
  }
}

/**
 * The to-do demo app (demo-apps.md §3, §4, §7 "To-do"). `now` is the clock of the "Today" filter (tests pass a
 * fixed one). Remove is a soft delete (the flag); delete-todos removes for good. Every id a write names must exist
 * (the caller's to-dos, folder 'all', the five labels); otherwise a 400 names the field and nothing changes.
 *
 * Answers the spec leaves open: set-folder and toggle-label return the to-dos they changed, in list order, so the
 * client can merge them without a second fetch; delete-todos returns the removed ids, like remove-todo returns its id.
 */
export function todoApp(now: () => Date = () => new Date()) {
  const app = new Hono<DemoEnv>();

  app.get("/folders", (c) => sendJson(c, folders));
  app.get("/filters", (c) => sendJson(c, filters));
  app.get("/labels", (c) => sendJson(c, labels));

  app.get("/todos", validate("json", todosQuery), answers(z.array(todoSchema)), (c) => {
    const query = c.req.valid("json");
    const { labelHandle, filterHandle, folderHandle } = query;
    const list = todos.read(c).todos;
    const live = list.filter((t) => !t.deleted);
    if (labelHandle) {
      const labelId = TODO_LABELS.find((l) => l.handle === labelHandle)!.id;
      return sendJson(c, live.filter((t) => t.labels.includes(labelId)));
    }
    if (filterHandle === "deleted") return sendJson(c, list.filter((t) => t.deleted));
    if (filterHandle) return sendJson(c, live.filter(filterMatcher(filterHandle, now())));
    // 'all' holds every to-do, as its name says (a to-do's folder is optional); any other folder matches by id.
    if (folderHandle === "all") return sendJson(c, live);
    const folderId = TODO_FOLDERS.find((f) => f.handle === folderHandle)!.id;
    return sendJson(c, live.filter((t) => t.folder === folderId));
  });

  app.post("/update-todo", validate("json", todoSchema), answers(todoSchema), (c) => {
    const body = c.req.valid("json");
    const todo = body;
    const at = todos.read(c).todos.findIndex((t) => t.id === todo.id);
    if (at < 0) throw invalidField("id", "noSuchTodo");
    todos.write(c, (state) => (state.todos[at] = todo));
    return c.json(todo);
  });

  app.post("/new-todo", validate("json", newTodoSchema), answers(todoSchema), (c) => {
    const body = c.req.valid("json");
    const todo: Todo = { ...body, id: crypto.randomUUID() };
    todos.write(c, (state) => state.todos.unshift(todo));
    return c.json(todo);
  });

  // Soft delete: the to-do moves to the "Deleted" filter and can be restored by update-todo. Repeating it is harmless.
  app.post("/remove-todo", validate("text", bareIdBody), (c) => {
    const id = c.req.valid("json");
    const at = todos.read(c).todos.findIndex((t) => t.id === id);
    if (at < 0) throw invalidField("body", "noSuchTodo");
    todos.write(c, (state) => (state.todos[at].deleted = true));
    return c.json(id);
  });

  app.post("/delete-todos", validate("json", deleteTodosBody), (c) => {
    const body = c.req.valid("json");
    const ids = body.selectedTodoIds;
    const removed = selection(ids, c);
    todos.write(c, (state) => (state.todos = state.todos.filter((t) => !removed.has(t.id))));
    return c.json([...removed]);
  });

  app.post("/set-folder", validate("json", setFolderBody), (c) => {
    const body = c.req.valid("json");
    const { selectedTodoIds, folderId } = body;
    const selected = selection(selectedTodoIds, c);
    const changed = todos.write(c, (state) => {
      const hit = state.todos.filter((t) => selected.has(t.id));
      for (const t of hit) t.folder = folderId;
      return hit;
    });
    return c.json(changed);
  });

  app.post("/toggle-label", validate("json", toggleLabelBody), (c) => {
    const body = c.req.valid("json");
    const { selectedTodoIds, labelId } = body;
    const selected = selection(selectedTodoIds, c);
    const changed = todos.write(c, (state) => {
      const hit = state.todos.filter((t) => selected.has(t.id));
      for (const t of hit) toggleLabel(t, labelId);
      return hit;
    });
    return c.json(changed);
  });

  return app;
}
