/**
 * Statutory deadlines of DOMAIN.md: objections (Tax section) and CIPC annual returns (Secretarial section), and
 * the red/amber status the UI shows for any due date. Dates are ISO `YYYY-MM-DD`; pure, no clock.
 */
import { addBusinessDays, daysBetween, daysInMonth, isIsoDate, isLeapYear, isoDate } from "./calendar.ts";
import type { CipcEntityKind } from "./identifiers.ts";

/** Dispute rule 7: an objection is due within 80 business days after the date of assessment. */
export const OBJECTION_BUSINESS_DAYS = 80;

/**
 * The last day to lodge an objection: 80 dispute business days after the assessment date (weekends, public
 * holidays and 16 Dec-15 Jan do not count; the assessment date itself is day 0). `extra` is the configured
 * one-off holidays.
 */
export function objectionDeadline(assessmentDate: string, extra: readonly string[] = []): string {
  return addBusinessDays(assessmentDate, OBJECTION_BUSINESS_DAYS, { extra, dispute: true });
}

export type AnnualReturnKind = "company" | "close-corporation";

/** Companies Act s 33 and Companies Regulation 30: a company files within 30 business days after its incorporation anniversary. */
export const COMPANY_ANNUAL_RETURN_BUSINESS_DAYS = 30;

/** Close corporations follow their own rule; every company type (06, 07, 08, 21) the company rule. */
export function annualReturnKindOf(kind: CipcEntityKind): AnnualReturnKind {
  return kind === "close-corporation" ? "close-corporation" : "company";
}

/** The incorporation anniversary in `year`; someone incorporated on 29 February has it on 28 February otherwise. */
export function anniversaryIn(incorporationDate: string, year: number): string {
  if (!isIsoDate(incorporationDate)) {
    throw new RangeError(`incorporation date is not an ISO date: ${JSON.stringify(incorporationDate)}`);
  }
  const month = Number(incorporationDate.slice(5, 7));
  const day = Number(incorporationDate.slice(8, 10));
  return month === 2 && day === 29 && !isLeapYear(year) ? isoDate(year, 2, 28) : isoDate(year, month, day);
}

/**
 * A company's annual return's due date by anniversary (and configured holidays), worked out once: companies share
 * anniversaries (a year holds 366), and an obligation run dates every company's returns for five years around its
 * span, each 30 business days counted.
 */
const companyAnnualReturnDue = new Map<string, string>();

/**
 * When the annual return for `year` is due:
 * - company: 30 business days after the incorporation anniversary in `year` (ordinary business days: the tax
 *   dispute recess has nothing to do with CIPC);
 * - close corporation: the last day of the month after its anniversary month (a December anniversary runs into
 *   January of the next year).
 * Null when `year` is not after the incorporation year: there is no anniversary, hence no return, yet.
 */
export function annualReturnDueDate(input: {
  kind: AnnualReturnKind;
  incorporationDate: string;
  year: number;
  extra?: readonly string[];
}): string | null {
  const anniversary = anniversaryIn(input.incorporationDate, input.year);
  if (input.year <= Number(input.incorporationDate.slice(0, 4))) return null;
  if (input.kind === "company") {
    const extra = input.extra ?? [];
    const key = `${anniversary} ${extra.join(" ")}`;
    let due = companyAnnualReturnDue.get(key);
    if (due === undefined) {
      companyAnnualReturnDue.set(
        key,
        due = addBusinessDays(anniversary, COMPANY_ANNUAL_RETURN_BUSINESS_DAYS, { extra }),
      );
    }
    return due;
  }
  const month = Number(anniversary.slice(5, 7));
  const [dueYear, dueMonth] = month === 12 ? [input.year + 1, 1] : [input.year, month + 1];
  return isoDate(dueYear, dueMonth, daysInMonth(dueYear, dueMonth));
}

export type DeadlineStatus = "overdue" | "due-soon" | "ok";

/** How many calendar days ahead a deadline turns amber. */
export const DUE_SOON_DAYS = 7;

/**
 * Red/amber/none for a due date seen on `today`: "overdue" once the due date has passed (due before today),
 * "due-soon" from 7 days before it up to and including the day itself, "ok" before that.
 */
export function deadlineStatus(due: string, today: string): DeadlineStatus {
  const daysLeft = daysBetween(today, due);
  if (daysLeft < 0) return "overdue";
  return daysLeft <= DUE_SOON_DAYS ? "due-soon" : "ok";
}
