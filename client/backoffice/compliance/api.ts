import { type ListQuery, writeListQuery } from "../../../domain/list-query.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import type { CheckFinding } from "../../../domain/compliance/checks.ts";
import {
  COMPLIANCE_CHECKS_API,
  COMPLIANCE_REPORT_API,
  type ComplianceChecksAnswer,
  type ComplianceReportAnswer,
} from "../../../domain/compliance/report.ts";
import { keys } from "../data/hooks.ts";
import { backofficeProvider } from "../data/provider.ts";

const OBLIGATIONS = "/api/backoffice/workflows/obligations";

/** What a preview or a run of the obligations answers (server/workflows/obligations.ts ObligationRunAnswer). */
export type ObligationRun = {
  span: { from: string; to: string };
  create: number;
  change: number;
  retire: number;
  reopen: number;
  byKind: Record<string, { create: number; change: number; retire: number; reopen: number }>;
  clients: { account: string; title: string; count: number }[];
};

/** What a run would do now: asked when staff ask (a preview reads every client's profile), never cached. */
export function usePreviewObligations() {
  return useWrite({ send: () => api<ObligationRun>(`${OBLIGATIONS}/preview`) });
}

/** Runs it: the obligations it writes, and everything the back office shows of them, load again. */
export function useRunObligations() {
  return useWrite({
    send: () => api<ObligationRun>(`${OBLIGATIONS}/run`, { method: "POST", body: {} }),
    refresh: backofficeProvider.touchedByWrite,
  });
}

/**
 * The contradictions in a client's compliance data; loaded again after any write to the back office, but kept
 * under the client's own record so that deleting the client does not ask for them again (a 404 on its way out).
 */
export function useComplianceChecks(account: string) {
  return useData(
    keys.about("account", account, "compliance-checks"),
    async (signal) =>
      (await api<{ items: CheckFinding[] }>(`${OBLIGATIONS}/checks/${encodeURIComponent(account)}`, {
        signal,
      }))
        .items,
  );
}

const reportAddress = (base: string, query: ListQuery) => {
  const text = writeListQuery(query).toString();
  return text ? `${base}?${text}` : base;
};

/** The clients with obligations past due, their standing and the tallies; a newer query cancels the older. */
export function useComplianceReport(query: ListQuery) {
  return useData(
    ["workflows/compliance-report", "getList", query],
    (signal) => api<ComplianceReportAnswer>(reportAddress(COMPLIANCE_REPORT_API, query), { signal }),
  );
}

/** The checks' contradictions practice-wide, under the same filters. */
export function usePracticeChecks(query: ListQuery) {
  return useData(
    ["workflows/compliance-report", "checks", query],
    (signal) => api<ComplianceChecksAnswer>(reportAddress(COMPLIANCE_CHECKS_API, query), { signal }),
  );
}

/** Every client of the report under `where` as CSV text (a plain link would carry no token). */
export async function complianceReportCsv(where: ListQuery["where"]): Promise<string> {
  const body = await api<unknown>(reportAddress(COMPLIANCE_REPORT_API, { where, format: "csv" }));
  return typeof body === "string" ? body : "";
}
