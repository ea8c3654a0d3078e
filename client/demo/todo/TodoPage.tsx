import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { Navigate, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { SidebarApp } from "../../kit/ui/SidebarApp.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useDeleteTodos, useTodoLists, useTodos } from "./api.ts";
import "./messages.ts";
import { TodoBulkActions } from "./TodoBulkActions.tsx";
import { TodoFinder } from "./TodoFinder.tsx";
import { blankTodo, type Draft, TodoForm } from "./TodoForm.tsx";
import { TodoRow } from "./TodoRow.tsx";
import { TodoSidebar } from "./TodoSidebar.tsx";
import {
  inView,
  ORDERS,
  orderTodos,
  searchTodos,
  type TodoLists,
  type TodoOrder,
  type TodoView,
  viewPath,
} from "./todos.ts";
import { useAddressParams, withParam } from "../../kit/routes/useAddressParams.ts";

/**
 * The to-do app. Addresses: `/apps/todo` (the folder "all"), `/apps/todo/:filter` (a filter or folder handle),
 * `/apps/todo/label/:label`; `?q=` searches, `?order=dueDate&dir=desc` orders.
 */
export function TodoPage({ labelRoute = false }: { labelRoute?: boolean }) {
  useSignals();
  const params = useParams();
  const lists = useTodoLists();
  return (
    <QueryState query={lists} failure={t("todoApp.loadFailed")}>
      {(known) => {
        const view = viewOf(known, labelRoute ? { label: params.label } : { filter: params.filter });
        return view
          ? <TodoBoard key={viewPath(view)} view={view} lists={known} />
          : <Navigate to="/apps/todo" replace />;
      }}
    </QueryState>
  );
}

/** The view the address names (a label, a filter or a folder; none: the folder "all"), or null if it is unknown. */
function viewOf(
  { folders, filters, labels }: TodoLists,
  named: { label?: string; filter?: string },
): TodoView | null {
  if ("label" in named) {
    return labels.some((l) => l.handle === named.label) ? { kind: "label", handle: named.label! } : null;
  }
  if (!named.filter) return { kind: "folder", handle: "all" };
  if (filters.some((f) => f.handle === named.filter)) return { kind: "filter", handle: named.filter };
  if (folders.some((f) => f.handle === named.filter)) return { kind: "folder", handle: named.filter };
  return null;
}

function TodoBoard({ view, lists }: { view: TodoView; lists: TodoLists }) {
  useSignals();
  const [search, setSearch] = useAddressParams();
  const query = search.get("q") ?? "";
  const order = (ORDERS as readonly string[]).includes(search.get("order") ?? "")
    ? search.get("order") as TodoOrder
    : "none";
  const descending = search.get("dir") === "desc";
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useTodos(view);
  const deleteTodos = useDeleteTodos();
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
    setSearch(withParam(search, key, value), { replace: true });
  const keep = search.toString() ? `?${search}` : "";
  const title = t(`todoApp.${view.kind}.${view.handle}`);

  return (
    <SidebarApp
      title={title}
      icon="checklist"
      sidebar={
        <TodoSidebar
          lists={lists}
          keep={keep}
          onAdd={() => setEditing(blankTodo(lists.folders[0]?.id))}
        />
      }
      sidebarLabel={t("todoApp.sidebar")}
      actions={<TodoFinder query={query} order={order} descending={descending} setParam={setParam} />}
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
          <TodoBulkActions
            chosen={chosen}
            lists={lists}
            inDeleted={inDeleted}
            onDone={() => setSelected(new Set())}
            onDeleteForGood={() => setConfirming(true)}
          />
        )}
      </div>
      <div className="flex-1 overflow-y-auto">
        <QueryState
          query={list}
          failure={t("todoApp.loadFailed")}
          empty={{
            when: () => shown.length === 0,
            view: query
              ? <EmptyState icon="search_off" title={t("todoApp.noMatch", { query })} testId="todo-empty" />
              : (
                <EmptyState
                  icon="checklist"
                  title={t("todoApp.emptyTitle")}
                  text={t("todoApp.emptyText")}
                  testId="todo-empty"
                />
              ),
          }}
        >
          {() => (
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
          )}
        </QueryState>
      </div>
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
          if ((await deleteTodos.write(chosen.map((x) => x.id))) !== null) setSelected(new Set());
        }}
      >
        {t("todoApp.deleteText")}
      </ConfirmDialog>
    </SidebarApp>
  );
}
