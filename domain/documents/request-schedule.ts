/**
 * When a document request's client is reminded, and whether an upload link still opens: pure rules, read by the
 * daily pass (server/workflows/request-reminders.ts) and the link's routes, and tested on their own.
 */
import { daysBetween } from "../calendar.ts";

/** A template's reminder rhythm: days relative to the due date, then every `repeatEvery` days (0: no repeat). */
export type ReminderSchedule = { days: readonly number[]; repeatEvery: number };

/** How long an upload link opens, from the moment it is made. */
export const LINK_DAYS = 14;

/**
 * Whether `day` is a reminder day of a request due on `dueDate`: one of the schedule's days, or (after the last of
 * them) a multiple of `repeatEvery` days past it. Without any listed day, the repeats count from the due date.
 */
export function reminderDue(schedule: ReminderSchedule, dueDate: string, day: string): boolean {
  const offset = daysBetween(dueDate, day);
  if (schedule.days.includes(offset)) return true;
  const last = schedule.days.length > 0 ? Math.max(...schedule.days) : 0;
  const past = offset - last;
  return schedule.repeatEvery > 0 && past > 0 && past % schedule.repeatEvery === 0;
}

/** A kept link as its row holds it. */
export type LinkRow = { expiresAt: string; revokedAt: string | null };

/** Why a link no longer opens, or null when it does at `now`. A revoked link says so even once it is also past. */
export function linkRefusal(link: LinkRow, now: Date): "requestLinkRevoked" | "requestLinkExpired" | null {
  if (link.revokedAt !== null) return "requestLinkRevoked";
  if (Date.parse(link.expiresAt) <= now.getTime()) return "requestLinkExpired";
  return null;
}

/** When a link made at `now` stops opening. */
export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + LINK_DAYS * 86_400_000);
}
