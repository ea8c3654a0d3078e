import { useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useCan } from "../data/grants.ts";
import { findDef, recordPath } from "../defs.ts";
import { BusyButton } from "../ui/BusyButton.tsx";
import { Panel } from "../ui/Panel.tsx";
import { type JobTemplateChanges, useApplyChanges, usePreviewChanges } from "./api.ts";
import "./messages.ts";

/**
 * On a job template's page (issue 38): an edit of the template reaches its jobs not yet started only from here, and
 * only after a preview listing them with what they would become; "Apply" changes those the preview showed (the
 * server leaves any started meanwhile) and says what it did.
 */
export function TemplateChanges({ id }: { id: string }) {
  const [shown, setShown] = useState<
    { preview: JobTemplateChanges } | { applied: { changed: number; skipped: number } } | null
  >(
    null,
  );
  const preview = useSubmit(usePreviewChanges().send, { done: (answer) => setShown({ preview: answer }) });
  const apply = useSubmit(useApplyChanges().send, { done: (answer) => setShown({ applied: answer }) });
  const mayApply = useCan("compliance", "update");
  const busy = preview.busy || apply.busy;
  const failed = preview.error ?? apply.error;
  const previewed = shown && "preview" in shown ? shown.preview : undefined;
  return (
    <Panel
      id="job-changes-title"
      testId="job-changes-panel"
      title={t("jobs.changes.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("jobs.changes.intro")}</p>}
      aside={
        <div className="flex flex-wrap gap-2">
          <BusyButton
            busy={preview.busy}
            icon="preview"
            label={t("jobs.changes.preview")}
            busyLabel={t("jobs.changes.previewing")}
            disabled={busy}
            onClick={() => void preview.submit(id)}
            testId="job-changes-preview"
          />
          <BusyButton
            primary
            busy={apply.busy}
            icon="done_all"
            label={t("jobs.changes.apply")}
            busyLabel={t("jobs.changes.applying")}
            // Applied only to what a preview showed.
            disabled={busy || mayApply !== true || !previewed || previewed.total === 0}
            onClick={() => previewed && void apply.submit({ id, jobs: previewed.ids })}
            testId="job-changes-apply"
          />
        </div>
      }
    >
      {mayApply === false && (
        <p role="status" className="text-sm opacity-70">
          <Icon name="lock" size={16} /> {t("jobs.changes.notAllowed")}
        </p>
      )}
      <div aria-live="polite">
        {failed && (
          <div role="alert" className="alert alert-error alert-soft text-sm">
            <Icon name="error" />
            <span>{t("jobs.changes.failed", { message: failed.message })}</span>
          </div>
        )}
        {!failed && previewed && <ChangesAnswer changes={previewed} />}
        {!failed && shown && "applied" in shown && (
          <p
            role="status"
            className="alert alert-success alert-soft text-sm"
            data-testid="job-changes-result"
          >
            <Icon name="check_circle" />
            <span>{t("jobs.changes.did", shown.applied)}</span>
          </p>
        )}
      </div>
    </Panel>
  );
}

function ChangesAnswer({ changes }: { changes: JobTemplateChanges }) {
  if (changes.total === 0) {
    return (
      <p role="status" className="alert alert-info alert-soft text-sm" data-testid="job-changes-answer">
        <Icon name="info" />
        <span>{t("jobs.changes.none")}</span>
      </p>
    );
  }
  const job = findDef("job")!;
  return (
    <div className="flex flex-col gap-3" data-testid="job-changes-answer">
      <p role="status" className="alert alert-info alert-soft text-sm">
        <Icon name="info" />
        <span>
          {t("jobs.changes.would", {
            n: changes.total,
            stage: changes.stage,
            items: changes.items,
            hours: changes.budgetedHours,
          })}
        </span>
      </p>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t("jobs.changes.job")}</th>
              <th scope="col">{t("jobs.changes.stage")}</th>
              <th scope="col" className="text-end">{t("jobs.changes.items")}</th>
              <th scope="col" className="text-end">{t("jobs.changes.hours")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.jobs.map((j) => (
              <tr key={j.id}>
                <th scope="row" className="font-normal">
                  <Link to={recordPath(job, j.id)} className="link">{j.title}</Link>
                </th>
                <td>{j.stage}</td>
                <td className="text-end tabular-nums">{j.items}</td>
                <td className="text-end tabular-nums">{j.budgetedHours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changes.total > changes.jobs.length && (
        <p className="text-sm opacity-70">
          {t("jobs.changes.more", { n: changes.total - changes.jobs.length })}
        </p>
      )}
    </div>
  );
}
