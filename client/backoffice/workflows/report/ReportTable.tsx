import { useSignals } from "@preact/signals-react/runtime";
import { language, t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { formatDate } from "../../format.ts";
import type { SortOrder } from "../../list/listState.ts";
import type { ReportRow } from "./api.ts";
import { REPORT_COLUMNS, type ReportColumn } from "./reportState.ts";
import "../../crud-words/index.ts";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const NUMERIC = new Set<ReportColumn>(["taxYear", "daysSinceSubmission"]);

function cellText(row: ReportRow, column: ReportColumn): string {
  if (column === "submittedOn") return formatDate(row.submittedOn, language.value);
  return String(row[column] ?? "");
}

/**
 * The report's lines. On screen the headers sort (a button each, `aria-sort` on the sorted one) and a click or
 * Enter on a row opens its return; printed (no `onSort`, no `onOpen`) it is a plain table.
 */
export function ReportTable(
  { rows, sortOf, onSort, onOpen }: {
    rows: ReportRow[];
    sortOf?: (column: ReportColumn) => SortOrder | null;
    onSort?: (column: ReportColumn) => void;
    onOpen?: (row: ReportRow) => void;
  },
) {
  useSignals();
  return (
    <table className="table table-sm" data-testid={onSort ? "report-table" : "report-print-table"}>
      <thead>
        <tr>
          {REPORT_COLUMNS.map((column) => {
            const label = t(`report.columns.${column}`);
            const sorted = sortOf?.(column) ?? null;
            return (
              <th
                key={column}
                aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                className={NUMERIC.has(column) ? "text-end" : ""}
              >
                {onSort
                  ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:underline"
                      aria-label={t("crud.sortBy", { label })}
                      onClick={() => onSort(column)}
                      data-testid={`report-sort-${column}`}
                    >
                      {label}
                      <Icon
                        name={sorted === "desc" ? "arrow_downward" : "arrow_upward"}
                        size={16}
                        className={sorted ? "" : "opacity-0"}
                      />
                    </button>
                  )
                  : label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid="report-row"
            data-id={row.id}
            {...onOpen && {
              tabIndex: 0,
              className:
                "hover:bg-base-200 cursor-pointer focus:outline-2 focus:outline-primary focus:-outline-offset-2",
              onClick: () => onOpen(row),
              onKeyDown: (e) => {
                if (e.key === "Enter" && e.target === e.currentTarget) onOpen(row);
              },
            }}
          >
            {REPORT_COLUMNS.map((column) => (
              <td key={column} className={NUMERIC.has(column) ? "text-end tabular-nums" : ""}>
                {cellText(row, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
