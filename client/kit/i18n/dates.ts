/**
 * The one way the client writes a date or a time for people: on the practice's clock (domain/today.ts, the zone
 * the server put in the page), whatever the browser's zone, in the interface language's words (month names in
 * Arabic when the page is in Arabic). Two screens that show the same moment show it alike: a trigger run's page
 * (its time on the practice's clock, as the server wrote it) and a record's history (an instant).
 */
import { practiceInstant, practiceTimeZone, practiceToday } from "../../../domain/today.ts";

/** The date locale of a language: English as written in South Africa ("3 Mar 2026", not "Mar 3, 2026"). */
export function localeOf(lang: string): string {
  return lang === "en" ? "en-ZA" : lang;
}

const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})$/;
/** A time on the practice's clock with no offset: the server's practiceDateTime ("2026-11-22 02:00:05"). */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a value stands for: a timestamp with its offset is itself; a time without one is read on the
 * practice's clock; a bare date is its noon there (so it stays that day however it is written). null when it is
 * none of them.
 */
export function instantOf(value: string): Date | null {
  const date = ISO_DATE.exec(value);
  if (date) return practiceInstant(date[1], 12);
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, day, hour, minute, second = "0"] = wall;
    return new Date(
      practiceInstant(day, Number(hour)).getTime() + (Number(minute) * 60 + Number(second)) * 1000,
    );
  }
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time format of the language on the practice's clock (made once per language, zone and shape). */
function formatOf(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = practiceTimeZone();
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A date or time (ISO date, practice clock time or timestamp) in the language, with the parts `options` asks for;
 * "" for nothing, the value itself when it is no date.
 */
export function formatWhen(value: unknown, lang: string, options: Intl.DateTimeFormatOptions): string {
  if (typeof value !== "string" || value === "") return "";
  const at = instantOf(value);
  return at ? formatOf(lang, options).format(at) : value;
}

/**
 * One part (the day's number) of a date as formatWhen writes it with `options`: a label and the text it names
 * agree (South African English writes "01 November", so the day alone is "01" there too).
 */
export function partOf(
  value: string,
  lang: string,
  options: Intl.DateTimeFormatOptions,
  part: Intl.DateTimeFormatPartTypes,
): string {
  const at = instantOf(value);
  return at ? formatOf(lang, options).formatToParts(at).find((p) => p.type === part)?.value ?? "" : "";
}

/** A short date: "3 Mar 2026". */
export function formatDate(value: unknown, lang: string): string {
  return formatWhen(value, lang, DATE);
}

/** A month of the year (1–12) by its name in the language: 2 → "February", "Şubat", "فبراير". */
export function monthName(month: number, lang: string): string {
  return formatWhen(`2000-${String(month).padStart(2, "0")}-15`, lang, { month: "long" });
}

/** A date with its time of day: "3 Mar 2026, 14:05". */
export function formatDateTime(value: unknown, lang: string): string {
  return formatWhen(value, lang, { ...DATE, ...TIME });
}

/** The time of day alone: "14:05". */
export function formatTime(value: unknown, lang: string): string {
  return formatWhen(value, lang, TIME);
}

/** As short as is clear in a list: the time today, the day and month this year, else the date. */
export function formatShort(value: unknown, lang: string, now: Date = new Date()): string {
  if (typeof value !== "string" || value === "") return "";
  const at = instantOf(value);
  if (!at) return value;
  const day = practiceToday(at);
  const today = practiceToday(now);
  if (day === today) return formatTime(value, lang);
  if (day.slice(0, 4) === today.slice(0, 4)) {
    return formatWhen(value, lang, { day: "numeric", month: "short" });
  }
  return formatDate(value, lang);
}
