import type { Todo, TodoFilter, TodoFolder, TodoLabel } from "../../../domain/demo/todo.ts";
import { practiceToday } from "../../../domain/today.ts";
import { hasEveryWord } from "../../kit/text.ts";

/** Which to-dos the list shows: a folder, a filter or a label, by handle (as in the URL). */
export type TodoView = { kind: "folder" | "filter" | "label"; handle: string };
export type TodoLists = { folders: TodoFolder[]; filters: TodoFilter[]; labels: TodoLabel[] };

export const ORDERS = ["startDate", "dueDate", "title"] as const;
export type TodoOrder = (typeof ORDERS)[number] | "none";

/** The list's query for a view (demo-apps.md §7: folderHandle, filterHandle or labelHandle). */
export function viewQuery(view: TodoView): Record<string, string> {
  return { [`${view.kind}Handle`]: view.handle };
}

export function viewPath(view: TodoView): string {
  if (view.kind === "label") return `/apps/todo/label/${view.handle}`;
  return view.kind === "folder" && view.handle === "all" ? "/apps/todo" : `/apps/todo/${view.handle}`;
}

/**
 * Whether a to-do belongs in a view as the server selects it (server/demo/todo.ts): deleted ones only under
 * Deleted; "Today" is a due date on the practice's today. A changed to-do leaves the list at once.
 */
export function inView(todo: Todo, view: TodoView, lists: TodoLists, now = new Date()): boolean {
  if (view.kind === "filter" && view.handle === "deleted") return todo.deleted;
  if (todo.deleted) return false;
  if (view.kind === "label") {
    const label = lists.labels.find((l) => l.handle === view.handle);
    return label !== undefined && todo.labels.includes(label.id);
  }
  if (view.kind === "folder") {
    return view.handle === "all" || lists.folders.find((f) => f.handle === view.handle)?.id === todo.folder;
  }
  switch (view.handle) {
    case "dueDate":
      return todo.dueDate !== null;
    case "today":
      return todo.dueDate !== null && practiceToday(new Date(todo.dueDate)) === practiceToday(now);
    case "starred":
    case "important":
    case "completed":
      return todo[view.handle];
    default:
      return false;
  }
}

/**
 * The list in the chosen order; to-dos without the date go last either way, ties keep the server's order
 * (newest first). "none" is the server's order.
 */
export function orderTodos(todos: Todo[], order: TodoOrder, descending: boolean): Todo[] {
  if (order === "none") return todos;
  const sign = descending ? -1 : 1;
  return todos.map((t, i) => ({ t, i })).sort((a, b) => {
    const x = a.t[order];
    const y = b.t[order];
    if (x === y) return a.i - b.i;
    if (x === null) return 1;
    if (y === null) return -1;
    const cmp = order === "title"
      ? x.localeCompare(y, undefined, { sensitivity: "base" })
      : Date.parse(x) - Date.parse(y);
    return cmp === 0 ? a.i - b.i : sign * cmp;
  }).map(({ t }) => t);
}

/** The to-dos whose title or notes hold every word of the query, whatever the case and accents. */
export function searchTodos(todos: Todo[], query: string): Todo[] {
  return todos.filter((t) => hasEveryWord(`${t.title} ${t.notes}`, query));
}

/** demo-apps.md §4: for each selected to-do the label is added if absent, removed if present. */
export function toggleLabel(todo: Todo, labelId: number): Todo {
  return {
    ...todo,
    labels: todo.labels.includes(labelId)
      ? todo.labels.filter((l) => l !== labelId)
      : [...todo.labels, labelId],
  };
}

/** Past its due day and not done. */
export function isOverdue(todo: Todo, now = new Date()): boolean {
  return !todo.completed && todo.dueDate !== null &&
    practiceToday(new Date(todo.dueDate)) < practiceToday(now);
}
