/**
 * "Assessments not received" (DOMAIN.md, Reports and dashboard): income-tax returns with status `submitted` and no
 * assessment, with the days since submission, filterable by tax year and by the client's partner and office. Here
 * the report's query string and what a line says; the back office reads the lines.
 */
import { z } from "zod";
import { daysBetween } from "../../domain/calendar.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import { formatTitle } from "../../domain/resources/title.ts";
import type { ReportRow } from "../../domain/workflows/report.ts";
import type { Db } from "../store/db.ts";
import { problemCheck } from "../../domain/api/index.ts";
import {
  assessmentsNotReceivedRows,
  type ReportLineRow,
  type ReportLinesQuery,
} from "../backoffice/index.ts";

export const MAX_REPORT_PAGE_SIZE = 500;

const recordId = z.string().max(100);

/** The report's filters, its own parameters (its list query's `where`: server/workflows/report-routes.ts). */
export const reportQuery = z.object({
  taxYear: z.string().regex(/^\d{4}$/, problemCheck("yearLike")).transform(Number).optional(),
  partner: recordId.optional(),
  office: recordId.optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * The report's page (or, without `page`, every line) in the chosen order, and how many lines there are: the
 * back office reads the lines (server/backoffice/queries/assessments-not-received.ts), named here as the report
 * shows them, with the days since submission counted to `today`.
 */
export async function assessmentsNotReceived(
  db: Db,
  query: ReportLinesQuery,
  today: string,
): Promise<{ rows: ReportRow[]; total: number }> {
  const { rows, total } = await assessmentsNotReceivedRows(db, query);
  return { rows: rows.map((row) => reportRow(row, today)), total };
}

const ACCOUNT = resourceDef("account")!;
const EMPLOYEE = resourceDef("employee")!;

function reportRow(row: ReportLineRow, today: string): ReportRow {
  // Named as everywhere else in the back office ("ACC0001 — Karoo Bricks", "Ada Lovelace").
  const account = formatTitle(ACCOUNT, { code: row.account_code ?? "", name: row.account_name ?? "" });
  const partner = formatTitle(EMPLOYEE, { firstName: row.first_name ?? "", lastName: row.last_name ?? "" });
  const submittedOn = row.submitted_on;
  return {
    id: row.id,
    accountId: row.account_id,
    account: account || (row.account_id ?? ""),
    taxTypeId: row.tax_type_id,
    taxType: row.tax_type_code ?? row.tax_type_id ?? "",
    taxYear: row.tax_year === null ? null : Number(row.tax_year),
    submittedOn,
    daysSinceSubmission: submittedOn ? daysBetween(submittedOn, today) : null,
    efilingReference: row.efiling_reference,
    partnerId: row.partner_id,
    partner: partner || null,
    officeId: row.office_id,
    office: row.office_name,
  };
}
