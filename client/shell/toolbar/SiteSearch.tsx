import { useSignals } from "@preact/signals-react/runtime";
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { suggestPages } from "../../kit/navigation/filter.ts";
import type { SearchGroup, SearchSourceProps } from "../../kit/search.ts";
import { type Shortcut, typing, useShortcuts } from "../../kit/shortcuts.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import { isBackofficeSession } from "../../session/session.ts";
import { features } from "../features.ts";
import { useNavigation } from "../navigation/useNavigation.ts";

const MAX_PAGES = 5;
/** How long typing pauses before the features' sources are asked. */
const DEBOUNCE_MS = 200;

/** Its keys, as the shortcuts dialog ("?") lists them. */
const KEYS: readonly Shortcut[] = [
  { group: "shortcuts.anywhere", keys: ["/", "Control+K"], words: "shortcuts.openSearch" },
  { group: "shortcuts.search", keys: ["ArrowDown", "ArrowUp"], words: "shortcuts.searchChoose" },
  { group: "shortcuts.search", keys: ["Enter"], words: "shortcuts.searchOpen" },
];

type Found = { groups: SearchGroup[] | null; loading: boolean; failed: boolean };
type Option = { id: string; url: string };

/**
 * The toolbar's search: a button (or "/", or Ctrl+K) opens a box over the toolbar. What is typed finds, as it is
 * typed, what the features offer (a back-office session: the practice's clients and records, grouped by kind, each
 * kind with a way to its whole list) after the menu's pages (trimmed, accents stripped, lower case). One list the
 * keyboard walks (the ARIA combobox): arrows choose, Enter opens the chosen result (or the first), Escape closes.
 */
export function SiteSearch() {
  useSignals();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Record<string, Found>>({});
  /** Enter pressed before the results came: the first one opens when they do. */
  const [entered, setEntered] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const navigate = useNavigate();
  const typed = query.trim();
  const asked = useDebounced(typed, DEBOUNCE_MS);
  const backoffice = isBackofficeSession.value;
  const sources = features().flatMap((f) =>
    f.search && (!f.search.backoffice || backoffice) ? [{ name: f.name, Source: f.search.source }] : []
  );
  const pages = suggestPages(useNavigation(), query, (key) => t(`nav.${key}`)).slice(0, MAX_PAGES);

  // The pages first: they are known at once, so results arriving later never move what the arrows chose.
  const groups: SearchGroup[] = [
    ...(pages.length > 0
      ? [{
        id: "pages",
        label: t("shell.searchPages"),
        icon: "menu",
        results: pages.map((p) => ({
          id: `page:${p.id}`,
          title: p.title,
          detail: p.trail.join(" › "),
          url: p.url,
        })),
      }]
      : []),
    ...(typed === "" ? [] : sources.flatMap((s) => found[s.name]?.groups ?? [])),
  ];
  const options: Option[] = groups.flatMap((g) => [
    ...g.results.map((r) => ({ id: r.id, url: r.url })),
    ...(g.all ? [{ id: `all:${g.id}`, url: g.all }] : []),
  ]);
  const loading = typed !== "" && (typed !== asked || sources.some((s) => found[s.name]?.loading));
  const failed = sources.some((s) => found[s.name]?.failed);

  const close = useCallback(() => {
    setOpen(false);
    setEntered(false);
    setQuery("");
    setActive(-1);
    setFound({});
    refocus.current = true;
  }, []);
  useDismiss(ref, open, close);
  useShortcuts(KEYS);
  useEffect(() => {
    if (!open && refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [open]);
  // "/" (outside a field) or Ctrl+K (⌘K) anywhere: to the search.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const chord = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k";
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!chord && !slash) return;
      e.preventDefault();
      setOpen(true);
      input.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const report = useCallback((name: string, state: Found) => {
    setFound((before) => ({ ...before, [name]: state }));
  }, []);

  const go = (url: string) => {
    close();
    refocus.current = false;
    navigate(url);
  };
  useEffect(() => {
    if (!entered || loading) return;
    setEntered(false);
    if (options[0]) go(options[0].url);
  });

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t("shell.search")}
        aria-keyshortcuts="/ Control+K"
        title={`${t("shell.search")} (/)`}
        data-testid="site-search-open"
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
      </button>
    );
  }
  let n = 0;
  const option = (o: Option, content: ReactNode, testId: string) => {
    const i = n++;
    return (
      <div
        key={o.id}
        id={`site-search-${i}`}
        role="option"
        aria-selected={i === active}
        className={`flex items-center gap-2 px-3 py-2 rounded-field cursor-pointer min-w-0 ${
          i === active ? "bg-base-300" : "hover:bg-base-200"
        }`}
        onPointerDown={(e) => e.preventDefault()}
        onClick={() => go(o.url)}
        data-testid={testId}
      >
        {content}
      </div>
    );
  };
  const status = typed === ""
    ? ""
    : failed
    ? t("shell.searchFailed")
    : loading && groups.length === 0
    ? t("shell.searching")
    : groups.length === 0
    ? t("shell.searchNothing", { query: typed })
    : "";

  return (
    <div
      ref={ref}
      className="absolute inset-0 z-40 flex items-center gap-2 px-2 bg-base-100"
      data-testid="site-search"
    >
      <Icon name="search" className="opacity-60 ms-2" />
      <input
        ref={input}
        autoFocus
        type="search"
        role="combobox"
        aria-expanded={typed !== ""}
        aria-controls="site-search-results"
        aria-activedescendant={active >= 0 ? `site-search-${active}` : undefined}
        aria-autocomplete="list"
        aria-label={t(backoffice ? "shell.searchPractice" : "shell.searchLabel")}
        placeholder={t(backoffice ? "shell.searchPractice" : "shell.searchLabel")}
        className="flex-1 min-w-0 bg-transparent outline-none text-lg px-2"
        value={query}
        data-testid="site-search-input"
        onChange={(e) => (setQuery(e.currentTarget.value), setActive(-1), setEntered(false))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && options.length) {
            e.preventDefault();
            setActive((active + 1) % options.length);
          } else if (e.key === "ArrowUp" && options.length) {
            e.preventDefault();
            setActive(active <= 0 ? options.length - 1 : active - 1);
          } else if (e.key === "Enter") {
            e.preventDefault();
            if (options[active]) go(options[active].url);
            else if (loading) setEntered(true);
            else if (options[0]) go(options[0].url);
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
      {typed !== "" && sources.map(({ name, Source }) => (
        <Suspense key={name} fallback={null}>
          <SourceSlot name={name} Source={Source} query={asked} report={report} />
        </Suspense>
      ))}
      {typed !== "" && (
        <div
          className="absolute top-full inset-x-2 mt-1 bg-base-100 text-base-content rounded-box shadow-xl z-50 max-h-[70vh] overflow-y-auto p-2"
          data-testid="site-search-suggestions"
        >
          <div
            id="site-search-results"
            role="listbox"
            aria-label={t("shell.searchResults")}
            aria-busy={loading}
          >
            {groups.map((g) => (
              <div
                key={g.id}
                role="group"
                aria-labelledby={`site-search-group-${g.id}`}
                className="mb-1"
                data-testid="site-search-group"
                data-group={g.id}
              >
                <div
                  id={`site-search-group-${g.id}`}
                  role="presentation"
                  className="flex items-center gap-2 px-3 pt-2 pb-1 text-xs font-semibold uppercase opacity-70"
                >
                  {g.icon && <Icon name={g.icon} size={16} />}
                  {g.label}
                </div>
                {g.results.map((r) =>
                  option(
                    { id: r.id, url: r.url },
                    <span className="min-w-0 text-start">
                      <span className="block break-words">{r.title}</span>
                      {r.detail && <span className="block text-xs opacity-70 break-words">{r.detail}</span>}
                    </span>,
                    g.id === "pages" ? "site-search-suggestion" : "site-search-result",
                  )
                )}
                {g.all && option(
                  { id: `all:${g.id}`, url: g.all },
                  <span className="flex items-center gap-2 text-sm link link-primary">
                    <Icon name="manage_search" size={18} />
                    {t("shell.searchAllOf", { label: g.label })}
                  </span>,
                  "site-search-all",
                )}
              </div>
            ))}
          </div>
          <p role="status" aria-live="polite" className={status ? "px-3 py-2 text-sm opacity-70" : "sr-only"}>
            {status}
          </p>
        </div>
      )}
    </div>
  );
}

/** One feature's source, reporting its groups under its name. */
function SourceSlot(
  { name, Source, query, report }: {
    name: string;
    Source: ComponentType<SearchSourceProps>;
    query: string;
    report: (name: string, state: Found) => void;
  },
) {
  const onResults = useCallback<SearchSourceProps["onResults"]>(
    (groups, state) => report(name, { groups, ...state }),
    [name, report],
  );
  if (query === "") return null;
  return <Source query={query} onResults={onResults} />;
}

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
