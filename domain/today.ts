/**
 * The practice's calendar day: the one "today" of the product, for deadlines, "not in the future" checks, the
 * "Today" to-do filter and file names, on the server and in the browser alike. South African business rules run
 * on the practice's wall calendar, not on the machine's zone (containers run in UTC: 00:30 SAST would otherwise
 * still be yesterday; a browser abroad would be a day off).
 */
export const DEFAULT_PRACTICE_TIME_ZONE = "Africa/Johannesburg";

let zone = DEFAULT_PRACTICE_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

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
