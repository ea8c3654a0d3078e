import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../../kit/i18n/index.ts";
import { recordPath } from "../../defs.ts";
import type { ListPanelProps } from "../../extensions.ts";
import { QueryState } from "../../../lib/data/index.ts";
import { useLastRuns } from "./api.ts";
import { runLogPath, RunWhen } from "./RunSummary.tsx";
import "./messages.ts";

/**
 * The Tax Dashboard's panel above the trigger list: each trigger's state and what its latest run did, with the
 * run log a click away.
 */
export function TriggerDashboard({ def }: ListPanelProps) {
  useSignals();
  const runs = useLastRuns();

  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby="trigger-dashboard-title"
      aria-busy={runs.loading}
      data-testid="trigger-dashboard"
    >
      <div className="card-body p-4 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div>
            <h2 id="trigger-dashboard-title" className="font-semibold text-lg">
              {t("triggers.dashboard.title")}
            </h2>
            <p className="text-sm opacity-70">{t("triggers.dashboard.intro")}</p>
          </div>
          <Link to={runLogPath()} className="btn btn-ghost btn-sm" data-testid="run-log-link">
            {t("triggers.runLog")}
          </Link>
        </div>
        <QueryState
          query={runs}
          failure={t("triggers.dashboard.loadFailed")}
          empty={{
            when: (items) => items.length === 0,
            view: <p className="text-sm opacity-60">{t("triggers.dashboard.empty")}</p>,
          }}
        >
          {(items) => (
            <div className="overflow-x-auto">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th>{t("triggers.dashboard.trigger")}</th>
                    <th>{t("triggers.dashboard.status")}</th>
                    <th>{t("triggers.lastRun")}</th>
                    <th className="text-end">{t("triggers.dashboard.created")}</th>
                    <th className="text-end">{t("triggers.dashboard.skipped")}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id} data-testid="trigger-summary" data-id={item.id}>
                      <td>
                        <Link to={recordPath(def, item.id)} className="link link-hover font-medium">
                          {item._title}
                        </Link>
                      </td>
                      <td>
                        <span
                          className={`badge badge-sm ${
                            item.active ? "badge-success badge-soft" : "badge-ghost"
                          }`}
                        >
                          {t(item.active ? "triggers.active" : "triggers.inactive")}
                        </span>
                      </td>
                      <td>
                        <RunWhen run={item.lastRun} />
                      </td>
                      <td className="text-end tabular-nums">{item.lastRun?.created ?? ""}</td>
                      <td className="text-end tabular-nums">{item.lastRun?.skipped ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
