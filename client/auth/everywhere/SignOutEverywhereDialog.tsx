import { t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { signOutEverywhere } from "../../session/session.ts";
import "./messages.ts";

/**
 * The user menu's "Sign out everywhere", asked first: every session of the signed-in employee ends, this one too
 * (its own chunk: only a click on the menu entry loads it). A refusal is said in the dialog.
 */
export default function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const ending = useSubmit(signOutEverywhere, { done: onClose });
  return (
    <ConfirmDialog
      open
      testId="logout-everywhere-dialog"
      title={t("everywhere.title")}
      confirm={ending.busy ? t("everywhere.working") : t("everywhere.confirm")}
      cancel={t("everywhere.cancel")}
      danger
      busy={ending.busy}
      onConfirm={() => void ending.submit(undefined)}
      onCancel={onClose}
    >
      <p className="opacity-80">{t("everywhere.text")}</p>
      {ending.error && (
        <p role="alert" className="text-error text-sm mt-2" data-testid="logout-everywhere-failed">
          {ending.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
