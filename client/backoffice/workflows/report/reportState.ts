/**
 * The "Assessments not received" report's state (filters, sort, page) on the one list query
 * (domain/list-query.ts): read from the page address, and turned into the address's query (defaults left out)
 * and the API's (server/workflows/report.ts), both spelled by writeListQuery.
 */
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  PAGE_SIZES,
  readListQuery,
  type SortOrder,
  whereOne,
  writeListQuery,
} from "../../../../domain/list-query.ts";
import { REPORT_COLUMNS, type ReportColumn } from "../../../../domain/workflows/report.ts";

export { REPORT_COLUMNS, type ReportColumn };

/** Longest waits first, unless a column is chosen. */
export const DEFAULT_SORT = { column: "daysSinceSubmission", order: "desc" } as const;

const FILTERS = ["taxYear", "partner", "office"] as const;

export type ReportState = {
  taxYear: string;
  /** Employee id of the client's partner, or "". */
  partner: string;
  /** Office id of the client, or "". */
  office: string;
  sort: ReportColumn | null;
  order: SortOrder;
  page: number;
  pageSize: number;
};

/** The state a page address holds; what it spells wrongly falls back to the default. */
export function readReportState(params: URLSearchParams): ReportState {
  const { query } = readListQuery(params);
  const year = whereOne(query, "taxYear") ?? "";
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    taxYear: /^\d{4}$/.test(year) ? year : "",
    partner: whereOne(query, "partner") ?? "",
    office: whereOne(query, "office") ?? "",
    sort: (REPORT_COLUMNS as readonly string[]).includes(query.sort ?? "")
      ? query.sort as ReportColumn
      : null,
    order: query.order ?? "asc",
    page: query.page ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The filters that are set, as the report's own parameters. */
function whereOf(state: ReportState): Record<string, string[]> | undefined {
  const set = FILTERS.filter((name) => state[name] !== "");
  return set.length ? Object.fromEntries(set.map((name) => [name, [state[name]]])) : undefined;
}

/** The page address's query: defaults left out. */
export function writeReportState(state: ReportState): URLSearchParams {
  return writeListQuery({
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    where: whereOf(state),
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
  });
}

/** The filters and the sort, spelled out. */
function sorted(state: ReportState): ListQuery {
  const query: ListQuery = {
    sort: state.sort ?? DEFAULT_SORT.column,
    order: state.sort ? state.order : DEFAULT_SORT.order,
  };
  const where = whereOf(state);
  if (where) query.where = where;
  return query;
}

/** The API's query for one page. */
export function reportQuery(state: ReportState): ListQuery {
  return { ...sorted(state), page: state.page, pageSize: state.pageSize };
}

/** The CSV export's (or the print view's) query: the same filters and sort, every line. */
export function reportCsvQuery(state: ReportState): ListQuery {
  return { ...sorted(state), format: "csv" };
}

export function reportSortOf(state: ReportState, column: ReportColumn): SortOrder | null {
  if ((state.sort ?? DEFAULT_SORT.column) !== column) return null;
  return state.sort ? state.order : DEFAULT_SORT.order;
}

/** A click on a column header: the sorted column flips, another sorts ascending; back to the first page. */
export function toggleReportSort(state: ReportState, column: ReportColumn): ReportState {
  const current = reportSortOf(state, column);
  return { ...state, sort: column, order: current === "asc" ? "desc" : "asc", page: 1 };
}

export function withReportFilter(
  state: ReportState,
  name: "taxYear" | "partner" | "office",
  value: string,
): ReportState {
  return { ...state, [name]: value, page: 1 };
}
