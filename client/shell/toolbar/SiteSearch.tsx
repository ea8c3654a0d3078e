import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { demoAppsOn } from "../../kit/page-meta.ts";
import { t } from "../../kit/i18n/index.ts";
import { normalizeQuery, suggestPages } from "../../kit/navigation/filter.ts";
import { useNavigation } from "../navigation/useNavigation.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";

const MAX_SUGGESTIONS = 8;

/**
 * The toolbar's search: a button that opens a box over the toolbar. Typing suggests the menu's pages (the
 * navigation rule: trimmed, accents stripped, lower case; nothing for an empty query); arrows choose, Enter opens
 * the chosen page, or the site's results page when none is chosen (and the demo pages are offered).
 */
export function SiteSearch() {
  useSignals();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const suggestions = suggestPages(useNavigation(), query, (key) => t(`nav.${key}`)).slice(
    0,
    MAX_SUGGESTIONS,
  );
  const results = demoAppsOn();
  const close = () => (setOpen(false), setQuery(""), setActive(-1));
  useDismiss(ref, open, close);

  const go = (url: string) => {
    close();
    navigate(url);
  };
  const submit = () => {
    if (active >= 0 && suggestions[active]) go(suggestions[active].url);
    else if (results && normalizeQuery(query)) {
      go(`/pages/search/classic?q=${encodeURIComponent(query.trim())}`);
    } else if (suggestions[0]) go(suggestions[0].url);
  };

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t("shell.search")}
        data-testid="site-search-open"
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
      </button>
    );
  }
  return (
    <div
      ref={ref}
      className="absolute inset-0 z-40 flex items-center gap-2 px-2 bg-base-100"
      data-testid="site-search"
    >
      <Icon name="search" className="opacity-60 ms-2" />
      <input
        autoFocus
        type="search"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls="site-search-suggestions"
        aria-activedescendant={active >= 0 ? `site-search-${active}` : undefined}
        aria-autocomplete="list"
        aria-label={t("shell.searchLabel")}
        placeholder={t("shell.searchLabel")}
        className="flex-1 min-w-0 bg-transparent outline-none text-lg px-2"
        value={query}
        data-testid="site-search-input"
        onChange={(e) => (setQuery(e.currentTarget.value), setActive(-1))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && suggestions.length) {
            e.preventDefault();
            setActive((active + 1) % suggestions.length);
          } else if (e.key === "ArrowUp" && suggestions.length) {
            e.preventDefault();
            setActive(active <= 0 ? suggestions.length - 1 : active - 1);
          } else if (e.key === "Enter") {
            e.preventDefault();
            submit();
          }
        }}
      />
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t("shell.close")}
        onClick={close}
      >
        <Icon name="close" />
      </button>
      {normalizeQuery(query) !== "" && (
        <ul
          id="site-search-suggestions"
          role="listbox"
          aria-label={t("shell.searchSuggestions")}
          className="menu absolute top-full inset-x-2 mt-1 bg-base-100 text-base-content rounded-box shadow-xl z-50 max-h-96 overflow-y-auto flex-nowrap"
          data-testid="site-search-suggestions"
        >
          {suggestions.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                id={`site-search-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={i === active ? "menu-active" : ""}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => go(s.url)}
                data-testid="site-search-suggestion"
              >
                {s.icon && <Icon name={s.icon} size={20} />}
                <span className="text-start">
                  {s.title}
                  {s.trail.length > 0 && (
                    <span className="block text-xs opacity-60">{s.trail.join(" › ")}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
          {suggestions.length === 0 && (
            <li className="menu-disabled">
              <span>{t("pages.noSuggestions")}</span>
            </li>
          )}
          {results && (
            <li>
              <button
                type="button"
                tabIndex={-1}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => go(`/pages/search/classic?q=${encodeURIComponent(query.trim())}`)}
                data-testid="site-search-all"
              >
                <Icon name="manage_search" size={20} />
                <span className="text-start">{t("shell.searchAll", { query: query.trim() })}</span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
