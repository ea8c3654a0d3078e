import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { ORDERS, type TodoOrder } from "./todos.ts";

/** The search and the order of the list, kept in the address (`?q=`, `?order=`, `?dir=desc`). */
export function TodoFinder(
  { query, order, descending, setParam }: {
    query: string;
    order: TodoOrder | "none";
    descending: boolean;
    setParam: (key: string, value: string | null) => void;
  },
) {
  useSignals();
  return (
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
}
