import { type Loaded, useLoaded } from "../../../lib/useLoaded.ts";
import { loadReport, type ReportAnswer } from "./api.ts";

export type ReportData = Loaded<ReportAnswer>;

/** The report for an API query string; a newer query cancels the older request. */
export function useReport(query: string): ReportData {
  return useLoaded(query, (signal) => loadReport(new URLSearchParams(query), signal));
}
