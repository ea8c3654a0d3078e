/**
 * When SARS expects a return or a reply (issue 32): one set of rules for every way such a record is made (the
 * form, which shows the date as it is filled, the API, a bulk import and the tax-case trigger), so a return is due
 * the same day however it was opened. Pure: the caller passes the records' fields and the configured one-off
 * holidays; dates are ISO `YYYY-MM-DD`.
 *
 * Income-tax returns go by the return's tax type and the taxpayer, on SARS's filing-season dates as DOMAIN.md's
 * trigger rule states them (tax-case-triggers.ts):
 * - ITR12, individuals: 20 October after their tax year, which always ends on the last day of February;
 * - ITR12 of a provisional taxpayer: 31 January after the tax year;
 * - IT12TR (ITR12T), trusts: 31 January after the tax year, the provisional taxpayers' date, which SARS gives
 *   trusts; a trust's year of assessment also ends in February;
 * - ITR14, companies: twelve months after the end of their financial year (the client's year-end month, a year
 *   on, to its last day).
 * Other tax types (VAT201, EMP201, IRP6…) are monthly or half-yearly, not one return per tax year: no rule here,
 * and such a return's date is typed (and listed until it is, domain/workflows/undated.ts).
 *
 * Replies to SARS (correspondence received): a verification letter, a request for supporting documents (Tax
 * Administration Act s 46, whose letters give the period) and a letter of audit findings (s 42(2)(b)) are answered
 * within 21 business days of the letter. A general letter asks for nothing by a date; a letter the practice sent
 * awaits no reply of ours.
 *
 * A date a rule names that is not a business day (a weekend, a public holiday, a configured one-off holiday)
 * moves to the business day before. DOMAIN.md and deadlines.ts say nothing of moving: we follow SARS's own rule for
 * what falls due on such a day (VAT Act s 28(1), the Fourth Schedule's PAYE: the last business day before), which is
 * also the side on which nothing is late. The 21 business days of a reply already end on a business day.
 */
import { addBusinessDays, addDays, daysInMonth, isBusinessDay, isIsoDate, isoDate } from "../calendar.ts";
import { anniversaryIn, annualReturnDueDate, type AnnualReturnKind } from "../deadlines.ts";

/** DOMAIN.md: an account's financialYearEnd defaults to February. */
export const DEFAULT_YEAR_END_MONTH = 2;

/** The Tax Administration Act's period for answering SARS's letters (s 42(2)(b), and SARS's s 46 requests). */
export const REPLY_BUSINESS_DAYS = 21;

/** Which rule gave a date: the form words each one. */
export const DUE_RULES = [
  "individual",
  "provisional",
  "trust",
  "company",
  "reply",
  "annual-return-company",
  "annual-return-close-corporation",
  // Statutory obligations (domain/compliance/worked-out.ts): a period of a rule, and the two kept per event.
  "obligation",
  "dividends-tax",
  "ownership-change",
] as const;
export type DueRule = (typeof DUE_RULES)[number];

/** A date worked out by a rule, and how: what the form shows beside it. */
export type WorkedOutDate = {
  date: string;
  rule: DueRule;
  /** The day the rule counts from: the end of the tax year, the day the letter came, the anniversary. */
  from: string;
  /** The day the rule names, before any move off a weekend or holiday (the same as `date` when none). */
  named: string;
};

/** A client's stored fields, as the rules read them (financialYearEnd, provisionalTaxpayer). */
export type ClientFields = Readonly<Record<string, unknown>>;

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/** The month a client's financial year ends in (1-12); February when the record holds no valid month. */
export function clientYearEndMonth(client: ClientFields): number {
  const month = client.financialYearEnd;
  return isWhole(month, 1, 12) ? month : DEFAULT_YEAR_END_MONTH;
}

/** The last day of a tax year ending in month `yearEndMonth`: 2027, 2 → 2027-02-28; 2028, 2 → 2028-02-29. */
export function yearEnd(taxYear: number, yearEndMonth: number): string {
  return isoDate(taxYear, yearEndMonth, daysInMonth(taxYear, yearEndMonth));
}

type ReturnKind = "individual" | "trust" | "company";

/** The return a tax type's code names; SARS's codes are matched whatever their case or surrounding blanks. */
const RETURN_KINDS: Readonly<Record<string, ReturnKind>> = {
  ITR12: "individual",
  IT12TR: "trust",
  ITR12T: "trust",
  ITR14: "company",
};

function returnKind(taxTypeCode: string): ReturnKind | undefined {
  return RETURN_KINDS[taxTypeCode.trim().toUpperCase()];
}

/** Whether a rule dates the returns of the tax type coded `taxTypeCode` (a VAT201 has none). */
export function hasReturnRule(taxTypeCode: string): boolean {
  return returnKind(taxTypeCode) !== undefined;
}

/**
 * The month a return's tax year ends in: February for individuals and trusts, whose year of assessment is the
 * fixed one; the client's financial year end for a company and for a tax type without a rule.
 */
export function returnYearEndMonth(taxTypeCode: string, client: ClientFields): number {
  const kind = returnKind(taxTypeCode);
  return kind === "individual" || kind === "trust" ? DEFAULT_YEAR_END_MONTH : clientYearEndMonth(client);
}

/** `date`, or the last business day before it when it is a weekend or public holiday (`extra`: one-off ones). */
export function businessDayOnOrBefore(date: string, extra: readonly string[] = []): string {
  let day = date;
  while (!isBusinessDay(day, extra)) day = addDays(day, -1);
  return day;
}

function worked(rule: DueRule, from: string, named: string, extra: readonly string[]): WorkedOutDate {
  return { date: businessDayOnOrBefore(named, extra), rule, from, named };
}

/**
 * When an income-tax return of `taxYear` for the tax type coded `taxType` is due (the header's rules), or null
 * when the tax type has none.
 */
export function returnDueDate(
  { taxType, taxYear, client }: { taxType: string; taxYear: number; client: ClientFields },
  extra: readonly string[] = [],
): WorkedOutDate | null {
  const kind = returnKind(taxType);
  if (!kind) return null;
  const month = returnYearEndMonth(taxType, client);
  const end = yearEnd(taxYear, month);
  if (kind === "company") return worked("company", end, yearEnd(taxYear + 1, month), extra);
  if (kind === "trust") return worked("trust", end, isoDate(taxYear + 1, 1, 31), extra);
  if (client.provisionalTaxpayer === true) {
    return worked("provisional", end, isoDate(taxYear + 1, 1, 31), extra);
  }
  return worked("individual", end, isoDate(taxYear, 10, 20), extra);
}

/** The kinds of SARS letter that ask for an answer by a date (the header). */
export const REPLY_KINDS: readonly string[] = ["verification", "supporting-documents", "audit"];
const REPLIES: ReadonlySet<string> = new Set(REPLY_KINDS);

/**
 * When the practice must answer a letter: 21 business days after a received verification letter, request for
 * supporting documents or letter of audit findings (the day it came is day 0); null for any other letter.
 */
export function replyDueDate(
  { direction, kind, receivedOn }: { direction?: unknown; kind?: unknown; receivedOn?: unknown },
  extra: readonly string[] = [],
): WorkedOutDate | null {
  if (direction !== "in" || typeof kind !== "string" || !REPLIES.has(kind)) return null;
  if (typeof receivedOn !== "string" || !isIsoDate(receivedOn)) return null;
  const date = addBusinessDays(receivedOn, REPLY_BUSINESS_DAYS, { extra });
  return { date, rule: "reply", from: receivedOn, named: date };
}

/**
 * An annual return's due date as deadlines.ts computes it from the client's CIPC record, and from which
 * anniversary; null before there is one. CIPC's dates are not moved: its rules count business days themselves
 * (companies) or end with the month (close corporations).
 */
export function annualReturnWorkedOut(
  input: { kind: AnnualReturnKind; incorporationDate: string; year: number },
  extra: readonly string[] = [],
): WorkedOutDate | null {
  const date = annualReturnDueDate({ ...input, extra });
  if (!date) return null;
  const rule = input.kind === "company" ? "annual-return-company" : "annual-return-close-corporation";
  return { date, rule, from: anniversaryIn(input.incorporationDate, input.year), named: date };
}
