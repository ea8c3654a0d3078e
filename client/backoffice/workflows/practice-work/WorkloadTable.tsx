import { useSignals } from "@preact/signals-react/runtime";
import { language, t } from "../../../kit/i18n/index.ts";
import { EmptyState } from "../../../kit/ui/PageStates.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { formatDate, localeOf } from "../../format.ts";
import { useWorkload } from "./api.ts";

/** Weeks the workload shows, from this week's Monday. */
export const WORKLOAD_WEEKS = 6;

/**
 * The workload: a row per employee, their overdue items, then the open items due in each week; a name opens that
 * employee's work. Scrolls sideways inside its card on a phone.
 */
export function WorkloadTable({ onOpen }: { onOpen: (employeeId: string) => void }) {
  useSignals();
  const workload = useWorkload(WORKLOAD_WEEKS);
  const lang = language.value;
  const number = new Intl.NumberFormat(localeOf(lang));
  return (
    <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={workload.loading}>
      <QueryState
        query={workload}
        failure={t("practiceWork.workloadFailed")}
        empty={{
          when: (data) =>
            data.rows.length === 0,
          view: <EmptyState icon="task_alt" title={t("practiceWork.workloadEmpty")} />,
        }}
      >
        {(data) => (
          <>
            {/* The table's name stays put above it while the table scrolls sideways on a phone. */}
            <p className="text-sm p-3" id="workload-caption">{t("practiceWork.workloadCaption")}</p>
            <div className="overflow-x-auto" data-testid="workload-scroll">
              <table className="table table-sm" aria-labelledby="workload-caption" data-testid="workload">
                <thead>
                  <tr>
                    <th scope="col">{t("practiceWork.employeeColumn")}</th>
                    <th scope="col" className="text-end">{t("practiceWork.overdue")}</th>
                    {data.weeks.map((w) => (
                      <th key={w} scope="col" className="text-end whitespace-nowrap">
                        {t("practiceWork.weekOf", { date: formatDate(w, lang) })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.employeeId} data-testid="workload-row" data-employee-id={r.employeeId}>
                      <th scope="row" className="whitespace-nowrap">
                        <button
                          type="button"
                          className="link link-hover text-start"
                          onClick={() =>
                            onOpen(r.employeeId)}
                        >
                          {r.employee}
                        </button>
                      </th>
                      <td className={`text-end tabular-nums ${r.overdue > 0 ? "font-bold" : ""}`}>
                        {number.format(r.overdue)}
                      </td>
                      {r.perWeek.map((n, i) => (
                        <td key={data.weeks[i]} className="text-end tabular-nums">{number.format(n)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
