import type { Todo, TodoFilter, TodoFolder, TodoLabel } from "../../../domain/demo/todo.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { api } from "../../lib/api.ts";
import { patch, useData, useWrite } from "../../lib/data/index.ts";
import { type TodoLists, type TodoView, toggleLabel, viewQuery } from "./todos.ts";

const BASE = "/api/todo-app";

/** Every view's to-dos sit under `lists`, so one patch reaches them all. */
const todoKeys = {
  lists: ["todo/todos", "getList"] as const,
  view: (v: TodoView) => ["todo/todos", "getList", viewQuery(v)] as const,
  sidebar: ["todo/sidebar", "get"] as const,
};

/** Folders, filters and labels: fixed lists, loaded once together. */
export function useTodoLists() {
  return useData<TodoLists>(todoKeys.sidebar, async (signal) => {
    const [folders, filters, labels] = await Promise.all([
      api<TodoFolder[]>(`${BASE}/folders`, { signal }),
      api<TodoFilter[]>(`${BASE}/filters`, { signal }),
      api<TodoLabel[]>(`${BASE}/labels`, { signal }),
    ]);
    return { folders, filters, labels };
  });
}

export function useTodos(view: TodoView) {
  return useData(
    todoKeys.view(view),
    (signal) => api<Todo[]>(`${BASE}/todos`, { query: viewQuery(view), signal }),
  );
}

const changeIn = (ids: readonly string[], change: (t: Todo) => Todo) =>
  patch<Todo[]>(todoKeys.lists, (todos) => todos.map((x) => ids.includes(x.id) ? change(x) : x));

const writeFailed = () => t("todoApp.writeFailed");

/** Changes whole to-dos (done, star, priority, restore) with update-todo, shown at once everywhere. */
export function useUpdateTodos() {
  return useWrite({
    send: ({ todos, change }: { todos: Todo[]; change: (t: Todo) => Todo }) =>
      Promise.all(todos.map((x) => api<Todo>(`${BASE}/update-todo`, { body: change(x) }))),
    patches: ({ todos, change }) => [changeIn(todos.map((x) => x.id), change)],
    failure: writeFailed,
  });
}

export function useToggleTodoLabel() {
  return useWrite({
    send: ({ ids, labelId }: { ids: string[]; labelId: number }) =>
      api(`${BASE}/toggle-label`, { body: { selectedTodoIds: ids, labelId } }),
    patches: ({ ids, labelId }) => [changeIn(ids, (x) => toggleLabel(x, labelId))],
    failure: writeFailed,
  });
}

/** Soft delete (remove-todo flags each one): they wait under Deleted. */
export function useRemoveTodos() {
  return useWrite({
    send: (ids: string[]) => Promise.all(ids.map((id) => api(`${BASE}/remove-todo`, { body: id }))),
    patches: (ids) => [changeIn(ids, (x) => ({ ...x, deleted: true }))],
    failure: writeFailed,
    done: (_answer, ids) => showMessage(t("todoApp.removed", { count: ids.length }), { variant: "success" }),
  });
}

/** Removes for good (delete-todos). */
export function useDeleteTodos() {
  return useWrite({
    send: (ids: string[]) => api(`${BASE}/delete-todos`, { body: { selectedTodoIds: ids } }),
    patches: (ids) => [patch<Todo[]>(todoKeys.lists, (todos) => todos.filter((x) => !ids.includes(x.id)))],
    failure: writeFailed,
    done: (_answer, ids) =>
      showMessage(t("todoApp.deletedForGood", { count: ids.length }), { variant: "success" }),
  });
}

/** Saves the side form's to-do: new-todo without an id, update-todo with one; the form shows a refusal. */
export function useSaveTodo() {
  return useWrite({
    send: (todo: Omit<Todo, "id"> & { id?: string }) =>
      api<Todo>(`${BASE}/${todo.id ? "update-todo" : "new-todo"}`, { body: todo }),
    refresh: [todoKeys.lists],
  });
}
