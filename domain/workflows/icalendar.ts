/**
 * The practice's deadlines as an iCalendar feed (RFC 5545), for Outlook and Google Calendar: one all-day event per
 * deadline, its UID stable across fetches so a calendar updates an event rather than adding another. Pure: the
 * caller gives the entries, the absolute origin for links and the time stamp.
 */
import { addDays } from "../calendar.ts";
import type { DeadlineEntry, DeadlineKind } from "./practice-work.ts";

/** How each kind reads in an event's title (calendars show one language; the practice's own is English). */
export const KIND_NAMES: Record<DeadlineKind, string> = {
  incometax: "Return due",
  objection: "Objection deadline",
  annualreturn: "Annual return due",
  correspondence: "Response to SARS due",
  taxclearance: "Tax clearance expires",
  assessment: "Assessment payment due",
  project: "Project due",
  obligation: "Statutory obligation due",
  documentrequest: "Documents due from the client",
  job: "Job due",
};

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, a line break as `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();
/** RFC 5545 3.1: lines are at most 75 octets; longer ones continue on lines that begin with a space. */
const MAX_OCTETS = 75;

/**
 * A content line folded at 75 octets of UTF-8, never inside a character (an Arabic letter is two octets, an emoji
 * four), with CRLF after every line.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75.
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.map((l) => `${l}\r\n`).join("");
}

/** `YYYYMMDD` of an ISO date. */
const basicDate = (iso: string) => iso.replaceAll("-", "");

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
}

export type CalendarOptions = {
  /** The calendar's name in the reader's list of calendars. */
  name: string;
  /** The origin links start with (`https://practice.example`): a calendar needs absolute addresses. */
  origin: string;
  /** DTSTAMP: when the feed was made. */
  now: Date;
};

/** One deadline's VEVENT lines (unfolded). */
function eventLines(entry: DeadlineEntry, origin: string, stamp: string): string[] {
  const link = new URL(entry.link, origin).href;
  const summary = `${KIND_NAMES[entry.kind]}: ${entry.title}`;
  const about = [
    entry.account ? `Client: ${entry.account}` : null,
    entry.employee ? `With: ${entry.employee}` : null,
    entry.state === "done" ? "Done" : null,
    link,
  ].filter((l) => l !== null).join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${entry.id}@ledgerdesk`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(entry.due)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(entry.due, 1))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(about)}`,
    `URL:${link}`,
    `CATEGORIES:${escapeText(entry.kind)}`,
    // Free time: a deadline is a reminder, not a meeting that blocks the day.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole feed: a VCALENDAR of one event per entry, folded, CRLF line ends. */
export function calendarText(entries: readonly DeadlineEntry[], options: CalendarOptions): string {
  const stamp = utcStamp(options.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ledgerdesk//Practice deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...entries.flatMap((e) => eventLines(e, options.origin, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("");
}
