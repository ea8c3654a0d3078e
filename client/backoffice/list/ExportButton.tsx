import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { saveTextFile } from "../api/csv.ts";

/**
 * Downloads CSV text as a file: `load` fetches it with the session's token (a plain link would carry no token)
 * and it is saved from a blob. Used by every list and by the reports.
 */
export function ExportButton({ filename, load }: { filename: string; load: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveTextFile(await load(), filename);
    } catch (err) {
      showMessage(t("crud.exportFailed", { message: err instanceof Error ? err.message : String(err) }), {
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-ghost"
      disabled={busy}
      onClick={run}
      data-testid="export-csv"
    >
      {busy ? <span className="loading loading-spinner loading-xs" /> : <Icon name="download" size={18} />}
      {t("crud.exportCsv")}
    </button>
  );
}
