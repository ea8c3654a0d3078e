import { api } from "../../../lib/api.ts";

/** One line of the report, as GET /api/backoffice/workflows/reports/assessments-not-received answers it. */
export type ReportRow = {
  id: string;
  accountId: string | null;
  account: string;
  taxTypeId: string | null;
  taxType: string;
  taxYear: number | null;
  submittedOn: string | null;
  daysSinceSubmission: number | null;
  efilingReference: string | null;
  partnerId: string | null;
  partner: string | null;
  officeId: string | null;
  office: string | null;
};
export type ReportAnswer = { today: string; items: ReportRow[]; total: number };

export const REPORT_API = "/api/backoffice/workflows/reports/assessments-not-received";

export function loadReport(query: URLSearchParams, signal?: AbortSignal): Promise<ReportAnswer> {
  return api<ReportAnswer>(`${REPORT_API}?${query}`, { signal });
}

/** The report as CSV text (a plain link would carry no token). */
export async function reportCsv(query: URLSearchParams): Promise<string> {
  const body = await api<unknown>(`${REPORT_API}?${query}`);
  return typeof body === "string" ? body : "";
}
