import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { type MouseEvent, useMemo, useState } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import type { Todo } from "../../../domain/demo/todo.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState, LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { deleteTodos, removeTodos, toggleTodoLabel, updateTodos, useTodoLists, useTodos } from "./api.ts";
import { blankTodo, type Draft, TodoForm } from "./TodoForm.tsx";
import {
  inView,
  isOverdue,
  ORDERS,
  orderTodos,
  searchTodos,
  type TodoLists,
  type TodoOrder,
  type TodoView,
  viewPath,
} from "./todos.ts";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { ColorBadge } from "../../kit/ui/ColorBadge.tsx";

/**
 * The to-do app. Addresses: `/apps/todo` (the folder "all"), `/apps/todo/:filter` (a filter or folder handle),
 * `/apps/todo/label/:label`; `?q=` searches, `?order=dueDate&dir=desc` orders.
 */
export function TodoPage({ labelRoute = false }: { labelRoute?: boolean }) {
  useSignals();
  const params = useParams();
  const lists = useTodoLists();
  if (lists.error) {
    return (
      <div className="p-6">
        <LoadError message={t("todoApp.loadFailed")} onRetry={lists.retry} />
      </div>
    );
  }
  if (!lists.data) return <LoadingBar />;
  const { folders, filters, labels } = lists.data;
  let view: TodoView | null;
  if (labelRoute) {
    view = labels.some((l) => l.handle === params.label) ? { kind: "label", handle: params.label! } : null;
  } else if (!params.filter) view = { kind: "folder", handle: "all" };
  else if (filters.some((f) => f.handle === params.filter)) view = { kind: "filter", handle: params.filter };
  else if (folders.some((f) => f.handle === params.filter)) view = { kind: "folder", handle: params.filter };
  else view = null;
  if (!view) return <Navigate to="/apps/todo" replace />;
  return <TodoBoard key={viewPath(view)} view={view} lists={lists.data} />;
}

const close = (e: MouseEvent) =>
  (e.currentTarget.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");

function TodoBoard({ view, lists }: { view: TodoView; lists: TodoLists }) {
  useSignals();
  const [search, setSearch] = useSearchParams();
  const query = search.get("q") ?? "";
  const order = (ORDERS as readonly string[]).includes(search.get("order") ?? "")
    ? search.get("order") as TodoOrder
    : "none";
  const descending = search.get("dir") === "desc";
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useTodos(view);
  const shown = useMemo(
    () =>
      orderTodos(
        searchTodos((list.data ?? []).filter((x) => inView(x, view, lists)), query),
        order,
        descending,
      ),
    [list.data, view, lists, query, order, descending],
  );
  const chosen = shown.filter((x) => selected.has(x.id));
  const inDeleted = view.kind === "filter" && view.handle === "deleted";
  const setParam = (key: string, value: string | null) =>
    setSearch((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    }, { replace: true });
  const keep = search.toString() ? `?${search}` : "";
  const title = t(`todoApp.${view.kind}.${view.handle}`);

  const sidebar = (
    <nav className="flex flex-col gap-2 p-3" data-testid="todo-sidebar">
      <button
        type="button"
        className="btn btn-primary w-full"
        data-testid="todo-add"
        onClick={() => setEditing(blankTodo(lists.folders[0]?.id))}
      >
        <Icon name="add" size={20} />
        {t("todoApp.add")}
      </button>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.folders")}</h2>
      <ul className="menu w-full p-0">
        {lists.folders.map((f) => (
          <SidebarLink
            key={f.id}
            to={viewPath({ kind: "folder", handle: f.handle }) + keep}
            icon={f.icon}
            title={t(`todoApp.folder.${f.handle}`)}
            testId={`todo-folder-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.filters")}</h2>
      <ul className="menu w-full p-0">
        {lists.filters.map((f) => (
          <SidebarLink
            key={f.id}
            to={viewPath({ kind: "filter", handle: f.handle }) + keep}
            icon={f.icon}
            title={t(`todoApp.filter.${f.handle}`)}
            testId={`todo-filter-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.labels")}</h2>
      <ul className="menu w-full p-0">
        {lists.labels.map((l) => (
          <SidebarLink
            key={l.id}
            to={viewPath({ kind: "label", handle: l.handle }) + keep}
            color={l.color}
            title={t(`todoApp.label.${l.handle}`)}
            testId={`todo-label-${l.handle}`}
          />
        ))}
      </ul>
    </nav>
  );

  const actions = (
    <div className="flex flex-wrap items-center gap-2 w-full sm:w-auto">
      <SearchField
        value={query}
        onChange={(v) => setParam("q", v)}
        label={t("todoApp.search")}
        testId="todo-search"
        className="flex-1 sm:w-56"
      />
      <select
        className="select select-sm w-auto"
        aria-label={t("todoApp.orderBy")}
        data-testid="todo-order"
        value={order}
        onChange={(e) => setParam("order", e.target.value === "none" ? null : e.target.value)}
      >
        {(["none", ...ORDERS] as const).map((o) => (
          <option key={o} value={o}>{t(`todoApp.order.${o}`)}</option>
        ))}
      </select>
      {order !== "none" && (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={descending ? t("todoApp.descending") : t("todoApp.ascending")}
          title={descending ? t("todoApp.descending") : t("todoApp.ascending")}
          data-testid="todo-direction"
          onClick={() => setParam("dir", descending ? null : "desc")}
        >
          <Icon name={descending ? "arrow_downward" : "arrow_upward"} size={20} />
        </button>
      )}
    </div>
  );

  let body;
  if (list.error) {
    body = (
      <div className="p-4">
        <LoadError message={t("todoApp.loadFailed")} onRetry={list.retry} />
      </div>
    );
  } else if (!list.data) body = <LoadingBar />;
  else if (shown.length === 0) {
    body = query
      ? <EmptyState icon="search_off" title={t("todoApp.noMatch", { query })} testId="todo-empty" />
      : (
        <EmptyState
          icon="checklist"
          title={t("todoApp.emptyTitle")}
          text={t("todoApp.emptyText")}
          testId="todo-empty"
        />
      );
  } else {
    body = (
      <ul className="divide-y divide-base-300" data-testid="todo-list">
        {shown.map((x) => (
          <TodoRow
            key={x.id}
            todo={x}
            lists={lists}
            selected={selected.has(x.id)}
            onSelect={(on) => {
              const next = new Set(selected);
              if (on) next.add(x.id);
              else next.delete(x.id);
              setSelected(next);
            }}
            onOpen={() => setEditing(x)}
          />
        ))}
      </ul>
    );
  }

  return (
    <SidebarApp
      title={title}
      icon="checklist"
      sidebar={sidebar}
      sidebarLabel={t("todoApp.sidebar")}
      actions={actions}
      testId="todo-app"
    >
      <div className="flex items-center gap-2 px-3 sm:px-6 min-h-12 border-b border-base-300">
        <SelectAll
          total={shown.length}
          selected={chosen.length}
          label={t("todoApp.selectAll")}
          testId="todo-select-all"
          onChange={(all) => setSelected(all ? new Set(shown.map((x) => x.id)) : new Set())}
        />
        {chosen.length > 0 && (
          <div className="flex flex-wrap items-center gap-1" data-testid="todo-bulk">
            <span className="text-sm opacity-70 me-2" data-testid="todo-selected-count">
              {t("todoApp.selected", { count: chosen.length })}
            </span>
            {inDeleted
              ? (
                <>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    data-testid="todo-restore"
                    onClick={async () => {
                      const ids = chosen.map((x) => x.id);
                      if (await updateTodos(chosen, (x) => ({ ...x, deleted: false }))) {
                        setSelected(new Set());
                        showMessage(t("todoApp.restored", { count: ids.length }), { variant: "success" });
                      }
                    }}
                  >
                    <Icon name="restore_from_trash" size={18} />
                    {t("todoApp.restore")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-soft"
                    data-testid="todo-delete-forever"
                    onClick={() => setConfirming(true)}
                  >
                    <Icon name="delete_forever" size={18} />
                    {t("todoApp.deleteForGood")}
                  </button>
                </>
              )
              : (
                <>
                  <details className="dropdown" data-testid="todo-label-menu">
                    <summary className="btn btn-sm btn-ghost">
                      <Icon name="label" size={18} />
                      {t("todoApp.toggleLabel")}
                    </summary>
                    <ul className="dropdown-content menu bg-base-100 rounded-box z-30 w-52 p-2 shadow-lg border border-base-300">
                      {lists.labels.map((l) => (
                        <li key={l.id}>
                          <button
                            type="button"
                            data-testid={`todo-toggle-${l.handle}`}
                            onClick={(e) => {
                              close(e);
                              void toggleTodoLabel(chosen.map((x) => x.id), l.id);
                            }}
                          >
                            <span
                              className="size-3 rounded-full"
                              style={{ background: l.color }}
                              aria-hidden="true"
                            />
                            {t(`todoApp.label.${l.handle}`)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </details>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    data-testid="todo-remove"
                    onClick={async () => {
                      await removeTodos(chosen.map((x) => x.id));
                      setSelected(new Set());
                    }}
                  >
                    <Icon name="delete" size={18} />
                    {t("todoApp.remove")}
                  </button>
                </>
              )}
          </div>
        )}
      </div>
      {list.loading && list.data && <LoadingBar />}
      <div className="flex-1 overflow-y-auto">{body}</div>
      <TodoForm initial={editing} lists={lists} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming}
        title={t("todoApp.deleteTitle", { count: chosen.length })}
        confirm={t("todoApp.deleteForGood")}
        cancel={t("crud.cancel")}
        danger
        testId="todo-delete-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await deleteTodos(chosen.map((x) => x.id))) setSelected(new Set());
        }}
      >
        {t("todoApp.deleteText")}
      </ConfirmDialog>
    </SidebarApp>
  );
}

function TodoRow(
  { todo, lists, selected, onSelect, onOpen }: {
    todo: Todo;
    lists: TodoLists;
    selected: boolean;
    onSelect: (on: boolean) => void;
    onOpen: () => void;
  },
) {
  useSignals();
  const overdue = isOverdue(todo);
  const flip = (field: "completed" | "starred" | "important") =>
    void updateTodos([todo], (x) => ({ ...x, [field]: !x[field] }));
  return (
    <li
      className={`flex items-center gap-2 sm:gap-3 px-3 sm:px-6 py-3 ${selected ? "bg-base-200" : ""}`}
      data-testid="todo-row"
      data-todo-id={todo.id}
      data-completed={todo.completed}
    >
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        aria-label={t("todoApp.select", { title: todo.title })}
        data-testid="todo-select"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-circle"
        aria-label={todo.completed ? t("todoApp.reopen") : t("todoApp.complete")}
        aria-pressed={todo.completed}
        data-testid="todo-complete"
        onClick={() => flip("completed")}
      >
        <Icon
          name={todo.completed ? "check_circle" : "radio_button_unchecked"}
          size={20}
          className={todo.completed ? "text-success" : "opacity-60"}
        />
      </button>
      <button
        type="button"
        className="flex-1 min-w-0 text-start rounded focus-visible:outline-2"
        data-testid="todo-open"
        onClick={onOpen}
      >
        <span
          className={`block truncate font-medium ${todo.completed ? "line-through opacity-60" : ""}`}
          data-testid="todo-title"
        >
          {todo.title}
        </span>
        <span className="flex flex-wrap items-center gap-1 mt-1">
          {todo.labels.map((id) => {
            const label = lists.labels.find((l) => l.id === id);
            return label && (
              <ColorBadge key={id} color={label.color} testId="todo-row-label">
                {t(`todoApp.label.${label.handle}`)}
              </ColorBadge>
            );
          })}
          {todo.dueDate && (
            <span className={`text-xs ${overdue ? "text-error font-semibold" : "opacity-70"}`}>
              {overdue
                ? t("todoApp.overdue", { date: dayjs(todo.dueDate).format("D MMM YYYY") })
                : t("todoApp.due", { date: dayjs(todo.dueDate).format("D MMM YYYY") })}
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={todo.important ? t("todoApp.notImportant") : t("todoApp.important")}
        aria-pressed={todo.important}
        data-testid="todo-important"
        onClick={() => flip("important")}
      >
        <Icon name="priority_high" size={20} className={todo.important ? "text-error" : "opacity-30"} />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={todo.starred ? t("todoApp.unstar") : t("todoApp.star")}
        aria-pressed={todo.starred}
        data-testid="todo-star"
        onClick={() => flip("starred")}
      >
        <Icon
          name={todo.starred ? "star" : "star_border"}
          size={20}
          className={todo.starred ? "text-warning" : "opacity-60"}
        />
      </button>
    </li>
  );
}
