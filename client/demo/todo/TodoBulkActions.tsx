import { useSignals } from "@preact/signals-react/runtime";
import type { MouseEvent } from "react";
import type { Todo } from "../../../domain/demo/todo.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useRemoveTodos, useToggleTodoLabel, useUpdateTodos } from "./api.ts";
import type { TodoLists } from "./todos.ts";

const close = (e: MouseEvent) =>
  (e.currentTarget.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");

/**
 * What can be done to the chosen to-dos: under Deleted, restore them or delete them for good (`onDeleteForGood`
 * asks first); elsewhere, toggle a label or remove them. `onDone` clears the selection.
 */
export function TodoBulkActions(
  { chosen, lists, inDeleted, onDone, onDeleteForGood }: {
    chosen: Todo[];
    lists: TodoLists;
    inDeleted: boolean;
    onDone: () => void;
    onDeleteForGood: () => void;
  },
) {
  useSignals();
  const updateTodos = useUpdateTodos();
  const toggleTodoLabel = useToggleTodoLabel();
  const removeTodos = useRemoveTodos();
  return (
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
                const restore = { todos: chosen, change: (x: Todo) => ({ ...x, deleted: false }) };
                if ((await updateTodos.write(restore)) !== null) {
                  onDone();
                  showMessage(t("todoApp.restored", { count: chosen.length }), { variant: "success" });
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
              onClick={onDeleteForGood}
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
                        void toggleTodoLabel.write({ ids: chosen.map((x) => x.id), labelId: l.id });
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
                await removeTodos.write(chosen.map((x) => x.id));
                onDone();
              }}
            >
              <Icon name="delete" size={18} />
              {t("todoApp.remove")}
            </button>
          </>
        )}
    </div>
  );
}
