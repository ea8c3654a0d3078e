import { REPORT_API, type ReportAnswer } from "../../../../domain/workflows/report.ts";
import { api } from "../../../lib/api.ts";

export { REPORT_API } from "../../../../domain/workflows/report.ts";
export type { ReportAnswer, ReportRow } from "../../../../domain/workflows/report.ts";

export function loadReport(query: URLSearchParams, signal?: AbortSignal): Promise<ReportAnswer> {
  return api<ReportAnswer>(`${REPORT_API}?${query}`, { signal });
}

/** The report as CSV text (a plain link would carry no token). */
export async function reportCsv(query: URLSearchParams): Promise<string> {
  const body = await api<unknown>(`${REPORT_API}?${query}`);
  return typeof body === "string" ? body : "";
}
