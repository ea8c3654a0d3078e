import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../app/i18n/index.ts";
import { showMessage } from "../../app/messages/store.ts";
import { ConfirmDialog } from "../../app/ui/ConfirmDialog.tsx";
import { Icon } from "../../app/ui/Icon.tsx";
import { user } from "../../auth/session.ts";
import { api } from "../../lib/api.ts";
import { can } from "../api/grants.ts";
import type { RecordActionsProps } from "../extensions.ts";
import "./messages.ts";

/**
 * "End sessions" on an employee's view page, for whoever may change employees: after a confirmation, every session
 * of the employee ends at once (`POST /api/users/:id/end-sessions`). Not on one's own record: the user menu's
 * "Sign out everywhere" does that.
 */
export function EndSessionsPanel({ def, record }: RecordActionsProps) {
  useSignals();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = String(record.id);
  if (can(def.module, "update") !== true || user.value?.uuid === id) return null;
  const name = [record.firstName, record.lastName].filter(Boolean).join(" ");

  const end = async () => {
    setBusy(true);
    try {
      const { ended } = await api<{ ended: number }>(`/api/users/${encodeURIComponent(id)}/end-sessions`, {
        body: {},
      });
      showMessage(t("employeeSessions.ended", { name, count: ended }), { variant: "success" });
    } catch (err) {
      showMessage(err instanceof Error ? err.message : String(err), { variant: "error" });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

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
        <button
          type="button"
          className="btn btn-warning btn-outline btn-sm"
          onClick={() => setAsking(true)}
          data-testid="end-sessions"
        >
          <Icon name="logout" size={18} />
          {t("employeeSessions.end")}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        testId="end-sessions-dialog"
        title={t("employeeSessions.confirmTitle", { name })}
        confirm={busy ? t("employeeSessions.ending") : t("employeeSessions.end")}
        cancel={t("employeeSessions.cancel")}
        danger
        busy={busy}
        onConfirm={end}
        onCancel={() => setAsking(false)}
      >
        <p className="opacity-80">{t("employeeSessions.confirmText", { name })}</p>
      </ConfirmDialog>
    </section>
  );
}
