/**
 * Contradictions in a client's compliance data (issue 36), listed on its page rather than refused on a write: the
 * data may be older than the rules' use here, and each is a question for a person to settle. Pure.
 */
import { addDays } from "../calendar.ts";
import type { ObligationKind } from "./kinds.ts";
import { type ComplianceProfile, FEBRUARY_YEAR } from "./profile.ts";

export const CHECKS = [
  "provisionalNoIrp6",
  "vatWithoutNumber",
  "employerNoEmp201",
  "annualReturnBeforeOwnership",
  "yearEndNotFebruary",
] as const;
export type CheckCode = (typeof CHECKS)[number];

/** One contradiction, with the obligations it is about (their periods). */
export type CheckFinding = { code: CheckCode; periods: string[] };

/** What the checks read of an obligation. */
export type CheckedObligation = { kind: ObligationKind; period: string; dueDate: string; status: string };

/** Days before an annual return's due date from which its beneficial ownership filing is wanted in. */
export const OWNERSHIP_LEAD_DAYS = 30;

const open = (o: CheckedObligation) => o.status === "open";

export function complianceChecks(
  profile: ComplianceProfile,
  numbers: { vatNumber?: unknown },
  obligations: readonly CheckedObligation[],
  today: string,
): CheckFinding[] {
  const found: CheckFinding[] = [];
  const overdue = (kind: ObligationKind) =>
    obligations.filter((o) => o.kind === kind && open(o) && o.dueDate < today).map((o) => o.period).sort();
  // A provisional taxpayer whose IRP6 for a period that has passed is not recorded as submitted or paid.
  const irp6 = profile.provisionalTaxpayer ? overdue("irp6") : [];
  if (irp6.length > 0) found.push({ code: "provisionalNoIrp6", periods: irp6 });
  // A VAT vendor (VAT Act s23) is registered under a VAT number: a category without one is a gap in the record.
  if (profile.vatCategory && !numbers.vatNumber) found.push({ code: "vatWithoutNumber", periods: [] });
  const emp201 = profile.employer ? overdue("emp201") : [];
  if (emp201.length > 0) found.push({ code: "employerNoEmp201", periods: emp201 });
  // CIPC takes an annual return only once beneficial ownership is filed (Companies Regulation 32A).
  const ownershipOpen = new Set(
    obligations.filter((o) => o.kind === "beneficial-ownership" && open(o)).map((o) => o.period),
  );
  const returnsWaiting = obligations
    .filter((o) =>
      o.kind === "annual-return" && open(o) && ownershipOpen.has(o.period) &&
      o.dueDate <= addDays(today, OWNERSHIP_LEAD_DAYS)
    )
    .map((o) => o.period)
    .sort();
  if (returnsWaiting.length > 0) found.push({ code: "annualReturnBeforeOwnership", periods: returnsWaiting });
  if (FEBRUARY_YEAR.has(profile.entityKind) && profile.financialYearEnd !== 2) {
    found.push({ code: "yearEndNotFebruary", periods: [] });
  }
  return found;
}
