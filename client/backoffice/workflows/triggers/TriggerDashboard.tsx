import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../../kit/i18n/index.ts";
import { recordPath } from "../../defs.ts";
import type { ListPanelProps } from "../../extensions.ts";
import { LoadError } from "../../../kit/ui/PageStates.tsx";
import { useApiQuery } from "../../../lib/query.ts";
import { keys } from "../../api/keys.ts";
import { lastRuns, type TriggerSummary } from "./api.ts";
import { runLogPath, RunWhen } from "./RunSummary.tsx";
import "./messages.ts";

type Load =
  | { status: "loading" }
  | { status: "ready"; items: TriggerSummary[] }
  | { status: "failed"; message: string };

/**
 * The Tax Dashboard's panel above the trigger list: each trigger's state and what its latest run did, with the
 * run log a click away.
 */
export function TriggerDashboard({ def }: ListPanelProps) {
  useSignals();
  const { data, error, retry } = useApiQuery(keys.triggerRuns, lastRuns);
  const load: Load = data
    ? { status: "ready", items: data }
    : error
    ? { status: "failed", message: error.message }
    : { status: "loading" };

  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby="trigger-dashboard-title"
      aria-busy={load.status === "loading"}
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
        {load.status === "loading" && <span className="loading loading-dots loading-sm" />}
        {load.status === "failed" && (
          <LoadError message={t("triggers.dashboard.loadFailed")} detail={load.message} onRetry={retry} />
        )}
        {load.status === "ready" && load.items.length === 0 && (
          <p className="text-sm opacity-60">{t("triggers.dashboard.empty")}</p>
        )}
        {load.status === "ready" && load.items.length > 0 && (
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
                {load.items.map((item) => (
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
      </div>
    </section>
  );
}
