import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useCan } from "../data/grants.ts";
import { findDef } from "../defs.ts";
import { optionText } from "../ui/optionText.ts";
import { BusyButton } from "../ui/BusyButton.tsx";
import { RunClients } from "../ui/RunClients.tsx";
import { type ObligationRun, usePreviewObligations, useRunObligations } from "./api.ts";
import "./messages.ts";

const COUNTS = ["create", "change", "retire", "reopen"] as const;

/**
 * Above the obligations' list (issue 36): a preview of what a run would do now (how many of which kinds it
 * would create, change, retire or reopen, and for which clients), then "Run now", which does it all or nothing
 * and says what it did. The daily run does the same at 02:00.
 */
export function ObligationRunPanel() {
  useSignals();
  const [shown, setShown] = useState<{ answer: ObligationRun; ran: boolean } | null>(null);
  const preview = useSubmit(usePreviewObligations().send, {
    done: (answer) => setShown({ answer, ran: false }),
  });
  const run = useSubmit(useRunObligations().send, { done: (answer) => setShown({ answer, ran: true }) });
  const mayRun = useCan("compliance", "create");
  const busy = preview.busy || run.busy;
  const failed = preview.error ?? run.error;
  const answer = shown?.answer;
  const nothing = answer && COUNTS.every((c) => answer[c] === 0);
  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby="obligation-run-title"
      data-testid="obligation-run"
    >
      <div className="card-body p-4 gap-3">
        <div>
          <h2 id="obligation-run-title" className="font-semibold text-lg">{t("compliance.run.title")}</h2>
          <p className="text-sm opacity-70 max-w-prose">{t("compliance.run.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            busy={preview.busy}
            icon="preview"
            label={t("compliance.run.preview")}
            busyLabel={t("compliance.run.previewing")}
            disabled={busy}
            onClick={() => void preview.submit(undefined)}
            testId="obligation-preview"
          />
          <BusyButton
            primary
            busy={run.busy}
            icon="play_arrow"
            label={t("compliance.run.now")}
            busyLabel={t("compliance.run.running")}
            // A run follows a preview, so nobody runs what they have not seen.
            disabled={busy || mayRun !== true || !shown || shown.ran || nothing === true}
            onClick={() => void run.submit(undefined)}
            testId="obligation-run-now"
          />
        </div>
        {mayRun === false && (
          <p role="status" className="text-sm opacity-70">
            <Icon name="lock" size={16} /> {t("compliance.run.notAllowed")}
          </p>
        )}
        {failed && (
          <div
            role="alert"
            className="alert alert-error alert-soft text-sm"
            data-testid="obligation-run-failed"
          >
            <Icon name="error" />
            <span>{t("compliance.run.failed", { message: failed.message })}</span>
          </div>
        )}
        {answer && !failed && <RunAnswer answer={answer} ran={shown.ran} nothing={nothing === true} />}
      </div>
    </section>
  );
}

function RunAnswer({ answer, ran, nothing }: { answer: ObligationRun; ran: boolean; nothing: boolean }) {
  const def = findDef("obligation")!;
  const kindField = def.fields.find((f) => f.name === "kind")!;
  const counts = {
    create: answer.create,
    change: answer.change,
    retire: answer.retire,
    reopen: answer.reopen,
  };
  return (
    <div className="flex flex-col gap-3" data-testid="obligation-run-answer" data-ran={ran}>
      <p role="status" className={`alert alert-soft text-sm ${ran ? "alert-success" : "alert-info"}`}>
        <Icon name={ran ? "check_circle" : "info"} />
        <span>
          {nothing
            ? t("compliance.run.nothing")
            : t(ran ? "compliance.run.did" : "compliance.run.would", counts)}
        </span>
      </p>
      {!nothing && (
        <>
          <div className="overflow-x-auto">
            <table className="table table-sm" data-testid="obligation-run-kinds">
              <thead>
                <tr>
                  <th scope="col">{t("compliance.run.kind")}</th>
                  {COUNTS.map((c) => (
                    <th key={c} scope="col" className="text-end">{t(`compliance.run.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Object.entries(answer.byKind).map(([kind, n]) => (
                  <tr key={kind}>
                    <th scope="row" className="font-normal">{optionText(kindField, kind)}</th>
                    {COUNTS.map((c) => <td key={c} className="text-end tabular-nums">{n[c]}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RunClients
            clients={answer.clients}
            heading={t("compliance.run.clients", { n: answer.clients.length })}
            more={(n) => t("compliance.run.more", { n })}
          />
        </>
      )}
    </div>
  );
}
