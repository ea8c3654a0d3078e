/**
 * The one list query of the product: what a list is asked for (search, sort, page or place, page size, format,
 * particular records, and the list's own parameters: filters and conditions), as an object, and its one spelling
 * as a query string. The back-office lists, the report and the practice calendar write it on the client; the
 * server reads it (and, per resource, checks the list's own parameters: server/backoffice/list-query.ts);
 * in-process callers pass the object.
 */
import { type FieldProblems, problem } from "./api/index.ts";

/** DOMAIN.md "Rules that hold for every resource": lists are server-side, 25 a page by default, 200 at most. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;
/** The page sizes a list offers. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const MAX_PAGE = 1_000_000;
/** The longest search a list takes. */
export const MAX_SEARCH = 200;
/** The longest id `?id=` takes (no record's id comes near it). */
const MAX_ID = 100;

/** The parameters every list reads alike; any other parameter is the list's own (a filter or condition). */
export const LIST_PARAMS = [
  "q",
  "sort",
  "order",
  "page",
  "pageSize",
  "format",
  "after",
  "before",
  "id",
] as const;
const RESERVED: ReadonlySet<string> = new Set(LIST_PARAMS);

export type SortOrder = "asc" | "desc";
/** Right after or right before a record of the list: a cursor from an earlier answer's `next` or `prev`. */
export type Place = { after: string } | { before: string };

export type ListQuery = {
  /** Search words. */
  q?: string;
  /** The column sorted by; absent for the list's default sort. */
  sort?: string;
  order?: SortOrder;
  /** 1-based; absent for the first page. */
  page?: number;
  /** Where the page starts, instead of a page number (keyset paging: every page costs what the first does). */
  at?: Place;
  pageSize?: number;
  format?: "json" | "csv";
  /** Exactly these records, in one request (get-many: the titles of the records a page refers to). */
  ids?: readonly string[];
  /** The list's own parameters, name → values (a parameter given several times: any of its values). */
  where?: Readonly<Record<string, readonly string[]>>;
};

/** A query string as its parameters' values, in order (what URLSearchParams and Hono's `queries()` give). */
type RawParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function valuesOf(raw: RawParams): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const add = (name: string, value: string) => values.set(name, [...values.get(name) ?? [], value]);
  if (raw instanceof URLSearchParams) {
    for (const [name, value] of raw) add(name, value);
  } else {
    for (const [name, value] of Object.entries(raw)) {
      for (const v of typeof value === "string" ? [value] : value ?? []) add(name, v);
    }
  }
  return values;
}

const wholeNumber = (raw: string): number | undefined => /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

/** What a particular list allows beyond the grammar's defaults: the report's pages are longer. */
export type ListQueryOptions = { maxPageSize?: number };

/**
 * Reads a query string as a list query. What cannot be read is left out of the query and named in `problems`
 * (the server refuses it with a 400; a page reading its address falls back to the default). Blank values filter
 * nothing (a cleared filter box sends `?office=`): they are left out of `where`, the parameter's name kept with no
 * values. A reserved parameter counts once.
 */
export function readListQuery(
  raw: RawParams,
  { maxPageSize = MAX_PAGE_SIZE }: ListQueryOptions = {},
): { query: ListQuery; problems: FieldProblems } {
  const values = valuesOf(raw);
  const problems: FieldProblems = {};
  const query: ListQuery = {};
  const one = (name: string) => {
    const v = values.get(name)?.[0]?.trim();
    return v === undefined || v === "" ? undefined : v;
  };

  const q = values.get("q")?.[0]?.trim();
  if (q) {
    if (q.length > MAX_SEARCH) problems.q = problem("atMostChars", { n: MAX_SEARCH });
    else query.q = q;
  }
  const sort = one("sort");
  if (sort) query.sort = sort;
  const order = one("order");
  if (order === "asc" || order === "desc") query.order = order;
  else if (order !== undefined) problems.order = problem("oneOf", { options: "asc, desc" });
  const format = one("format");
  if (format === "json" || format === "csv") query.format = format;
  else if (format !== undefined) problems.format = problem("oneOf", { options: "json, csv" });

  const pageRaw = one("page");
  if (pageRaw !== undefined) {
    const page = wholeNumber(pageRaw);
    if (page === undefined || page < 1 || page > MAX_PAGE) problems.page = problem("wholeFrom", { min: 1 });
    else query.page = page;
  }
  const sizeRaw = one("pageSize");
  if (sizeRaw !== undefined) {
    const size = wholeNumber(sizeRaw);
    if (size === undefined || size < 1 || size > maxPageSize) {
      problems.pageSize = problem("between", { min: 1, max: maxPageSize });
    } else query.pageSize = size;
  }

  const after = one("after");
  const before = one("before");
  const place = after !== undefined ? "after" : before !== undefined ? "before" : undefined;
  if (place && ((after !== undefined && before !== undefined) || pageRaw !== undefined)) {
    problems[place] = problem("pageAndCursor");
  } else if (after !== undefined) query.at = { after };
  else if (before !== undefined) query.at = { before };

  const ids = (values.get("id") ?? []).map((v) => v.trim()).filter((v) => v !== "");
  if (ids.length > MAX_PAGE_SIZE) problems.id = problem("atMostItems", { n: MAX_PAGE_SIZE });
  else if (ids.some((id) => id.length > MAX_ID)) problems.id = problem("atMostChars", { n: MAX_ID });
  else if (ids.length > 0) query.ids = [...new Set(ids)];

  const where: Record<string, string[]> = {};
  for (const [name, given] of values) {
    if (RESERVED.has(name)) continue;
    // A parameter given only blank stays, with no values: it filters nothing, but its name is still checked.
    where[name] = given.map((v) => v.trim()).filter((v) => v !== "");
  }
  if (Object.keys(where).length > 0) query.where = where;
  return { query, problems };
}

/**
 * The query string of a list query: what is absent stays out, the list's own parameters in the order of their
 * names (so one query is one string: a cache key, a link), blank values left out.
 */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set("q", q);
  if (query.sort) params.set("sort", query.sort);
  if (query.order) params.set("order", query.order);
  for (const name of Object.keys(query.where ?? {}).sort()) {
    for (const value of query.where![name]) if (value !== "") params.append(name, value);
  }
  for (const id of query.ids ?? []) params.append("id", id);
  if (query.at && "after" in query.at) params.set("after", query.at.after);
  else if (query.at && "before" in query.at) params.set("before", query.at.before);
  else if (query.page !== undefined) params.set("page", String(query.page));
  if (query.pageSize !== undefined) params.set("pageSize", String(query.pageSize));
  if (query.format) params.set("format", query.format);
  return params;
}

/** A list query's own parameter with one value, or undefined (absent, or given several values). */
export function whereOne(query: ListQuery, name: string): string | undefined {
  const values = query.where?.[name];
  return values?.length === 1 ? values[0] : undefined;
}
