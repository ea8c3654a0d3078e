import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";

/** A back-office page's breadcrumbs, title and actions. `list` links back to the resource's list. */
export function PageHeader(
  { title, list, actions }: { title: ReactNode; list?: { label: string; to: string }; actions?: ReactNode },
) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3 mb-4">
      {
        /* Growing into the row: sized by a short title alone, it clipped the breadcrumbs (which scroll, not wrap).
        At least 12rem: with less, on a phone beside three actions, the title was squeezed to a letter a line
        rather than the actions wrapping below it. */
      }
      <div className="min-w-48 flex-1">
        <div className="breadcrumbs text-sm opacity-70 py-0">
          <ul>
            <li>
              <Link to="/apps/dashboard">{t("nav.home")}</Link>
            </li>
            {list && (
              <li>
                <Link to={list.to}>{list.label}</Link>
              </li>
            )}
          </ul>
        </div>
        <h1 className="text-2xl font-bold mt-1 break-words" data-testid="page-title">{title}</h1>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
