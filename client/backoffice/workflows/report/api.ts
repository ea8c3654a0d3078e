import { type ListQuery, writeListQuery } from "../../../../domain/list-query.ts";
import { REPORT_API, type ReportAnswer } from "../../../../domain/workflows/report.ts";
import { api } from "../../../lib/api.ts";
import { useData } from "../../../lib/data/index.ts";

export type { ReportAnswer, ReportRow } from "../../../../domain/workflows/report.ts";

const address = (query: ListQuery) => `${REPORT_API}?${writeListQuery(query)}`;

export function getReport(query: ListQuery, signal?: AbortSignal): Promise<ReportAnswer> {
  return api<ReportAnswer>(address(query), { signal });
}

/** The report for a list query (its cache key); a newer query cancels the older request. */
export function useReport(query: ListQuery) {
  return useData(["workflows/report", "getList", query], (signal) => getReport(query, signal));
}

/** The report as CSV text (a plain link would carry no token). */
export async function reportCsv(query: ListQuery): Promise<string> {
  const body = await api<unknown>(address(query));
  return typeof body === "string" ? body : "";
}
