/**
 * The practice's deadlines seen together (issue 16), pure: an entry's state on a day, the days the calendar marks,
 * "my work"'s weeks and the workload's. The server collects the entries (server/workflows/practice-deadlines.ts);
 * what they mean is decided here, on ISO dates, with no clock.
 */
import { addDays, dayOfWeek, daysBetween, isDisputeDiesNon, publicHolidays } from "../calendar.ts";
import { deadlineStatus } from "../deadlines.ts";
import type {
  DeadlineEntry,
  DeadlineState,
  MarkedDay,
  MyWorkAnswer,
  WorkloadAnswer,
} from "./practice-work.ts";

/** The state of a due date on `today`: done when the record is no longer open, else as deadlineStatus says. */
export function entryState(due: string, open: boolean, today: string): DeadlineState {
  if (!open) return "done";
  const status = deadlineStatus(due, today);
  return status === "ok" ? "later" : status;
}

/**
 * The days of [from, to] the calendar marks, in date order: the public holidays (with the configured `extra`
 * ones) and the days of the 16 December - 15 January dispute exclusion. A holiday inside the exclusion (Christmas)
 * is marked twice, once as each: they mean different things to a deadline.
 */
export function markedDays(from: string, to: string, extra: readonly string[] = []): MarkedDay[] {
  const out: MarkedDay[] = [];
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const holidays = new Map<string, string>();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const h of publicHolidays(year, extra)) holidays.set(h.date, h.name);
  }
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const holiday = holidays.get(day);
    if (holiday) out.push({ date: day, kind: "holiday", name: holiday });
    if (isDisputeDiesNon(day)) {
      out.push({ date: day, kind: "dispute-exclusion", name: DISPUTE_EXCLUSION_NAME });
    }
  }
  return out;
}

/** The exclusion's name as the calendar shows it (English; the client words it in the reader's language). */
export const DISPUTE_EXCLUSION_NAME = "Dispute days excluded (16 December - 15 January)";

/**
 * The first day of `date`'s week, the week starting on `first` (Date.getDay()'s number: Monday, 1, unless the
 * person chose Sunday, 0, or Saturday, 6).
 */
export function weekStart(date: string, first: number = 1): string {
  return addDays(date, -((dayOfWeek(date) - first + 7) % 7));
}

/**
 * The last day "my work" looks at from `today`: the end of next week. Everything open and due up to it is
 * overdue, due this week or next, the weeks starting on `first`.
 */
export function myWorkHorizon(today: string, first: number = 1): string {
  return addDays(weekStart(today, first), 13);
}

/**
 * Groups one employee's open entries (sorted by due date) as "my work" shows them, the weeks starting on `first`;
 * `truncated` when the entries are the first of more (the cut the answer says it made).
 */
export function myWork(
  employeeId: string,
  entries: readonly DeadlineEntry[],
  today: string,
  first: number = 1,
  truncated = false,
): MyWorkAnswer {
  const start = weekStart(today, first);
  const nextStart = addDays(start, 7);
  const horizon = myWorkHorizon(today, first);
  const open = entries.filter((e) => e.state !== "done" && e.due <= horizon);
  const overdue = open.filter((e) => e.due < today);
  const thisWeek = open.filter((e) => e.due >= today && e.due < nextStart);
  const nextWeek = open.filter((e) => e.due >= nextStart);
  return {
    today,
    employeeId,
    overdue,
    thisWeek,
    nextWeek,
    count: overdue.length + thisWeek.length,
    truncated,
  };
}

/** How many open items an employee has due on a day (what the server counts). */
export type DueCount = { employeeId: string; employee: string; due: string; count: number };

/** Weeks the workload may show at once. */
export const MAX_WORKLOAD_WEEKS = 12;

/**
 * Open items per employee per ISO week, from this week's Monday on for `weeks` weeks, and how many are overdue
 * (due before today). Counts due later than the last week are not shown. Rows by employee name.
 */
export function workload(counts: readonly DueCount[], today: string, weeks: number): WorkloadAnswer {
  const monday = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(monday, 7 * i));
  const rows = new Map<string, WorkloadAnswer["rows"][number]>();
  for (const c of counts) {
    const week = Math.floor(daysBetween(monday, c.due) / 7);
    const overdue = c.due < today;
    if (!overdue && week >= weeks) continue;
    let row = rows.get(c.employeeId);
    if (!row) {
      row = { employeeId: c.employeeId, employee: c.employee, overdue: 0, perWeek: starts.map(() => 0) };
      rows.set(c.employeeId, row);
    }
    if (overdue) row.overdue += c.count;
    else row.perWeek[week] += c.count;
  }
  const rowsByName = [...rows.values()].sort((a, b) =>
    a.employee.localeCompare(b.employee, "en") || a.employeeId.localeCompare(b.employeeId)
  );
  return { today, weeks: starts, rows: rowsByName };
}
