import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useCan } from "../data/grants.ts";
import { findDef, recordPath } from "../defs.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { Panel } from "../ui/Panel.tsx";
import { BusyButton } from "../ui/BusyButton.tsx";
import { RunClients } from "../ui/RunClients.tsx";
import { type JobPreview, type JobRun, usePreviewJobs, useRunJobs } from "./api.ts";
import { TemplateChanges } from "./TemplateChanges.tsx";
import "./messages.ts";
import { JOB_BOARD_PAGE } from "../../../domain/jobs/board.ts";

const LINK = "btn btn-link btn-sm px-0";

/** A list of `resource` narrowed to this template's records. */
const ofTemplate = (resource: string, id: string) =>
  `${findDef(resource)!.base}?template=${encodeURIComponent(id)}`;

/**
 * On a job template's page (issue 38): a preview of what a run would make now (how many jobs, for which periods
 * and clients), then "Run now", which makes them all or nothing and says what it did; links to the template's
 * jobs and its run log. Below it, its edit's changes to the jobs not yet started (TemplateChanges.tsx).
 */
export function JobRunPanel({ record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const [shown, setShown] = useState<{ preview: JobPreview } | { run: JobRun } | null>(null);
  const preview = useSubmit(usePreviewJobs().send, { done: (answer) => setShown({ preview: answer }) });
  const run = useSubmit(useRunJobs().send, { done: (answer) => setShown({ run: answer }) });
  const mayRun = useCan("compliance", "create");
  const active = record.active !== false;
  const busy = preview.busy || run.busy;
  const failed = preview.error ?? run.error;
  const previewed = shown && "preview" in shown ? shown.preview : undefined;
  return (
    <>
      <Panel
        id="job-run-title"
        testId="job-run-panel"
        title={t("jobs.run.title")}
        intro={
          <>
            <p className="text-sm opacity-70 max-w-prose">{t("jobs.run.intro")}</p>
            <p className="text-sm mt-2 flex flex-wrap gap-x-4">
              {/* As tall as a button: a finger's target on a phone. */}
              <Link to={ofTemplate("job", id)} className={LINK}>{t("jobs.run.jobList")}</Link>
              <Link
                to={`${JOB_BOARD_PAGE}?template=${encodeURIComponent(id)}`}
                className={LINK}
                data-testid="job-board-link"
              >
                {t("jobs.run.board")}
              </Link>
              <Link to={ofTemplate("jobrun", id)} className={LINK}>{t("jobs.run.runLog")}</Link>
            </p>
          </>
        }
        aside={
          <div className="flex flex-wrap gap-2">
            <BusyButton
              busy={preview.busy}
              icon="preview"
              label={t("jobs.run.preview")}
              busyLabel={t("jobs.run.previewing")}
              disabled={busy || !active}
              onClick={() => void preview.submit(id)}
              testId="job-preview"
            />
            <BusyButton
              primary
              busy={run.busy}
              icon="play_arrow"
              label={t("jobs.run.now")}
              busyLabel={t("jobs.run.running")}
              // A run follows a preview, so nobody runs what they have not seen.
              disabled={busy || !active || mayRun !== true || !previewed || previewed.create === 0}
              onClick={() => void run.submit(id)}
              testId="job-run-now"
            />
          </div>
        }
      >
        {!active && (
          <div role="status" className="alert alert-warning alert-soft text-sm">
            <Icon name="pause_circle" />
            <span>{t("jobs.run.inactive")}</span>
          </div>
        )}
        {active && mayRun === false && (
          <p role="status" className="text-sm opacity-70">
            <Icon name="lock" size={16} /> {t("jobs.run.notAllowed")}
          </p>
        )}
        <div aria-live="polite">
          {failed && (
            <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="job-run-failed">
              <Icon name="error" />
              <span>{t("jobs.run.failed", { message: failed.message })}</span>
            </div>
          )}
          {!failed && previewed && <PreviewAnswer preview={previewed} />}
          {!failed && shown && "run" in shown && (
            <div
              role="status"
              className="alert alert-success alert-soft text-sm"
              data-testid="job-run-result"
            >
              <Icon name="check_circle" />
              <span>
                {t("jobs.run.did", { created: shown.run.created, skipped: shown.run.skipped })}{" "}
                <Link to={recordPath(findDef("jobrun")!, String(shown.run.id))} className="link font-medium">
                  {t("jobs.run.viewRun")}
                </Link>
              </span>
            </div>
          )}
        </div>
      </Panel>
      <TemplateChanges id={id} />
    </>
  );
}

function PreviewAnswer({ preview }: { preview: JobPreview }) {
  if (preview.create === 0) {
    return (
      <p role="status" className="alert alert-info alert-soft text-sm" data-testid="job-preview-answer">
        <Icon name="info" />
        <span>{t("jobs.run.nothing")}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="job-preview-answer">
      <p role="status" className="alert alert-info alert-soft text-sm">
        <Icon name="info" />
        <span>{t("jobs.run.would", { n: preview.create, clients: preview.clients.length })}</span>
      </p>
      <div className="overflow-x-auto">
        <table className="table table-sm w-auto">
          <thead>
            <tr>
              <th scope="col">{t("jobs.run.period")}</th>
              <th scope="col" className="text-end">{t("jobs.run.jobs")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.periods.map((p) => (
              <tr key={p.start}>
                <th scope="row" className="font-normal">{p.label}</th>
                <td className="text-end tabular-nums">{p.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RunClients
        clients={preview.clients}
        heading={t("jobs.run.clients", { n: preview.clients.length })}
        more={(n) => t("jobs.run.more", { n })}
      />
    </div>
  );
}
