import { useState } from "react";
import { t } from "../../app/i18n/index.ts";
import { showMessage } from "../../app/messages/store.ts";
import { Icon } from "../../app/ui/Icon.tsx";
import { csvFilename, saveTextFile } from "../api/csv.ts";
import { exportCsv } from "../api/records.ts";

/**
 * Downloads the filtered list as CSV (`?format=csv` with the list's search, filters and sort). The file is
 * fetched with the session's token and saved from a blob: a plain link would carry no token.
 */
export function ExportButton({ resource, query }: { resource: string; query: URLSearchParams }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveTextFile(await exportCsv(resource, query), csvFilename(resource));
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
