import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { useSubmit } from "../../../lib/submit.ts";
import { useCan } from "../../data/grants.ts";
import type { RecordActionsProps } from "../../extensions.ts";
import { type TriggerRun, useLatestRun, useRunTrigger } from "./api.ts";
import { runLogPath, runPath, RunWhen } from "./RunSummary.tsx";
import "./messages.ts";
import { Panel } from "../../ui/Panel.tsx";

/**
 * "Run now" on a trigger's view page: runs it (update permission on Tax, an active trigger), says what the run
 * created and skipped or why it failed, and shows the trigger's latest run with a link to its log.
 */
export function RunPanel({ def, record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const [done, setDone] = useState<TriggerRun | null>(null);
  const running = useSubmit(useRunTrigger().send, { done: setDone });
  const latest = useLatestRun(id);
  // undefined while the first answer loads; null when there is none (or it could not be read).
  const last = latest.data
    ? (latest.data.items[0] as TriggerRun | undefined) ?? null
    : latest.error
    ? null
    : undefined;
  const allowed = useCan(def.module, "update");
  const active = record.active !== false;

  return (
    <Panel
      id="trigger-run-title"
      testId="trigger-run-panel"
      title={t("triggers.run.title")}
      intro={
        <>
          <p className="text-sm opacity-70 max-w-prose">{t("triggers.run.intro")}</p>
          <p className="text-sm mt-2" data-testid="trigger-last-run">
            <span className="opacity-70">{t("triggers.lastRun")}:</span>{" "}
            {last === undefined
              ? <span className="loading loading-dots loading-xs" />
              : <RunWhen run={last} />}{" "}
            <Link to={runLogPath(id)} className="link link-primary link-hover ms-2">
              {t("triggers.runLog")}
            </Link>
          </p>
        </>
      }
      aside={
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!active || allowed !== true || running.busy}
          aria-busy={running.busy}
          onClick={() => {
            setDone(null);
            void running.submit(id);
          }}
          data-testid="run-now"
        >
          {running.busy
            ? <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            : <Icon name="play_arrow" size={18} />}
          {running.busy ? t("triggers.run.running") : t("triggers.run.now")}
        </button>
      }
    >
      {!active && (
        <div role="status" className="alert alert-warning alert-soft text-sm">
          <Icon name="pause_circle" />
          <span>{t("triggers.run.inactive")}</span>
        </div>
      )}
      {active && allowed === false && (
        <div role="status" className="alert alert-info alert-soft text-sm">
          <Icon name="lock" />
          <span>{t("triggers.run.notAllowed")}</span>
        </div>
      )}
      <div aria-live="polite">
        {done && (
          <div role="status" className="alert alert-success alert-soft text-sm" data-testid="run-result">
            <Icon name="check_circle" />
            <span>
              {t("triggers.run.done", { created: done.created, skipped: done.skipped })}{" "}
              <Link to={runPath(done.id)} className="link font-medium">
                {t("triggers.run.viewRun")}
              </Link>
            </span>
          </div>
        )}
        {running.error && (
          <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="run-error">
            <Icon name="error" />
            <span>{t("triggers.run.failed", { message: running.error.message })}</span>
          </div>
        )}
      </div>
    </Panel>
  );
}
