/**
 * Capacity (issue 38): each employee's weekly hours beside the budgeted hours of their open jobs due in each week
 * the workload shows. The server sums the hours per assignee and due date in one statement
 * (server/backoffice/queries/job-capacity.ts); which week they fall in and who is over is decided here, on ISO
 * dates, with no clock.
 */
import { addDays, daysBetween } from "../calendar.ts";

/** What an employee who never set their weekly hours works: a full-time week. */
export const DEFAULT_WEEKLY_HOURS = 40;
/** The most weekly hours an employee may be given (the employee form's bound). */
export const MAX_WEEKLY_HOURS = 80;

/** The budgeted hours of an employee's open jobs due on one day (what the server sums). */
export type DueHours = { employeeId: string; due: string; hours: number };

/** One employee's capacity in the workload: their weekly hours, the hours due in each week, and which are over. */
export type Capacity = { weeklyHours: number; hours: number[]; over: boolean[] };

/**
 * The week of the workload a day falls in (0: the week of `monday`), or undefined when it falls before the first
 * or after the last of `weeks` weeks.
 */
export function weekOf(monday: string, day: string, weeks: number): number | undefined {
  const days = daysBetween(monday, day);
  if (days < 0) return undefined;
  const week = Math.floor(days / 7);
  return week < weeks ? week : undefined;
}

/** Over capacity: more hours due in a week than the employee works in one (a week of 0 hours holds none). */
export function isOver(hours: number, weeklyHours: number): boolean {
  return hours > weeklyHours;
}

/**
 * Each listed employee's capacity over `weeks` weeks from `monday`: the hours due in each week (days outside them
 * add nothing) against their weekly hours (DEFAULT_WEEKLY_HOURS when they have none).
 */
export function capacities(
  employees: readonly string[],
  weeklyHours: ReadonlyMap<string, number>,
  due: readonly DueHours[],
  monday: string,
  weeks: number,
): Map<string, Capacity> {
  const out = new Map<string, Capacity>();
  for (const id of employees) {
    out.set(id, {
      weeklyHours: weeklyHours.get(id) ?? DEFAULT_WEEKLY_HOURS,
      hours: Array.from({ length: weeks }, () => 0),
      over: [],
    });
  }
  for (const d of due) {
    const capacity = out.get(d.employeeId);
    const week = weekOf(monday, d.due, weeks);
    if (capacity && week !== undefined) capacity.hours[week] += d.hours;
  }
  for (const capacity of out.values()) {
    capacity.over = capacity.hours.map((h) => isOver(h, capacity.weeklyHours));
  }
  return out;
}

/** The last day of the `weeks` weeks from `monday`: the end of the range whose hours are summed. */
export function lastDay(monday: string, weeks: number): string {
  return addDays(monday, 7 * weeks - 1);
}
