/**
 * The practice's calendar day. Deadlines and "not in the future" checks are South African business rules, so the
 * day is taken in Africa/Johannesburg, not in the server's zone (containers run in UTC: 00:30 SAST would
 * otherwise still be yesterday).
 */
const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Johannesburg",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function practiceToday(now: Date): string {
  return format.format(now);
}
