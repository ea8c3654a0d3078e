/**
 * When a job template's work recurs (issue 38): its periods, worked out by the `rrule` library from the template's
 * recurrence (monthly, every two months, quarterly or yearly, each period starting on a chosen day of the month,
 * the first on or after the template's start), each period's due date (N days after it ends), its title ("VAT201 —
 * Mar/Apr 2027") and which periods a run makes jobs for on a day (those starting within the days ahead). Pure: no
 * clock, no store. Server-side only: the client never loads the library.
 */
import rrule from "rrule";
import { addDays, isIsoDate } from "../calendar.ts";
import { FREQUENCIES, type Frequency } from "./frequencies.ts";

const { RRule } = rrule;

/** Months from one period's start to the next. */
const MONTHS: Record<Frequency, number> = { "monthly": 1, "two-monthly": 2, "quarterly": 3, "yearly": 12 };

export type Recurrence = {
  frequency: Frequency;
  /** The day of the month each period starts on (1: calendar months). */
  day: number;
  /** The first period starts on or after this day (ISO); its month sets the cycle (Mar/Apr, May/Jun…). */
  startsOn: string;
};

/** One period of a template's work: its first and last day (ISO, both inclusive). */
export type Period = { start: string; end: string };

/** How far a rule is looked along for a first period: a rule with none in ten years never fires. */
const HORIZON_YEARS = 10;

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

function ruleOf(r: Recurrence) {
  return new RRule({
    freq: RRule.MONTHLY,
    interval: MONTHS[r.frequency],
    bymonthday: r.day,
    // The cycle counts from the start's month: a VAT template starting in March runs Mar/Apr, May/Jun...
    dtstart: utc(`${r.startsOn.slice(0, 7)}-01`),
  });
}

/** A recurrence read from a template's stored value, or undefined when it is not one. */
export function readRecurrence(value: unknown, startsOn: unknown): Recurrence | undefined {
  if (!value || typeof value !== "object" || typeof startsOn !== "string" || !isIsoDate(startsOn)) return;
  const { frequency, day } = value as Record<string, unknown>;
  if (!(FREQUENCIES as readonly unknown[]).includes(frequency)) return;
  if (typeof day !== "number" || !Number.isInteger(day) || day < 1 || day > 31) return;
  return { frequency: frequency as Frequency, day, startsOn };
}

/**
 * What is wrong with a recurrence, by the field to blame, or undefined: a rule that never fires (the 30th of
 * February every year) names `recurrence.day`. One that fires more than daily cannot be written: the frequencies
 * are months apart and any other is refused as not one of them.
 */
export function recurrenceProblem(
  r: Recurrence,
): { field: string; code: "recurrenceNeverFires" } | undefined {
  const first = ruleOf(r).after(utc(addDays(r.startsOn, -1)), false);
  const limit = utc(`${Number(r.startsOn.slice(0, 4)) + HORIZON_YEARS}${r.startsOn.slice(4)}`);
  if (!first || first > limit) return { field: "recurrence.day", code: "recurrenceNeverFires" };
}

/**
 * The periods whose start falls in [from, to] (ISO, inclusive), none before the template's start, in order. A
 * period ends the day before the next one starts.
 */
export function periodsStarting(r: Recurrence, from: string, to: string): Period[] {
  const lower = from < r.startsOn ? r.startsOn : from;
  if (to < lower) return [];
  const rule = ruleOf(r);
  const starts = rule.between(utc(lower), utc(to), true).map(iso);
  return starts.map((start) => {
    const next = rule.after(utc(start), false);
    return { start, end: next ? addDays(iso(next), -1) : start };
  });
}

/**
 * The periods a run on `today` makes jobs for: those started (from the template's start on) and those starting
 * within `daysAhead` days. A period already past is still made: its job is late, not forgotten.
 */
export function periodsDue(r: Recurrence, today: string, daysAhead: number): Period[] {
  return periodsStarting(r, r.startsOn, addDays(today, daysAhead));
}

/** A period's due date: `daysAfter` days after its last day. */
export function dueDateOf(period: Period, daysAfter: number): string {
  return addDays(period.end, daysAfter);
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthOf = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1];
const yearOf = (date: string) => date.slice(0, 4);

/**
 * How a period reads in a job's title (kept with the job, so in the practice's working language, English): whole
 * months as "Mar 2027", "Mar/Apr 2027", "Mar–May 2027", "2027" or "Mar 2027–Feb 2028"; periods starting on
 * another day by their days, "26 Feb–25 Mar 2027".
 */
export function periodLabel(p: Period): string {
  const [a, b] = [p.start, p.end];
  const sameYear = yearOf(a) === yearOf(b);
  if (a.slice(8) !== "01" || addDays(b, 1).slice(8) !== "01") {
    const day = (d: string) => `${Number(d.slice(8))} ${monthOf(d)}`;
    return sameYear ? `${day(a)}–${day(b)} ${yearOf(b)}` : `${day(a)} ${yearOf(a)}–${day(b)} ${yearOf(b)}`;
  }
  const months = (Number(yearOf(b)) - Number(yearOf(a))) * 12 + Number(b.slice(5, 7)) -
    Number(a.slice(5, 7)) + 1;
  if (months === 1) return `${monthOf(a)} ${yearOf(a)}`;
  if (months === 12 && monthOf(a) === "Jan") return yearOf(a);
  const joint = months === 2 ? "/" : "–";
  return sameYear
    ? `${monthOf(a)}${joint}${monthOf(b)} ${yearOf(b)}`
    : `${monthOf(a)} ${yearOf(a)}${joint}${monthOf(b)} ${yearOf(b)}`;
}

/** A job's title: the template's name and its period, "VAT201 — Mar/Apr 2027". */
export function jobTitle(templateName: string, p: Period): string {
  return `${templateName} — ${periodLabel(p)}`;
}
