import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SORTABLE_KINDS } from "../../../domain/list-conditions.ts";
import type { RecordData } from "../data/types.ts";
import { labelOf } from "../defs.ts";
import { DeadlineValue } from "../workflows/deadlines/DeadlineValue.tsx";
import type { ShownColumn } from "./columns.ts";
import type { SortOrder } from "./listState.ts";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * The list's table: headers that sort (a button each where the field's kind sorts, `aria-sort` on the sorted
 * one), one row per record; a click or Enter on a row opens the record.
 */
export function ListTable(
  { resource, columns, items, sortOf, onSort, onOpen }: {
    /** The resource listed: its deadline columns are marked when due soon or overdue. */
    resource: string;
    /** The fields shown, in order, each with the width the user set. */
    columns: ShownColumn[];
    items: RecordData[];
    sortOf: (field: string) => SortOrder | null;
    onSort: (field: string) => void;
    onOpen: (record: RecordData) => void;
  },
) {
  useSignals();
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="list-table">
        <thead>
          <tr>
            {columns.map(({ field: f, width }) => {
              const sorted = sortOf(f.name);
              const money = f.kind === "money";
              return (
                <th
                  key={f.name}
                  data-column={f.name}
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className={money ? "text-end" : ""}
                  style={width === undefined ? undefined : { width, minWidth: width }}
                >
                  {SORTABLE_KINDS.has(f.kind)
                    ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:underline"
                        aria-label={t("crud.sortBy", { label: labelOf(f) })}
                        onClick={() => onSort(f.name)}
                        data-testid={`sort-${f.name}`}
                      >
                        {labelOf(f)}
                        <Icon
                          name={sorted === "desc" ? "arrow_downward" : "arrow_upward"}
                          size={16}
                          className={sorted ? "" : "opacity-0"}
                        />
                      </button>
                    )
                    : labelOf(f)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={String(item.id)}
              tabIndex={0}
              className="hover:bg-base-200 cursor-pointer focus:outline-2 focus:outline-primary focus:-outline-offset-2"
              data-testid="list-row"
              data-id={String(item.id)}
              aria-label={item._title}
              onClick={() => onOpen(item)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && e.target === e.currentTarget) onOpen(item);
              }}
            >
              {columns.map(({ field: f }) => (
                <td key={f.name} className={f.kind === "money" ? "text-end" : ""}>
                  <DeadlineValue resource={resource} field={f} record={item} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
