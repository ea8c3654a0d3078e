/** The "Assessments not received" report's contract, shared by server and client. */

export const REPORT_API = "/api/backoffice/workflows/reports/assessments-not-received";

export const REPORT_COLUMNS = [
  "account",
  "taxType",
  "taxYear",
  "submittedOn",
  "daysSinceSubmission",
  "efilingReference",
  "partner",
  "office",
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** One line of the report: ids for links, names for people. */
export type ReportRow = {
  id: string;
  accountId: string | null;
  account: string;
  taxTypeId: string | null;
  taxType: string;
  taxYear: number | null;
  submittedOn: string | null;
  /** Calendar days from submission to today; null when the submission date was not recorded. */
  daysSinceSubmission: number | null;
  efilingReference: string | null;
  partnerId: string | null;
  partner: string | null;
  officeId: string | null;
  office: string | null;
};

export type ReportAnswer = { today: string; items: ReportRow[]; total: number };
