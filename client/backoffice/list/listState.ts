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

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const RESERVED = new Set(["q", "sort", "order", "page", "pageSize", "format"]);
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
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters,
    conditions,
  };
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
  params.set("page", String(state.page));
  params.set("pageSize", String(state.pageSize));
  return params;
}

/** The CSV export's query: the same search, filters and sort, every page. */
export function csvQuery(
  state: ListState,
  defaultSort: { field: string; order: SortOrder },
): URLSearchParams {
  const params = apiListQuery(state, defaultSort);
  params.delete("page");
  params.delete("pageSize");
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
  return { ...state, sort: field, order: current === "asc" ? "desc" : "asc", page: 1 };
}

export function withSearch(state: ListState, q: string): ListState {
  return { ...state, q, page: 1 };
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
  return { ...state, conditions: state.conditions.filter(([name]) => !names.includes(name)), page: 1 };
}

export function withoutCriteria(state: ListState): ListState {
  return { ...state, q: "", filters: {}, conditions: [], page: 1 };
}

export function hasCriteria(state: ListState): boolean {
  return state.q.trim() !== "" || Object.keys(state.filters).length > 0 || state.conditions.length > 0;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows shown, 1-based and inclusive ("1–25 of 312"); 0–0 when there are none. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
