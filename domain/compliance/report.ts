/**
 * The practice-wide compliance report's contract (issue 36), shared by server and client: the clients with
 * obligations past due, with their standing as SARS would judge it (standing.ts), tallies over them, and the
 * checks' contradictions (checks.ts) listed practice-wide.
 */
import type { CheckCode } from "./checks.ts";
import type { ObligationKind } from "./kinds.ts";
import type { Standing } from "./standing.ts";

/** The report's page in the back office (Compliance → Compliance report). */
export const COMPLIANCE_REPORT_PAGE = "/apps/compliance/report";
export const COMPLIANCE_REPORT_API = "/api/backoffice/workflows/obligations/report";
export const COMPLIANCE_CHECKS_API = `${COMPLIANCE_REPORT_API}/checks`;
export const MAX_COMPLIANCE_REPORT_PAGE_SIZE = 500;

/** The obligations each check is about: what the report's kind filter keeps a check by. */
export const CHECK_KINDS: Record<CheckCode, readonly ObligationKind[]> = {
  provisionalNoIrp6: ["irp6"],
  vatWithoutNumber: ["vat201"],
  employerNoEmp201: ["emp201"],
  annualReturnBeforeOwnership: ["annual-return", "beneficial-ownership"],
  // The year end sets when the ITR12 or ITR12T and the IRP6s fall due.
  yearEndNotFebruary: ["itr12", "itr12t", "irp6"],
};

/** A client's obligations of one kind past due: how many, and the oldest due date. */
export type OverdueOfKind = { kind: ObligationKind; count: number; oldest: string };

/** One client of the report: ids for links, names for people. */
export type ComplianceReportRow = {
  accountId: string;
  account: string;
  partnerId: string | null;
  partner: string | null;
  officeId: string | null;
  office: string | null;
  /** By kind, in the kinds' order. */
  overdue: OverdueOfKind[];
  /** Every obligation past due, and the oldest due date among them (the report's order). */
  count: number;
  oldest: string;
  /** SARS's standing: returns outstanding, debt outstanding, both (CIPC's filings are not part of it). */
  standing: Standing;
};

/** How many obligations past due a partner's or an office's clients have (id null: none set). */
export type ComplianceTally = { id: string | null; name: string | null; count: number };

export type ComplianceReportAnswer = {
  today: string;
  items: ComplianceReportRow[];
  /** Clients listed. */
  total: number;
  tallies: {
    byKind: Partial<Record<ObligationKind, number>>;
    byPartner: ComplianceTally[];
    byOffice: ComplianceTally[];
  };
};

/** One contradiction of one client, as its page lists it. */
export type ComplianceCheckRow = { accountId: string; account: string; code: CheckCode; periods: string[] };
export type ComplianceChecksAnswer = { today: string; items: ComplianceCheckRow[]; total: number };
