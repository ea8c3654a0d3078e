/**
 * The rules of a tax-case trigger run (DOMAIN.md, "trigger"): which clients a trigger takes, which tax year a run
 * opens a return for, and when that return is due under the trigger's schedule. Pure: the caller passes today
 * (the practice's calendar day) and the records; dates are ISO `YYYY-MM-DD`.
 *
 * Tax years are named as SARS names years of assessment: by the calendar year they end in. Individuals' tax year
 * 2027 runs from 1 March 2026 to 28 February 2027; a company's year of assessment is its financial year, so a
 * June year-end company's 2027 runs from 1 July 2026 to 30 June 2027. A client's year ends on the last day of its
 * `financialYearEnd` month; an individual's and a trust's return always in February (due-dates.ts).
 *
 * A "statutory" schedule dates each return by SARS's rules (due-dates.ts), as a return made by hand, by the API or
 * by an import is dated: the same day however it was opened. A schedule of the practice's own (a yearly date, days
 * after the year end) names a day of its choosing, moved off a weekend or holiday as SARS's dates are.
 */
import { addDays, daysInMonth, isoDate } from "../calendar.ts";
import {
  businessDayOnOrBefore,
  type ClientFields,
  returnDueDate,
  returnYearEndMonth,
  yearEnd,
} from "./due-dates.ts";

export type TriggerSchedule =
  | { kind: "statutory" }
  | { kind: "yearly"; month: number; day: number }
  | { kind: "after-year-end"; days: number };

/** A trigger's client filter: a blank (null or missing) condition takes every client. */
export type AccountFilter = {
  accountGroup?: string | null;
  accountType?: string | null;
  provisionalTaxpayer?: boolean | null;
};

/** A client as a run reads it: its id and stored fields. */
export type RunAccount = { id: string; data: ClientFields };

/** One return a run creates; its due date is null when the schedule is statutory and the tax type has no rule. */
export type PlannedReturn = { account: string; taxYear: number; dueDate: string | null };

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

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

/** A schedule of the practice's own: a day it chose rather than SARS's. */
export type OwnSchedule = Exclude<TriggerSchedule, { kind: "statutory" }>;

/**
 * The day a schedule of the practice's own names for a tax year's return, before it is moved off a weekend or
 * holiday:
 * - yearly `{ month, day }`: the first such day on or after the year end, since a return is filed after its year
 *   ends. February year-ends: `{ 10, 20 }` for 2027 → 2027-10-20 (the ITR12 season's end); provisional
 *   taxpayers' `{ 1, 31 }` → 2028-01-31; `{ 2, 28 }` → the year end itself. A day past the month's end is its
 *   last day (31 → 30 June; 29 February → the 28th in common years).
 * - after-year-end `{ days }`: that many days after the year end (an ITR14 twelve months on: 365).
 */
export function dueDateOf(schedule: OwnSchedule, taxYear: number, yearEndMonth: number): string {
  const end = yearEnd(taxYear, yearEndMonth);
  if (schedule.kind === "after-year-end") return addDays(end, schedule.days);
  const on = (year: number) =>
    isoDate(year, schedule.month, Math.min(schedule.day, daysInMonth(year, schedule.month)));
  const sameYear = on(taxYear);
  return sameYear >= end ? sameYear : on(taxYear + 1);
}

/**
 * When a return the trigger opens is due: by SARS's rules for the tax type coded `taxType` and the client under a
 * statutory schedule (null when the tax type has none), else the schedule's own day moved to a business day.
 */
export function scheduledDueDate(
  schedule: TriggerSchedule,
  { taxType, taxYear, client }: { taxType: string; taxYear: number; client: ClientFields },
  extra: readonly string[] = [],
): string | null {
  if (schedule.kind === "statutory") return returnDueDate({ taxType, taxYear, client }, extra)?.date ?? null;
  return businessDayOnOrBefore(dueDateOf(schedule, taxYear, returnYearEndMonth(taxType, client)), extra);
}

/** A stored trigger schedule, or undefined when it is not one (the validator keeps such data out). */
export function readSchedule(value: unknown): TriggerSchedule | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const s = value as Record<string, unknown>;
  if (s.kind === "statutory") return { kind: "statutory" };
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
 * `taxType` is the trigger's tax type's code, `extra` the configured one-off holidays.
 */
export function planRun(input: {
  today: string;
  schedule: TriggerSchedule;
  taxType: string;
  filter: AccountFilter;
  accounts: readonly RunAccount[];
  existing: ReadonlySet<string>;
  extra?: readonly string[];
}): { create: PlannedReturn[]; skipped: number } {
  const create: PlannedReturn[] = [];
  let skipped = 0;
  // The year and due date depend on the return's year-end month and the provisional flag alone: worked out once
  // for each of those, not per client.
  const byRule = new Map<number, { taxYear: number; dueDate: string | null }>();
  for (const account of input.accounts) {
    if (!matchesFilter(account, input.filter)) continue;
    const month = returnYearEndMonth(input.taxType, account.data);
    const key = account.data.provisionalTaxpayer === true ? -month : month;
    let year = byRule.get(key);
    if (!year) {
      const taxYear = targetTaxYear(input.today, month);
      const dueDate = scheduledDueDate(
        input.schedule,
        { taxType: input.taxType, taxYear, client: account.data },
        input.extra,
      );
      byRule.set(key, year = { taxYear, dueDate });
    }
    if (input.existing.has(returnKey(account.id, year.taxYear))) {
      skipped++;
      continue;
    }
    create.push({ account: account.id, taxYear: year.taxYear, dueDate: year.dueDate });
  }
  return { create, skipped };
}
