/**
 * A list's state (search, sort, page, filters) and its two spellings: the page address, where only what differs
 * from the defaults is written (so back/forward and reload keep it), and the API query, which is complete.
 */
import { conditionParam, RANGED_KINDS } from "../../../domain/list-conditions.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";

export type SortOrder = "asc" | "desc";

export type ListState = {
  q: string;
  /** The column sorted by, or null for the resource's default sort. */
  sort: string | null;
  order: SortOrder;
  page: number;
  /**
   * How the page was reached: right after or before a record of the list (a cursor from the previous answer's
   * `next` or `prev`), which costs the server what the first page costs however deep; null for page 1 and for a
   * page given only by number (an old link).
   */
  at: Place | null;
  pageSize: number;
  /** Field name → value ("true"/"false" for bools, an id for refs, an option for enums). */
  filters: Record<string, string>;
  /**
   * What the filter boxes cannot show, as it came in through the address (a dashboard figure's link): ranges and
   * blanks (`dueDateFrom`, `lodgedOnEmpty`, domain/list-conditions.ts) and a field given several values
   * (`status=due&status=overdue`: any of them). Name and value pairs, in the address's order by name.
   */
  conditions: [string, string][];
};

export type Place = { after: string } | { before: string };

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const RESERVED = new Set(["q", "sort", "order", "page", "pageSize", "format", "after", "before"]);
/** Fields holding one value, which a condition can test (not lists, objects or sets). */
const SCALAR_KINDS = new Set(["text", "longtext", "integer", "money", "date", "enum", "bool", "ref"]);

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The condition parameters a resource's list understands (domain/list-conditions.ts). */
export function conditionParamsOf(def: ResourceDef): string[] {
  return def.fields.filter((f) => !f.writeOnly && (SCALAR_KINDS.has(f.kind))).flatMap((f) => [
    ...(RANGED_KINDS.has(f.kind) ? [conditionParam(f.name, "from"), conditionParam(f.name, "to")] : []),
    conditionParam(f.name, "empty"),
  ]);
}

/**
 * Reads the list state from the page address; `filterable` names the fields that may be filtered by, `conditional`
 * the condition parameters (conditionParamsOf).
 */
export function readListState(
  params: URLSearchParams,
  filterable: readonly string[],
  conditional: readonly string[] = [],
): ListState {
  const size = positive(params.get("pageSize"), DEFAULT_PAGE_SIZE);
  const filters: Record<string, string> = {};
  const conditions: [string, string][] = [];
  for (const name of [...filterable].sort()) {
    if (RESERVED.has(name)) continue;
    const values = params.getAll(name).filter((v) => v !== "");
    if (values.length === 1) filters[name] = values[0];
    else for (const value of values) conditions.push([name, value]);
  }
  for (const name of [...conditional].sort()) {
    const value = params.get(name);
    if (!RESERVED.has(name) && value !== null && value !== "") conditions.push([name, value]);
  }
  return {
    q: params.get("q") ?? "",
    sort: params.get("sort") || null,
    order: params.get("order") === "desc" ? "desc" : "asc",
    page: positive(params.get("page"), 1),
    at: placeOf(params),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters,
    conditions,
  };
}

function placeOf(params: URLSearchParams): Place | null {
  const after = params.get("after");
  if (after) return { after };
  const before = params.get("before");
  return before ? { before } : null;
}

function writePlace(params: URLSearchParams, at: Place | null) {
  if (at && "after" in at) params.set("after", at.after);
  if (at && "before" in at) params.set("before", at.before);
}

/** The page address's query for a state: defaults left out, filters in a stable order. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== "") params.set("q", state.q.trim());
  if (state.sort) {
    params.set("sort", state.sort);
    params.set("order", state.order);
  }
  for (const name of Object.keys(state.filters).sort()) params.set(name, state.filters[name]);
  for (const [name, value] of state.conditions) params.append(name, value);
  if (state.page > 1) params.set("page", String(state.page));
  writePlace(params, state.at);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(state.pageSize));
  return params;
}

/** The API's list query: everything spelled out, the resource's default sort when none is chosen. */
export function apiListQuery(
  state: ListState,
  defaultSort: { field: string; order: SortOrder },
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== "") params.set("q", state.q.trim());
  params.set("sort", state.sort ?? defaultSort.field);
  params.set("order", state.sort ? state.order : defaultSort.order);
  for (const name of Object.keys(state.filters).sort()) params.set(name, state.filters[name]);
  for (const [name, value] of state.conditions) params.append(name, value);
  // A place, or else a page number; the number of a page reached by place only labels it ("26–50").
  if (state.at) writePlace(params, state.at);
  else params.set("page", String(state.page));
  params.set("pageSize", String(state.pageSize));
  return params;
}

/** The CSV export's query: the same search, filters and sort, every page. */
export function csvQuery(
  state: ListState,
  defaultSort: { field: string; order: SortOrder },
): URLSearchParams {
  const params = apiListQuery(state, defaultSort);
  for (const name of ["page", "pageSize", "after", "before"]) params.delete(name);
  params.set("format", "csv");
  return params;
}

/** How a column is sorted right now (the default sort counts), or null. */
export function sortOf(
  state: ListState,
  field: string,
  defaultSort: { field: string; order: SortOrder },
): SortOrder | null {
  const active = state.sort ?? defaultSort.field;
  if (active !== field) return null;
  return state.sort ? state.order : defaultSort.order;
}

/** A click on a column header: the sorted column flips its order, another column sorts ascending. */
export function toggleSort(
  state: ListState,
  field: string,
  defaultSort: { field: string; order: SortOrder },
): ListState {
  const current = sortOf(state, field, defaultSort);
  return { ...state, sort: field, order: current === "asc" ? "desc" : "asc", ...FIRST_PAGE };
}

export function withSearch(state: ListState, q: string): ListState {
  return { ...state, q, ...FIRST_PAGE };
}

/** Sets or (with "") removes one filter, and any several values the address gave it; back to the first page. */
export function withFilter(state: ListState, field: string, value: string): ListState {
  const filters = { ...state.filters };
  if (value === "") delete filters[field];
  else filters[field] = value;
  return { ...withoutConditions(state, [field]), filters };
}

/** Drops the conditions of the given parameter names; back to the first page. */
export function withoutConditions(state: ListState, names: readonly string[]): ListState {
  return { ...state, conditions: state.conditions.filter(([name]) => !names.includes(name)), ...FIRST_PAGE };
}

export function withoutCriteria(state: ListState): ListState {
  return { ...state, q: "", filters: {}, conditions: [], ...FIRST_PAGE };
}

export function hasCriteria(state: ListState): boolean {
  return state.q.trim() !== "" || Object.keys(state.filters).length > 0 || state.conditions.length > 0;
}

/** Back to the first page: what any change of search, sort, filters or page size does. */
export const FIRST_PAGE = { page: 1, at: null } as const;

/** The page after or before this one, by the places the list's answer gave (null where the list ends). */
export function turnPage(
  state: ListState,
  answer: { next: string | null; prev: string | null },
  way: "next" | "prev",
): ListState | null {
  if (way === "next") {
    return answer.next ? { ...state, page: state.page + 1, at: { after: answer.next } } : null;
  }
  if (state.page <= 2) return state.page > 1 ? { ...state, ...FIRST_PAGE } : null;
  // A page reached by number (an old link) has no place before it when it came back empty: count back by number.
  return { ...state, page: state.page - 1, at: answer.prev ? { before: answer.prev } : null };
}

/** The rows shown, 1-based and inclusive ("26–50"), from the page and how many rows it holds; 0–0 for none. */
export function shownRange(page: number, pageSize: number, shown: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const before = (page - 1) * pageSize;
  return { from: before + 1, to: before + shown };
}
