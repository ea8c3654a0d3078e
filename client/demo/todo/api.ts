import type { Todo, TodoFilter, TodoFolder, TodoLabel } from "../../../domain/demo/todo.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { invalidate, useApiQuery } from "../../lib/query.ts";
import { type TodoLists, type TodoView, toggleLabel, viewQuery } from "./todos.ts";

const BASE = "/api/todo-app";

export const todoKeys = {
  lists: ["todo", "lists"] as const,
  view: (v: TodoView) => ["todo", "lists", v.kind, v.handle],
  meta: ["todo", "meta"] as const,
};

export function useTodoLists() {
  return useApiQuery<TodoLists>(todoKeys.meta, async (signal) => {
    const [folders, filters, labels] = await Promise.all([
      api<TodoFolder[]>(`${BASE}/folders`, { signal }),
      api<TodoFilter[]>(`${BASE}/filters`, { signal }),
      api<TodoLabel[]>(`${BASE}/labels`, { signal }),
    ]);
    return { folders, filters, labels };
  });
}

export function useTodos(view: TodoView) {
  return useApiQuery(
    todoKeys.view(view),
    (signal) => api<Todo[]>(`${BASE}/todos`, { query: viewQuery(view), signal }),
  );
}

const changeIn = (ids: ReadonlySet<string>, change: (t: Todo) => Todo) =>
  patch<Todo[]>(todoKeys.lists, (todos) => todos.map((x) => ids.has(x.id) ? change(x) : x));

/** Changes whole to-dos (done, star, priority, restore) with update-todo, shown at once everywhere. */
export function updateTodos(todos: Todo[], change: (t: Todo) => Todo) {
  return optimisticWrite({
    patches: [changeIn(new Set(todos.map((x) => x.id)), change)],
    send: () => Promise.all(todos.map((x) => api<Todo>(`${BASE}/update-todo`, { body: change(x) }))),
    failure: t("todoApp.writeFailed"),
  });
}

export function toggleTodoLabel(ids: string[], labelId: number) {
  return optimisticWrite({
    patches: [changeIn(new Set(ids), (x) => toggleLabel(x, labelId))],
    send: () => api(`${BASE}/toggle-label`, { body: { selectedTodoIds: ids, labelId } }),
    failure: t("todoApp.writeFailed"),
  });
}

/** Soft delete (remove-todo flags each one): they wait under Deleted. */
export async function removeTodos(ids: string[]) {
  const done = await optimisticWrite({
    patches: [changeIn(new Set(ids), (x) => ({ ...x, deleted: true }))],
    send: () => Promise.all(ids.map((id) => api(`${BASE}/remove-todo`, { body: id }))),
    failure: t("todoApp.writeFailed"),
  });
  if (done) showMessage(t("todoApp.removed", { count: ids.length }), { variant: "success" });
}

/** Removes for good (delete-todos). */
export async function deleteTodos(ids: string[]): Promise<boolean> {
  const gone = new Set(ids);
  const done = await optimisticWrite({
    patches: [patch<Todo[]>(todoKeys.lists, (todos) => todos.filter((x) => !gone.has(x.id)))],
    send: () => api(`${BASE}/delete-todos`, { body: { selectedTodoIds: ids } }),
    failure: t("todoApp.writeFailed"),
  });
  if (done) showMessage(t("todoApp.deletedForGood", { count: ids.length }), { variant: "success" });
  return done !== null;
}

/** Saves the side form's to-do: new-todo without an id, update-todo with one. Refusals reach the form. */
export async function saveTodo(todo: Omit<Todo, "id"> & { id?: string }): Promise<Todo> {
  const saved = await api<Todo>(`${BASE}/${todo.id ? "update-todo" : "new-todo"}`, { body: todo });
  await invalidate(todoKeys.lists);
  return saved;
}
