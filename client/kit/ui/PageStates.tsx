import type { ReactNode } from "react";
import { t } from "../i18n/index.ts";
import { Icon } from "./Icon.tsx";

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

/** Nothing to show: an icon, a title, an optional line and action. */
export function EmptyState(
  { icon = "inbox", title, text, children, testId = "empty-state" }: {
    icon?: string;
    title: string;
    text?: string;
    children?: ReactNode;
    testId?: string;
  },
) {
  return (
    <div
      className="flex flex-col items-center gap-2 py-12 px-4 text-center"
      role="status"
      data-testid={testId}
    >
      <Icon name={icon} size={32} className="opacity-50" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="opacity-70 text-sm max-w-md">{text}</p>}
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
