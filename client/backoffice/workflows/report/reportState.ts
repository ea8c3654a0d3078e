/**
 * The "Assessments not received" report's state (filters, sort, page) and its spellings: the page address, where
 * only what differs from the defaults is written, and the API's query (server/workflows/report.ts).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortOrder } from "../../list/listState.ts";

export { REPORT_COLUMNS, type ReportColumn } from "../../../../domain/workflows/report.ts";
import { REPORT_COLUMNS, type ReportColumn } from "../../../../domain/workflows/report.ts";

/** Longest waits first, unless a column is chosen. */
export const DEFAULT_SORT = { column: "daysSinceSubmission", order: "desc" } as const;

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

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readReportState(params: URLSearchParams): ReportState {
  const sort = params.get("sort");
  const size = positive(params.get("pageSize"), DEFAULT_PAGE_SIZE);
  const year = params.get("taxYear") ?? "";
  return {
    taxYear: /^\d{4}$/.test(year) ? year : "",
    partner: params.get("partner") ?? "",
    office: params.get("office") ?? "",
    sort: (REPORT_COLUMNS as readonly string[]).includes(sort ?? "") ? sort as ReportColumn : null,
    order: params.get("order") === "desc" ? "desc" : "asc",
    page: positive(params.get("page"), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

function filterParams(state: ReportState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["taxYear", "partner", "office"] as const) {
    if (state[name] !== "") params.set(name, state[name]);
  }
  return params;
}

/** The page address's query: defaults left out. */
export function writeReportState(state: ReportState): URLSearchParams {
  const params = filterParams(state);
  if (state.sort) {
    params.set("sort", state.sort);
    params.set("order", state.order);
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(state.pageSize));
  return params;
}

/** The API's query for one page, sort spelled out. */
export function reportApiQuery(state: ReportState): URLSearchParams {
  const params = filterParams(state);
  params.set("sort", state.sort ?? DEFAULT_SORT.column);
  params.set("order", state.sort ? state.order : DEFAULT_SORT.order);
  params.set("page", String(state.page));
  params.set("pageSize", String(state.pageSize));
  return params;
}

/** The CSV export's (or the print view's) query: the same filters and sort, every line. */
export function reportCsvQuery(state: ReportState): URLSearchParams {
  const params = reportApiQuery(state);
  params.delete("page");
  params.delete("pageSize");
  params.set("format", "csv");
  return params;
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
