/**
 * The date arithmetic of statutory due dates (issue 36): month ends, months counted forward, and a due date that
 * falls on a weekend or public holiday moved as its rule says. Pure; dates are ISO `YYYY-MM-DD`.
 */
import { addDays, daysInMonth, isBusinessDay, isoDate } from "../calendar.ts";

/** Which way a due date on a weekend or public holiday moves: to the business day before, or the one after. */
export type Shift = "earlier" | "later";

/** A calendar month: `month` 1–12. */
export type YearMonth = { year: number; month: number };

/** `at` moved `n` months on (n may be negative). */
export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthEnd({ year, month }: YearMonth): string {
  return isoDate(year, month, daysInMonth(year, month));
}

export function monthStart({ year, month }: YearMonth): string {
  return isoDate(year, month, 1);
}

/** Day `day` of the month, or its last day when the month is shorter. */
export function dayOf({ year, month }: YearMonth, day: number): string {
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/** `YYYY-MM` of a month. */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, "0")}`;

/** `date` itself when it is a business day, else the nearest business day before or after it. */
export function onBusinessDay(date: string, shift: Shift, extra: readonly string[] = []): string {
  let day = date;
  while (!isBusinessDay(day, extra)) day = addDays(day, shift === "earlier" ? -1 : 1);
  return day;
}

/** The month's last business day. */
export function lastBusinessDay(at: YearMonth, extra: readonly string[] = []): string {
  return onBusinessDay(monthEnd(at), "earlier", extra);
}
