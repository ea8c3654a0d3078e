import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { suggestPages } from "../../kit/navigation/filter.ts";
import { useMenu } from "../../kit/navigation/menu.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

/** The 404 page: what happened, a search over the pages the user can reach, and the way home. */
export function Error404Page() {
  useSignals();
  const [query, setQuery] = useState("");
  const items = useMenu();
  const suggestions = suggestPages(items, query, (key) => t(`nav.${key}`));
  return (
    <div
      className="flex flex-col items-center justify-center text-center px-6 py-16 min-h-full"
      data-testid="error-404"
    >
      <h1 className="text-8xl md:text-9xl font-black tracking-tight text-primary">404</h1>
      <p className="mt-4 text-lg opacity-80 max-w-lg">{t("pages.notFoundTitle")}</p>
      <label className="input input-bordered mt-8 w-full max-w-md">
        <Icon name="search" size={20} className="opacity-60" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder={t("pages.searchPlaceholder")}
          aria-label={t("pages.searchPlaceholder")}
        />
      </label>
      {query.trim() !== "" && (
        <ul
          className="menu bg-base-200 rounded-box w-full max-w-md mt-2 text-start"
          data-testid="suggestions"
        >
          {suggestions.length === 0 && (
            <li className="menu-disabled">
              <span>{t("pages.noSuggestions")}</span>
            </li>
          )}
          {suggestions.map((s) => (
            <li key={s.id}>
              <Link to={s.url}>
                {s.icon && <Icon name={s.icon} size={20} />}
                <span>
                  {s.title}
                  {s.trail.length > 0 && (
                    <span className="block text-xs opacity-60">{s.trail.join(" › ")}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/apps/dashboard" className="btn btn-link mt-6">{t("pages.backToDashboard")}</Link>
    </div>
  );
}
