import { useSignals } from "@preact/signals-react/runtime";
import type { Todo } from "../../../domain/demo/todo.ts";
import { formatDate } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { ColorBadge } from "../../kit/ui/ColorBadge.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useUpdateTodos } from "./api.ts";
import { isOverdue, type TodoLists } from "./todos.ts";

/** One to-do: its selection box, done, its title with labels and due date (opening the form), priority, star. */
export function TodoRow(
  { todo, lists, selected, onSelect, onOpen }: {
    todo: Todo;
    lists: TodoLists;
    selected: boolean;
    onSelect: (on: boolean) => void;
    onOpen: () => void;
  },
) {
  useSignals();
  const updateTodos = useUpdateTodos();
  const overdue = isOverdue(todo);
  const flip = (field: "completed" | "starred" | "important") =>
    void updateTodos.write({ todos: [todo], change: (x) => ({ ...x, [field]: !x[field] }) });
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
                ? t("todoApp.overdue", { date: formatDate(todo.dueDate, language.value) })
                : t("todoApp.due", { date: formatDate(todo.dueDate, language.value) })}
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
