import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { practiceToday } from "../../../domain/today.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { formatWhen } from "../../kit/i18n/dates.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useGetList } from "../data/hooks.ts";
import { findDef, recordPath } from "../defs.ts";
import { optionText } from "../ui/optionText.ts";
import { Panel } from "../ui/Panel.tsx";
import { useComplianceChecks } from "./api.ts";
import { type CellState, complianceGrid, type ObligationCell } from "./grid.ts";
import "./messages.ts";

/** Each state's icon and colours: words beside them, never colour alone. */
const LOOK: Record<CellState, { icon: string; className: string }> = {
  overdue: { icon: "error", className: "badge-error" },
  "due-soon": { icon: "schedule", className: "badge-warning" },
  later: { icon: "event", className: "badge-ghost" },
  done: { icon: "check_circle", className: "badge-success badge-soft" },
  "not-required": { icon: "remove_circle_outline", className: "badge-ghost opacity-60 line-through" },
};

/**
 * A client's compliance tab (issue 36): a year of its statutory obligations, a row per kind, a column per month
 * of the due date, each obligation a link to its page with its state in words and an icon. The year is chosen
 * with the buttons either side of it.
 */
export function ComplianceGrid({ account }: { account: string }) {
  useSignals();
  const today = practiceToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const def = findDef("obligation")!;
  const kindField = def.fields.find((f) => f.name === "kind")!;
  const list = useGetList(def.name, {
    where: { account: [account], dueDateFrom: [`${year}-01-01`], dueDateTo: [`${year}-12-31`] },
    sort: "dueDate",
    order: "asc",
    pageSize: 200,
  });
  const lang = language.value;
  return (
    <Panel
      id="compliance-grid-title"
      testId="compliance-grid"
      title={t("compliance.grid.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("compliance.grid.intro")}</p>}
      aside={
        <div className="join" role="group" aria-label={t("compliance.grid.year")}>
          <button
            type="button"
            className="btn btn-sm join-item"
            onClick={() => setYear(year - 1)}
            aria-label={t("compliance.grid.previous")}
            data-testid="compliance-year-previous"
          >
            <Icon name="chevron_left" className="rtl:rotate-180" />
          </button>
          <span
            className="btn btn-sm join-item no-animation pointer-events-none"
            data-testid="compliance-year"
          >
            {year}
          </span>
          <button
            type="button"
            className="btn btn-sm join-item"
            onClick={() => setYear(year + 1)}
            aria-label={t("compliance.grid.next")}
            data-testid="compliance-year-next"
          >
            <Icon name="chevron_right" className="rtl:rotate-180" />
          </button>
        </div>
      }
    >
      <Checks account={account} />
      <QueryState
        query={list}
        failure={t("compliance.grid.loadFailed")}
        empty={{
          when: (answer) => answer.items.length === 0,
          view: (
            <p className="text-sm opacity-70" data-testid="compliance-empty">
              {t("compliance.grid.empty", { year })}
            </p>
          ),
        }}
      >
        {(answer) => (
          <div className="overflow-x-auto">
            <table className="table table-xs">
              <caption className="sr-only">{t("compliance.grid.title")} {year}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("compliance.grid.obligation")}</th>
                  {Array.from(
                    { length: 12 },
                    (_, m) => (
                      <th key={m} scope="col" className="text-center font-normal min-w-20">
                        {formatWhen(`${year}-${String(m + 1).padStart(2, "0")}-15`, lang, {
                          month: "short",
                        })}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {complianceGrid(answer.items, year, today).map((row) => (
                  <tr key={row.kind} data-testid="compliance-row" data-kind={row.kind}>
                    <th scope="row" className="font-medium min-w-40">{optionText(kindField, row.kind)}</th>
                    {row.months.map((cells, m) => (
                      <td key={m} className="align-top min-w-20">
                        <div className="flex flex-col gap-1">
                          {cells.map((cell) => <Cell key={cell.id} cell={cell} />)}
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function Cell({ cell }: { cell: ObligationCell }) {
  const look = LOOK[cell.state];
  const state = t(`compliance.grid.state.${cell.state}`);
  return (
    <Link
      to={recordPath(findDef("obligation")!, cell.id)}
      className={`badge badge-sm gap-1 whitespace-nowrap ${look.className}`}
      title={`${cell.period} · ${state}`}
      data-testid="compliance-cell"
      data-state={cell.state}
    >
      <Icon name={look.icon} size={16} />
      <span className="sr-only">{state}:</span>
      {cell.period}
    </Link>
  );
}

/** What contradicts itself in the client's data, when anything does (a question for a person, not an error). */
function Checks({ account }: { account: string }) {
  const checks = useComplianceChecks(account);
  if (!checks.data || checks.data.length === 0) return null;
  return (
    <div
      role="status"
      className="alert alert-warning alert-soft text-sm items-start"
      data-testid="compliance-checks"
    >
      <Icon name="rule" />
      <div>
        <p className="font-medium">{t("compliance.checks.title")}</p>
        <ul className="list-disc ps-5">
          {checks.data.map((c) => (
            <li key={c.code} data-testid="compliance-check" data-code={c.code}>
              {t(`compliance.checks.${c.code}`, { periods: c.periods.join(", ") })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
