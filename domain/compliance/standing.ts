/**
 * A client's standing as SARS's tax compliance status (TCS) judges it (issue 36's practice-wide report): SARS looks
 * at outstanding returns and outstanding debt (SARS, "Tax Compliance Status", the TCS requirements: registered,
 * no outstanding returns, no outstanding debt). Here the obligations past due say which: an open return is a
 * return outstanding; a payment not paid is debt, even when its return (a VAT201 or EMP201 is both) is
 * submitted. CIPC's filings are overdue at CIPC, not at SARS: they show beside the standing, not in it. Pure.
 */
import type { ObligationKind } from "./kinds.ts";

/** Obligations that are a return SARS waits for. */
export const RETURN_KINDS: ReadonlySet<ObligationKind> = new Set([
  "itr12",
  "itr12t",
  "itr14",
  "it12ei",
  "vat201",
  "emp201",
  "emp501",
]);
/** Obligations that are a payment SARS waits for (a VAT201 and an EMP201 are a return and a payment). */
export const PAYMENT_KINDS: ReadonlySet<ObligationKind> = new Set([
  "irp6",
  "vat201",
  "emp201",
  "dividends-tax",
]);
/** Obligations owed to CIPC. */
export const CIPC_KINDS: ReadonlySet<ObligationKind> = new Set(["annual-return", "beneficial-ownership"]);

/** The standing in SARS's terms: compliant, or what keeps the client from it. */
export const STANDINGS = ["compliant", "returns", "debt", "both"] as const;
export type Standing = (typeof STANDINGS)[number];

/** What the standing reads of an obligation. */
export type StandingObligation = { kind: ObligationKind; status: string; dueDate: string };

/** What an obligation past due still owes: a return, a payment (both, for an open VAT201), or a CIPC filing. */
export type Owed = { returns: boolean; debt: boolean; cipc: boolean };

/** What `o` still owes on `today`: nothing before its due date, nor once paid or recorded as not required. */
export function owed(o: StandingObligation, today: string): Owed {
  const late = o.dueDate < today;
  return {
    returns: late && o.status === "open" && RETURN_KINDS.has(o.kind),
    debt: late && (o.status === "open" || o.status === "submitted") && PAYMENT_KINDS.has(o.kind),
    cipc: late && o.status === "open" && CIPC_KINDS.has(o.kind),
  };
}

/** True when `o` still owes anything on `today`: an overdue obligation of the report. */
export function isOverdue(o: StandingObligation, today: string): boolean {
  const { returns, debt, cipc } = owed(o, today);
  return returns || debt || cipc;
}

/** The client's standing on `today`, from its obligations. */
export function sarsStanding(obligations: readonly StandingObligation[], today: string): Standing {
  let returns = false;
  let debt = false;
  for (const o of obligations) {
    const owes = owed(o, today);
    returns ||= owes.returns;
    debt ||= owes.debt;
  }
  if (returns && debt) return "both";
  return returns ? "returns" : debt ? "debt" : "compliant";
}
