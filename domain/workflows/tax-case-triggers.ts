/**
 * The rules of a tax-case trigger run (DOMAIN.md, "trigger"): which clients a trigger takes, which tax year a run
 * opens a return for, and when that return is due under the trigger's schedule. Pure: the caller passes today
 * (the practice's calendar day) and the records; dates are ISO `YYYY-MM-DD`.
 *
 * Tax years are named as SARS names years of assessment: by the calendar year they end in. Individuals' tax year
 * 2027 runs from 1 March 2026 to 28 February 2027; a company's year of assessment is its financial year, so a
 * June year-end company's 2027 runs from 1 July 2026 to 30 June 2027. A client's year ends on the last day of its
 * `financialYearEnd` month.
 */
import { addDays, daysInMonth, isoDate } from "../calendar.ts";

export type TriggerSchedule =
  | { kind: "yearly"; month: number; day: number }
  | { kind: "after-year-end"; days: number };

/** A trigger's client filter: a blank (null or missing) condition takes every client. */
export type AccountFilter = {
  accountGroup?: string | null;
  accountType?: string | null;
  provisionalTaxpayer?: boolean | null;
};

/** A client as a run reads it: its id and stored fields. */
export type RunAccount = { id: string; data: Record<string, unknown> };

/** One return a run creates. */
export type PlannedReturn = { account: string; taxYear: number; dueDate: string };

/** DOMAIN.md: an account's financialYearEnd defaults to February. */
export const DEFAULT_YEAR_END_MONTH = 2;

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/** The month a client's financial year ends in (1-12); February when the record holds no valid month. */
export function yearEndMonthOf(account: RunAccount): number {
  const month = account.data.financialYearEnd;
  return isWhole(month, 1, 12) ? month : DEFAULT_YEAR_END_MONTH;
}

/** The last day of a tax year ending in month `yearEndMonth`: 2027, 2 → 2027-02-28; 2028, 2 → 2028-02-29. */
export function yearEnd(taxYear: number, yearEndMonth: number): string {
  return isoDate(taxYear, yearEndMonth, daysInMonth(taxYear, yearEndMonth));
}

/**
 * The tax year a run on `today` opens returns for: the year in progress, i.e. the year of the first year end on
 * or after today. February year-ends: a run in November 2026 targets 2027, so does one on 28 February 2027, and
 * one on 1 March 2027 targets 2028. June year-ends: November 2026 → 2027. December year-ends: November 2026 →
 * 2026. Opening the case while the year runs lets the practice request the client's information as it closes,
 * and each year's case is opened by the first run of that year (later runs find it and skip).
 */
export function targetTaxYear(today: string, yearEndMonth: number): number {
  const year = Number(today.slice(0, 4));
  return today <= yearEnd(year, yearEndMonth) ? year : year + 1;
}

/**
 * Every tax year a run on `today` may open returns for, whatever the clients' year ends (oldest first): the
 * years of the first year ends on or after today, this calendar year's and next year's. A run need only know
 * which returns of these years exist.
 */
export function targetTaxYears(today: string): number[] {
  const years = new Set(Array.from({ length: 12 }, (_, i) => targetTaxYear(today, i + 1)));
  return [...years].sort((a, b) => a - b);
}

/**
 * When a tax year's return is due under the schedule:
 * - yearly `{ month, day }`: the first such day on or after the year end, since a return is filed after its year
 *   ends. February year-ends: `{ 10, 20 }` for 2027 → 2027-10-20 (the ITR12 season's end); provisional
 *   taxpayers' `{ 1, 31 }` → 2028-01-31; `{ 2, 28 }` → the year end itself. A day past the month's end is its
 *   last day (31 → 30 June; 29 February → the 28th in common years).
 * - after-year-end `{ days }`: that many days after the year end (an ITR14 twelve months on: 365).
 */
export function dueDateOf(schedule: TriggerSchedule, taxYear: number, yearEndMonth: number): string {
  const end = yearEnd(taxYear, yearEndMonth);
  if (schedule.kind === "after-year-end") return addDays(end, schedule.days);
  const on = (year: number) =>
    isoDate(year, schedule.month, Math.min(schedule.day, daysInMonth(year, schedule.month)));
  const sameYear = on(taxYear);
  return sameYear >= end ? sameYear : on(taxYear + 1);
}

/** A stored trigger schedule, or undefined when it is not one (the validator keeps such data out). */
export function readSchedule(value: unknown): TriggerSchedule | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const s = value as Record<string, unknown>;
  if (s.kind === "yearly" && isWhole(s.month, 1, 12) && isWhole(s.day, 1, 31)) {
    return { kind: "yearly", month: s.month, day: s.day };
  }
  if (s.kind === "after-year-end" && isWhole(s.days, 0, 730)) return { kind: "after-year-end", days: s.days };
  return undefined;
}

/** A stored client filter; anything that is not an object filters nothing. */
export function readFilter(value: unknown): AccountFilter {
  if (typeof value !== "object" || value === null) return {};
  const f = value as Record<string, unknown>;
  return {
    accountGroup: typeof f.accountGroup === "string" ? f.accountGroup : null,
    accountType: typeof f.accountType === "string" ? f.accountType : null,
    provisionalTaxpayer: typeof f.provisionalTaxpayer === "boolean" ? f.provisionalTaxpayer : null,
  };
}

/**
 * Whether a trigger takes a client: an active one that meets every condition the filter sets. A client with no
 * provisional-taxpayer flag is not a provisional taxpayer.
 */
export function matchesFilter(account: RunAccount, filter: AccountFilter): boolean {
  const d = account.data;
  if (d.status !== "active") return false;
  if (filter.accountGroup && d.accountGroup !== filter.accountGroup) return false;
  if (filter.accountType && d.accountType !== filter.accountType) return false;
  const provisional = filter.provisionalTaxpayer;
  if (typeof provisional === "boolean" && (d.provisionalTaxpayer === true) !== provisional) return false;
  return true;
}

/** How a run remembers that a client has a return for a tax year. */
export function returnKey(account: string, taxYear: number): string {
  return `${account}\u0000${taxYear}`;
}

/**
 * What a run on `today` does: for every client the filter takes, the return of its target tax year, unless
 * `existing` (returnKey of the trigger's tax type's returns) already has one; those are counted as skipped.
 */
export function planRun(input: {
  today: string;
  schedule: TriggerSchedule;
  filter: AccountFilter;
  accounts: readonly RunAccount[];
  existing: ReadonlySet<string>;
}): { create: PlannedReturn[]; skipped: number } {
  const create: PlannedReturn[] = [];
  let skipped = 0;
  // The year and due date depend on the year-end month alone: worked out once per month, not per client.
  const byMonth = new Map<number, { taxYear: number; dueDate: string }>();
  for (const account of input.accounts) {
    if (!matchesFilter(account, input.filter)) continue;
    const month = yearEndMonthOf(account);
    let year = byMonth.get(month);
    if (!year) {
      const taxYear = targetTaxYear(input.today, month);
      byMonth.set(month, year = { taxYear, dueDate: dueDateOf(input.schedule, taxYear, month) });
    }
    if (input.existing.has(returnKey(account.id, year.taxYear))) {
      skipped++;
      continue;
    }
    create.push({ account: account.id, taxYear: year.taxYear, dueDate: year.dueDate });
  }
  return { create, skipped };
}
