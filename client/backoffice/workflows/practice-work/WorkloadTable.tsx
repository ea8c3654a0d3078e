import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { language, t } from "../../../kit/i18n/index.ts";
import { numberFormat } from "../../../kit/i18n/numbers.ts";
import { EmptyState } from "../../../kit/ui/PageStates.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { formatDate } from "../../format.ts";
import { useWorkload } from "./api.ts";
import { CapacityJobs, type OverWeek } from "./CapacityJobs.tsx";
import "./capacity-messages.ts";

/** Weeks the workload shows, from this week's Monday. */
export const WORKLOAD_WEEKS = 6;

/**
 * The workload: a row per employee, their overdue items, then the open items due in each week; a name opens that
 * employee's work. Under each week's count, the budgeted hours of their open jobs due in it of their weekly hours;
 * a week over them is marked in words, and the mark opens those jobs to reassign. Scrolls sideways inside its
 * card on a phone.
 */
export function WorkloadTable({ onOpen }: { onOpen: (employeeId: string) => void }) {
  useSignals();
  const workload = useWorkload(WORKLOAD_WEEKS);
  const lang = language.value;
  const number = numberFormat(lang);
  const [over, setOver] = useState<OverWeek | null>(null);
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
            <div className="text-sm p-3">
              <p id="workload-caption">{t("practiceWork.workloadCaption")}</p>
              {data.rows.some((r) => r.capacity) && <p>{t("capacity.caption")}</p>}
            </div>
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
                        <td
                          key={data.weeks[i]}
                          className="text-end tabular-nums align-top"
                          data-testid="workload-week"
                          data-over={r.capacity?.over[i] ? "true" : undefined}
                        >
                          <div data-testid="workload-count">{number.format(n)}</div>
                          {r.capacity && (
                            <div className="text-xs whitespace-nowrap flex flex-col items-end gap-1">
                              <span className={r.capacity.over[i] ? "font-bold" : ""}>
                                {t("capacity.hoursOf", {
                                  hours: number.format(r.capacity.hours[i]),
                                  weekly: number.format(r.capacity.weeklyHours),
                                })}
                              </span>
                              {r.capacity.over[i] && (
                                <button
                                  type="button"
                                  className="badge badge-error badge-sm cursor-pointer"
                                  aria-label={t("capacity.showJobs", {
                                    employee: r.employee,
                                    date: formatDate(data.weeks[i], lang),
                                  })}
                                  data-testid="capacity-over"
                                  onClick={() =>
                                    setOver({
                                      employeeId: r.employeeId,
                                      employee: r.employee,
                                      week: data.weeks[i],
                                      hours: r.capacity!.hours[i],
                                      weeklyHours: r.capacity!.weeklyHours,
                                    })}
                                >
                                  {t("capacity.over")}
                                </button>
                              )}
                            </div>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
      <CapacityJobs
        over={over}
        onClose={() =>
          setOver(null)}
      />
    </section>
  );
}
