/**
 * The practice's calendar day: the one "today" of the product, for deadlines, "not in the future" checks, the
 * "Today" to-do filter and file names, on the server and in the browser alike. South African business rules run
 * on the practice's wall calendar, not on the machine's zone (containers run in UTC: 00:30 SAST would otherwise
 * still be yesterday; a browser abroad would be a day off).
 */
export const DEFAULT_PRACTICE_TIME_ZONE = "Africa/Johannesburg";

let zone = DEFAULT_PRACTICE_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();
const clocks = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone (`Africa/Johannesburg`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the practice's zone, once at start-up: the server from PRACTICE_TIME_ZONE, the client from what the
 * server put in the page. A zone Intl does not know is refused.
 */
export function setPracticeTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  zone = timeZone;
}

export function practiceTimeZone(): string {
  return zone;
}

/** The ISO date (YYYY-MM-DD) of `now` on the practice's calendar. */
export function practiceToday(now: Date = new Date(), timeZone: string = zone): string {
  return formatIn(timeZone).format(now);
}

/** A zone's wall clock to the second (`hourCycle`: midnight is 00, never 24). */
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

function clockParts(at: number, timeZone: string): Record<string, string> {
  return Object.fromEntries(clockIn(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * When `now` is on the practice's clock, `2026-11-22 02:00:05`: readable in logs, lists and CSV files, and in order
 * when sorted as text (within a zone without daylight saving; the instant itself is kept beside it).
 */
export function practiceDateTime(now: Date, timeZone: string = zone): string {
  const part = clockParts(now.getTime(), timeZone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const DAY_MS = 86_400_000;

/** What the zone's clock shows at instant `at` (ms), read as if it were UTC: its wall time as a number. */
function wallAt(at: number, timeZone: string): number {
  const p = clockParts(at, timeZone);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/**
 * The instant at which the practice's clock first shows `hour`:00 on `date` (YYYY-MM-DD), in any zone: the earlier
 * one when the clock goes back over it, and on a day it jumps over that hour (daylight saving begins at 02:00),
 * the moment it jumps, found by halving the gap.
 */
export function practiceInstant(date: string, hour: number, timeZone: string = zone): Date {
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  // The zone's offset then is the one a day before or a day after: zones change theirs far less often.
  const offsets = new Set([wall - DAY_MS, wall + DAY_MS].map((at) => wallAt(at, timeZone) - at));
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const shown = candidates.find((at) => wallAt(at, timeZone) === wall);
  if (shown !== undefined || candidates.length === 1) return new Date(shown ?? candidates[0]);
  // Between the two candidates the clock jumps from before `hour` to after it: the first second it shows after.
  let [before, after] = candidates;
  while (after - before > 1_000) {
    const mid = before + Math.floor((after - before) / 2_000) * 1_000;
    if (wallAt(mid, timeZone) > wall) after = mid;
    else before = mid;
  }
  return new Date(after);
}
