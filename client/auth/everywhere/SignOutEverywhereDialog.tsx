import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { signOutEverywhere } from "../../session/session.ts";
import "./messages.ts";

/**
 * The user menu's "Sign out everywhere", asked first: every session of the signed-in employee ends, this one too
 * (its own chunk: only a click on the menu entry loads it).
 */
export default function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (err) {
      showMessage(err instanceof Error ? err.message : String(err), { variant: "error" });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open
      testId="logout-everywhere-dialog"
      title={t("everywhere.title")}
      confirm={busy ? t("everywhere.working") : t("everywhere.confirm")}
      cancel={t("everywhere.cancel")}
      danger
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p className="opacity-80">{t("everywhere.text")}</p>
    </ConfirmDialog>
  );
}
