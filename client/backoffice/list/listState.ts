/**
 * A list's state (search, sort, page, filters) on the one list query (domain/list-query.ts): read from the page
 * address, and turned into two list queries, both spelled by writeListQuery: the address's, where only what
 * differs from the defaults is written (so back/forward and reload keep it), and the API's, which is complete
 * (and is the list's cache key).
 */
import { conditionParam, RANGED_KINDS } from "../../../domain/list-conditions.ts";
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  PAGE_SIZES,
  type Place,
  readListQuery,
  type SortOrder,
  writeListQuery,
} from "../../../domain/list-query.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";

export type { Place, SortOrder };

export type ListState = {
  q: string;
  /** The column sorted by, or null for the resource's default sort. */
  sort: string | null;
  order: SortOrder;
  /**
   * The page's number. A page reached by place (below) carries it only as a label ("26–50"): the address holds
   * the place alone, the number rides in the browser's history entry (listPageOf).
   */
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

type DefaultSort = { field: string; order: SortOrder };

/** Fields holding one value, which a condition can test (not lists, objects or sets). */
const SCALAR_KINDS = new Set(["text", "longtext", "integer", "money", "date", "enum", "bool", "ref"]);

/** The condition parameters a resource's list understands (domain/list-conditions.ts). */
export function conditionParamsOf(def: ResourceDef): string[] {
  return def.fields.filter((f) => !f.writeOnly && (SCALAR_KINDS.has(f.kind))).flatMap((f) => [
    ...(RANGED_KINDS.has(f.kind) ? [conditionParam(f.name, "from"), conditionParam(f.name, "to")] : []),
    conditionParam(f.name, "empty"),
  ]);
}

/**
 * Reads the list state from the page address; `filterable` names the fields that may be filtered by, `conditional`
 * the condition parameters (conditionParamsOf). What the address spells wrongly falls back to the default.
 * `pageLabel` is the number of a page reached by place, from the history entry; without it (a link to such a
 * page) the page counts as the second, the first that has a place.
 */
export function readListState(
  params: URLSearchParams,
  filterable: readonly string[],
  conditional: readonly string[] = [],
  pageLabel?: number,
): ListState {
  const { query } = readListQuery(params);
  const where = query.where ?? {};
  const filters: Record<string, string> = {};
  const conditions: [string, string][] = [];
  for (const name of [...filterable].sort()) {
    const values = where[name] ?? [];
    if (values.length === 1) filters[name] = values[0];
    else for (const value of values) conditions.push([name, value]);
  }
  for (const name of [...conditional].sort()) {
    const value = where[name]?.[0];
    if (value !== undefined) conditions.push([name, value]);
  }
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const at = query.at ?? null;
  return {
    q: query.q ?? "",
    sort: query.sort ?? null,
    order: query.order ?? "asc",
    page: at ? Math.max(pageLabel ?? 2, 2) : query.page ?? 1,
    at,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters,
    conditions,
  };
}

/** The filters and conditions as the list's own parameters, filters in a stable order. */
function whereOf(state: ListState): Record<string, string[]> | undefined {
  const where: Record<string, string[]> = {};
  for (const name of Object.keys(state.filters).sort()) where[name] = [state.filters[name]];
  for (const [name, value] of state.conditions) where[name] = [...where[name] ?? [], value];
  return Object.keys(where).length > 0 ? where : undefined;
}

/** Search words, trimmed, or nothing. */
const searchOf = (state: ListState) => state.q.trim() || undefined;

/** The page address's query for a state: defaults left out, filters in a stable order, a place or a number. */
export function writeListState(state: ListState): URLSearchParams {
  const query: ListQuery = {
    q: searchOf(state),
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    where: whereOf(state),
    ...(state.at ? { at: state.at } : state.page > 1 ? { page: state.page } : {}),
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
  };
  return writeListQuery(query);
}

/** The number of a page reached by place, for the history entry (null when the address says it all). */
export function listPageOf(state: ListState): number | null {
  return state.at ? state.page : null;
}

/**
 * The API's list query: everything spelled out, the resource's default sort when none is chosen; a place, or
 * else a page number (the number of a page reached by place only labels it).
 */
export function listQuery(state: ListState, defaultSort: DefaultSort): ListQuery {
  const query: ListQuery = {
    sort: state.sort ?? defaultSort.field,
    order: state.sort ? state.order : defaultSort.order,
    ...(state.at ? { at: state.at } : { page: state.page }),
    pageSize: state.pageSize,
  };
  const q = searchOf(state);
  if (q) query.q = q;
  const where = whereOf(state);
  if (where) query.where = where;
  return query;
}

/** The CSV export's query: the same search, filters and sort, every page. */
export function csvQuery(state: ListState, defaultSort: DefaultSort): ListQuery {
  const { page: _page, pageSize: _size, at: _at, ...rest } = listQuery(state, defaultSort);
  return { ...rest, format: "csv" };
}

/**
 * The records a bulk change selects as "all matching": the list's search and filters (every page, any sort), as
 * the query string the bulk API reads the way the list reads its address.
 */
export function matchingQuery(state: ListState): string {
  return writeListQuery({ q: searchOf(state), where: whereOf(state) }).toString();
}

/** How a column is sorted right now (the default sort counts), or null. */
export function sortOf(state: ListState, field: string, defaultSort: DefaultSort): SortOrder | null {
  const active = state.sort ?? defaultSort.field;
  if (active !== field) return null;
  return state.sort ? state.order : defaultSort.order;
}

/** A click on a column header: the sorted column flips its order, another column sorts ascending. */
export function toggleSort(state: ListState, field: string, defaultSort: DefaultSort): ListState {
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
