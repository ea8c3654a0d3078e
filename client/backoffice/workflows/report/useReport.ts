import { type Loaded, useApiQuery } from "../../../lib/query.ts";
import { keys } from "../../api/keys.ts";
import { loadReport, type ReportAnswer } from "./api.ts";

export type ReportData = Loaded<ReportAnswer>;

/** The report for an API query string; a newer query cancels the older request. */
export function useReport(query: string): ReportData {
  return useApiQuery(keys.report(query), (signal) => loadReport(new URLSearchParams(query), signal));
}
