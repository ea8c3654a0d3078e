import { t } from "../../app/i18n/index.ts";
import { Icon } from "../../app/ui/Icon.tsx";

/** The thin bar at the top of a page or card while something loads. */
export function LoadingBar({ label }: { label?: string }) {
  return (
    <progress
      className="progress progress-primary h-1 w-full block"
      aria-label={label ?? t("quickPanel.loading")}
      data-testid="loading"
    />
  );
}

/** A failed load, with the server's message and a retry. */
export function LoadError(
  { message, detail, onRetry }: { message: string; detail?: string; onRetry?: () => void },
) {
  return (
    <div role="alert" className="alert alert-error alert-soft" data-testid="load-error">
      <Icon name="error_outline" />
      <div>
        <div className="font-semibold">{message}</div>
        {detail && <div className="text-sm">{detail}</div>}
      </div>
      {onRetry && <button type="button" className="btn btn-sm" onClick={onRetry}>{t("crud.retry")}</button>}
    </div>
  );
}
