import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  newTodoSchema,
  type Todo,
  TODO_FILTERS,
  TODO_FOLDERS,
  TODO_LABELS,
  type TodoFilterHandle,
  todoFixture,
  todoFolderId,
  todoLabelId,
  todoSchema,
} from "../../fixtures/todo.ts";
import { readJson } from "../auth/body.ts";
import { practiceToday } from "../backoffice/today.ts";
import { deepFreeze, type DemoEnv, demoState, sendJson } from "./sandbox.ts";
import { refuse } from "./answers.ts";

const todos = demoState("todo", todoFixture);
const folders = deepFreeze(TODO_FOLDERS);
const filters = deepFreeze(TODO_FILTERS);
const labels = deepFreeze(TODO_LABELS);

const handleOf = <H extends string>(list: readonly { handle: H }[]) =>
  z.enum(list.map((item) => item.handle));
/** One of the three selects the list; when several are sent the first wins, in the spec's order. */
const todosQuery = z.object({
  labelHandle: handleOf(TODO_LABELS).optional(),
  filterHandle: handleOf(TODO_FILTERS).optional(),
  folderHandle: handleOf(TODO_FOLDERS).default("all"),
});
const selectedTodoIds = z.array(z.string().max(100)).max(1000);
const bareId = z.string().trim().min(1).max(100);
const setFolderBody = z.object({ selectedTodoIds, folderId: todoFolderId });
const toggleLabelBody = z.object({ selectedTodoIds, labelId: todoLabelId });
const deleteTodosBody = z.object({ selectedTodoIds });

/**
 * remove-todo's body is the bare id, as the spec has it: a JSON string (`"todo-01"`) from a JSON client, or the
 * plain text `todo-01` that a client posting the value as it is sends. Null when it is neither.
 */
async function readBareId(c: Context): Promise<string | null> {
  const text = await c.req.text();
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the id.
  }
  const parsed = bareId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The field path of the first id that names no to-do, or null when all do. */
function unknownTodo(ids: string[], list: readonly Todo[]): string | null {
  const known = new Set(list.map((t) => t.id));
  const at = ids.findIndex((id) => !known.has(id));
  return at < 0 ? null : `selectedTodoIds.${at}`;
}

/**
 * Which non-deleted to-dos a filter keeps. dueDate and today are not boolean flags: "Sheduled" keeps the to-dos
 * that have a due date, and "Today" those due on the server clock's current day, taken in the practice's time zone
 * (Africa/Johannesburg) as every other deadline of the product is, so a container running in UTC agrees with the
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

  app.get("/todos", async (c) => {
    const query = await readJson(c, todosQuery);
    if (!query.ok) return query.response;
    const { labelHandle, filterHandle, folderHandle } = query.data;
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

  app.post("/update-todo", async (c) => {
    const body = await readJson(c, todoSchema);
    if (!body.ok) return body.response;
    const todo = body.data;
    const at = todos.read(c).todos.findIndex((t) => t.id === todo.id);
    if (at < 0) return refuse(c, "id", "no to-do with this id");
    todos.write(c, (state) => (state.todos[at] = todo));
    return c.json(todo);
  });

  app.post("/new-todo", async (c) => {
    const body = await readJson(c, newTodoSchema);
    if (!body.ok) return body.response;
    const todo: Todo = { ...body.data, id: crypto.randomUUID() };
    todos.write(c, (state) => state.todos.unshift(todo));
    return c.json(todo);
  });

  // Soft delete: the to-do moves to the "Deleted" filter and can be restored by update-todo. Repeating it is harmless.
  app.post("/remove-todo", async (c) => {
    const id = await readBareId(c);
    if (id === null) return refuse(c, "body", "must be the id of a to-do");
    const at = todos.read(c).todos.findIndex((t) => t.id === id);
    if (at < 0) return refuse(c, "body", "no to-do with this id");
    todos.write(c, (state) => (state.todos[at].deleted = true));
    return c.json(id);
  });

  app.post("/delete-todos", async (c) => {
    const body = await readJson(c, deleteTodosBody);
    if (!body.ok) return body.response;
    const ids = body.data.selectedTodoIds;
    const unknown = unknownTodo(ids, todos.read(c).todos);
    if (unknown) return refuse(c, unknown, "no to-do with this id");
    const removed = new Set(ids);
    todos.write(c, (state) => (state.todos = state.todos.filter((t) => !removed.has(t.id))));
    return c.json([...removed]);
  });

  app.post("/set-folder", async (c) => {
    const body = await readJson(c, setFolderBody);
    if (!body.ok) return body.response;
    const { selectedTodoIds, folderId } = body.data;
    const unknown = unknownTodo(selectedTodoIds, todos.read(c).todos);
    if (unknown) return refuse(c, unknown, "no to-do with this id");
    const selected = new Set(selectedTodoIds);
    const changed = todos.write(c, (state) => {
      const hit = state.todos.filter((t) => selected.has(t.id));
      for (const t of hit) t.folder = folderId;
      return hit;
    });
    return c.json(changed);
  });

  app.post("/toggle-label", async (c) => {
    const body = await readJson(c, toggleLabelBody);
    if (!body.ok) return body.response;
    const { selectedTodoIds, labelId } = body.data;
    const unknown = unknownTodo(selectedTodoIds, todos.read(c).todos);
    if (unknown) return refuse(c, unknown, "no to-do with this id");
    // A Set, so an id sent twice toggles once rather than cancelling itself out.
    const selected = new Set(selectedTodoIds);
    const changed = todos.write(c, (state) => {
      const hit = state.todos.filter((t) => selected.has(t.id));
      for (const t of hit) {
        t.labels = t.labels.includes(labelId)
          ? t.labels.filter((l) => l !== labelId)
          : [...t.labels, labelId];
      }
      return hit;
    });
    return c.json(changed);
  });

  return app;
}
