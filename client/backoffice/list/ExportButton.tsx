import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { saveCsvFile } from "./csv.ts";
import "../crud-words/index.ts";

/**
 * Downloads CSV text as a file: `load` fetches it with the session's token (a plain link would carry no token)
 * and it is saved from a blob; a refusal is said beside the button. Used by every list and by the report.
 */
export function ExportButton({ filename, load }: { filename: string; load: () => Promise<string> }) {
  useSignals();
  const exporting = useSubmit(load, { done: (text) => saveCsvFile(text, filename) });
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        disabled={exporting.busy}
        onClick={() => void exporting.submit(undefined)}
        data-testid="export-csv"
      >
        {exporting.busy
          ? <span className="loading loading-spinner loading-xs" />
          : <Icon name="download" size={18} />}
        {t("crud.exportCsv")}
      </button>
      {exporting.error && (
        <span role="alert" className="text-sm text-error" data-testid="export-failed">
          {t("crud.exportFailed", { message: exporting.error.message })}
        </span>
      )}
    </>
  );
}
