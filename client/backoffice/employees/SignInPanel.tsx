import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { user } from "../../session/session.ts";
import { useCan } from "../data/grants.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { useEndSessions, useResetTwoFactor } from "./api.ts";
import "./messages.ts";

/**
 * A button that asks first (naming the employee), then calls the server and says what it did; a refusal is
 * said in the dialog.
 */
function AskedAction(
  { label, icon, busyLabel, title, text, testId, run }: {
    label: string;
    icon: string;
    busyLabel: string;
    title: string;
    text: string;
    testId: string;
    /** Does it and answers the message saying so. */
    run: () => Promise<string>;
  },
) {
  const [asking, setAsking] = useState(false);
  const doing = useSubmit(run, {
    done: (said) => {
      showMessage(said, { variant: "success" });
      setAsking(false);
    },
  });
  const close = () => {
    setAsking(false);
    doing.clear();
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-warning btn-outline btn-sm"
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        <Icon name={icon} size={18} />
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        testId={`${testId}-dialog`}
        title={title}
        confirm={doing.busy ? busyLabel : label}
        cancel={t("employeeSessions.cancel")}
        danger
        busy={doing.busy}
        onConfirm={() => void doing.submit(undefined)}
        onCancel={close}
      >
        <p className="opacity-80">{text}</p>
        {doing.error && (
          <p role="alert" className="text-error text-sm mt-2" data-testid={`${testId}-failed`}>
            {doing.error.message}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * An employee's sign-in on their view page, for whoever may change employees: "End sessions" signs them out
 * everywhere at once (`POST /api/users/:id/end-sessions`); "Reset two-factor sign-in" turns it off when they lost
 * their phone and recovery codes (`POST /api/users/:id/two-factor/reset`). Each asks first. Not on one's own
 * record: the user menu has "Sign out everywhere" and the two-factor page.
 */
export function SignInPanel({ def, record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const allowed = useCan(def.module, "update");
  const ending = useEndSessions();
  const resetting = useResetTwoFactor();
  if (allowed !== true || user.value?.uuid === id) return null;
  const name = [record.firstName, record.lastName].filter(Boolean).join(" ");

  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby="employee-sessions-title"
      data-testid="employee-sessions"
    >
      <div className="card-body p-4 md:p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="employee-sessions-title" className="font-semibold text-lg">
            {t("employeeSessions.title")}
          </h2>
          <p className="text-sm opacity-70 max-w-prose">{t("employeeSessions.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AskedAction
            label={t("employeeSessions.end")}
            icon="logout"
            busyLabel={t("employeeSessions.ending")}
            title={t("employeeSessions.confirmTitle", { name })}
            text={t("employeeSessions.confirmText", { name })}
            testId="end-sessions"
            run={async () => t("employeeSessions.ended", { name, count: (await ending.send(id)).ended })}
          />
          <AskedAction
            label={t("employeeSessions.resetTwoFactor")}
            icon="phonelink_erase"
            busyLabel={t("employeeSessions.resetting")}
            title={t("employeeSessions.resetTitle", { name })}
            text={t("employeeSessions.resetText", { name })}
            testId="reset-two-factor"
            run={async () =>
              t(
                (await resetting.send(id)).wasOn
                  ? "employeeSessions.resetDone"
                  : "employeeSessions.resetNone",
                {
                  name,
                },
              )}
          />
        </div>
      </div>
    </section>
  );
}
