import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { SearchResult } from "../../../domain/demo/search.ts";
import { t } from "../../kit/i18n/index.ts";
import { normalizeQuery, type Suggestion, suggestPages } from "../../kit/navigation/filter.ts";
import { useMenu } from "../../kit/navigation/menu.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useSearchResults } from "./api.ts";
import "./messages.ts";

type Look = "classic" | "modern";

/**
 * Site search: the pages of the menu whose name matches (the navigation rule: trimmed, accents stripped, lower
 * case) and the site's results from /api/search. An empty query asks nothing and suggests nothing.
 */
export function SearchPage({ look }: { look: Look }) {
  useSignals();
  const [query] = useQueryParam("q");
  const [draft, setDraft] = useState(query);
  // A search started elsewhere (the toolbar's box) while this page is open shows in its box too.
  useEffect(() => {
    setDraft(query);
  }, [query]);
  const navigate = useNavigate();
  const normalized = normalizeQuery(query);
  const results = useSearchResults(normalized);
  const pages = suggestPages(useMenu(), query, (key) => t(`nav.${key}`));
  const other: Look = look === "classic" ? "modern" : "classic";

  // An empty query asks nothing: the prompt stands in for the results.
  const body = normalized === ""
    ? <EmptyState icon="search" title={t("searchPage.prompt")} testId="search-prompt" />
    : (
      <QueryState
        query={results}
        failure={t("searchPage.loadFailed")}
        empty={{
          when: (found) => found.length === 0 && pages.length === 0,
          view: (
            <EmptyState icon="search_off" title={t("searchPage.noMatch", { query })} testId="search-empty" />
          ),
        }}
      >
        {(found) => (
          <div className="flex flex-col gap-6">
            {pages.length > 0 && <PageMatches pages={pages} />}
            <section aria-labelledby="search-results-title" className="flex flex-col gap-3">
              <h2
                id="search-results-title"
                className="text-sm opacity-70"
                role="status"
                data-testid="search-count"
              >
                {t("searchPage.count", { count: found.length, query })}
              </h2>
              {look === "classic" ? <ClassicResults results={found} /> : <ModernResults results={found} />}
            </section>
          </div>
        )}
      </QueryState>
    );

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6 max-w-5xl mx-auto w-full" data-testid={`search-${look}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold me-auto" data-testid="page-title">
          {t(`searchPage.${look}Title`)}
        </h1>
        <Link
          to={`/pages/search/${other}${query ? `?q=${encodeURIComponent(query)}` : ""}`}
          className="btn btn-sm btn-ghost"
          data-testid="search-other-look"
        >
          {t(`searchPage.${other}Title`)}
        </Link>
      </div>
      <form
        role="search"
        className={look === "modern" ? "flex gap-2 self-center w-full max-w-2xl" : "flex gap-2"}
        onSubmit={(e) => {
          e.preventDefault();
          navigate({ search: draft.trim() ? `?q=${encodeURIComponent(draft.trim())}` : "" });
        }}
      >
        <label className={`input flex-1 ${look === "modern" ? "input-lg rounded-full" : ""}`}>
          <Icon name="search" size={20} className="opacity-60" />
          <input
            type="search"
            value={draft}
            onChange={(e) =>
              setDraft(e.currentTarget.value)}
            placeholder={t("searchPage.placeholder")}
            aria-label={t("searchPage.placeholder")}
            data-testid="search-input"
          />
        </label>
        <button type="submit" className={`btn btn-primary ${look === "modern" ? "btn-lg rounded-full" : ""}`}>
          {t("searchPage.submit")}
        </button>
      </form>
      {body}
    </div>
  );
}

function PageMatches({ pages }: { pages: Suggestion[] }) {
  return (
    <section aria-labelledby="search-pages-title">
      <h2 id="search-pages-title" className="text-sm font-semibold mb-2">{t("searchPage.pages")}</h2>
      <ul className="flex flex-wrap gap-2" data-testid="search-pages">
        {pages.map((p) => (
          <li key={p.id}>
            <Link to={p.url} className="btn btn-sm btn-soft">
              {p.icon && <Icon name={p.icon} size={18} />}
              {[...p.trail, p.title].join(" › ")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClassicResults({ results }: { results: SearchResult[] }) {
  return (
    <ol className="flex flex-col gap-5" data-testid="search-results">
      {results.map((r) => (
        <li key={r.id} data-testid="search-result" dir="auto">
          <div className="text-xs opacity-60" dir="ltr">{location.host}{r.url}</div>
          <Link to={r.url} className="link link-primary text-lg">{r.title}</Link>
          <p className="text-sm opacity-80">{r.excerpt}</p>
        </li>
      ))}
    </ol>
  );
}

function ModernResults({ results }: { results: SearchResult[] }) {
  return (
    <ol className="grid grid-cols-1 md:grid-cols-2 gap-4" data-testid="search-results">
      {results.map((r) => (
        <li key={r.id} className="card card-border bg-base-100" data-testid="search-result">
          <Link to={r.url} className="card-body p-4 gap-1 hover:bg-base-200 rounded-box" dir="auto">
            <span className="card-title text-base">{r.title}</span>
            <span className="text-sm opacity-80">{r.excerpt}</span>
            <span className="text-xs opacity-60" dir="ltr">{r.url}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
