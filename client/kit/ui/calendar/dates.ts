import dayjs, { type Dayjs } from "dayjs";
// The views name months and weekdays in the interface's language.
import "dayjs/locale/ar.js";
import "dayjs/locale/tr.js";

/**
 * The calendar's pure date logic, for the calendar app and any screen that shows dated entries in its views.
 * Days are "YYYY-MM-DD" strings. An all-day entry's days are read from its own date text (its end exclusive),
 * so a holiday stays on its day whatever the browser's zone; a timed entry is an instant, shown in local time.
 */

export type CalendarView = "month" | "week" | "day" | "agenda";
export const VIEWS: readonly CalendarView[] = ["month", "week", "day", "agenda"];

/**
 * What the views draw. `end` is exclusive; `color` is a CSS colour, or `className` colours it with classes
 * instead. A screen whose entries have a state shows it as `icon` with `status` as its words (never by colour
 * alone); an entry with `href` is a link to that address (a read-only screen's records), given `hrefState` as its
 * history state (where it was opened from).
 */
export type CalEntry = {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  color?: string;
  className?: string;
  icon?: string;
  status?: string;
  href?: string;
  hrefState?: unknown;
  /** More than the title says (a deadline's record): in the entry's tooltip and read after its title. */
  detail?: string;
};

/** A day the views mark on its cell (a public holiday): its words, and classes that tint the cell. */
export type DayMark = { label: string; className: string };

export type Day = string;

export const SLOT_MINUTES = 30;
/** Agenda: this many days from the shown date. */
export const AGENDA_DAYS = 30;

export const dayOf = (d: Dayjs): Day => d.format("YYYY-MM-DD");
export const addDays = (day: Day, n: number): Day => dayOf(dayjs(day).add(n, "day"));

/** The first day of the week holding `day`, the week starting on `weekStart` (Date.getDay()'s number). */
export function startOfWeek(day: Day, weekStart: number): Day {
  const d = dayjs(day);
  return dayOf(d.subtract((d.day() - weekStart + 7) % 7, "day"));
}

/** The month view's weeks: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(day: Day, weekStart: number): Day[][] {
  const first = dayjs(day).startOf("month");
  const last = first.endOf("month");
  let cursor = startOfWeek(dayOf(first), weekStart);
  const weeks: Day[][] = [];
  while (cursor <= dayOf(last)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
    cursor = addDays(cursor, 7);
  }
  return weeks;
}

/** The days a view shows around `day`. */
export function viewDays(view: CalendarView, day: Day, weekStart: number): Day[] {
  switch (view) {
    case "month":
      return monthWeeks(day, weekStart).flat();
    case "week": {
      const first = startOfWeek(day, weekStart);
      return Array.from({ length: 7 }, (_, i) => addDays(first, i));
    }
    case "day":
      return [day];
    case "agenda":
      return Array.from({ length: AGENDA_DAYS }, (_, i) => addDays(day, i));
  }
}

/** Where "previous" and "next" go from `day` in a view. */
export function step(view: CalendarView, day: Day, direction: 1 | -1): Day {
  const unit = view === "month" ? "month" : view === "week" ? "week" : "day";
  const amount = view === "agenda" ? AGENDA_DAYS : 1;
  return dayOf(dayjs(day).add(direction * amount, unit));
}

/** The first day and the day after the last of an entry. */
export function entryDays(e: CalEntry): { first: Day; after: Day } {
  if (e.allDay) {
    const first = e.start.slice(0, 10);
    const end = e.end.slice(0, 10);
    return { first, after: end > first ? end : addDays(first, 1) };
  }
  const start = dayjs(e.start);
  const end = dayjs(e.end);
  // A timed entry ending at midnight does not reach into the next day.
  const lastMoment = end.isAfter(start) ? end.subtract(1, "millisecond") : start;
  return { first: dayOf(start), after: addDays(dayOf(lastMoment), 1) };
}

export const onDay = (e: CalEntry, day: Day) => {
  const { first, after } = entryDays(e);
  return first <= day && day < after;
};

/** Entries on a day: all-day ones first, then by start. */
export function entriesOn(entries: CalEntry[], day: Day): CalEntry[] {
  return entries.filter((e) => onDay(e, day)).sort((a, b) =>
    a.allDay !== b.allDay ? (a.allDay ? -1 : 1) : Date.parse(a.start) - Date.parse(b.start)
  );
}

/** A timed entry's place in a day's column, in minutes from midnight (clipped to the day). */
export function minutesIn(e: CalEntry, day: Day): { top: number; bottom: number } {
  const midnight = dayjs(day);
  const top = Math.max(0, dayjs(e.start).diff(midnight, "minute"));
  const bottom = Math.min(24 * 60, dayjs(e.end).diff(midnight, "minute"));
  return { top, bottom: Math.max(bottom, top + SLOT_MINUTES / 2) };
}

/**
 * Side-by-side columns for a day's timed entries: entries that overlap share the width. Each gets its column
 * and the number of columns of its cluster.
 */
export function layoutDay(entries: CalEntry[], day: Day): Map<string, { column: number; columns: number }> {
  const timed = entries.filter((e) => !e.allDay && onDay(e, day))
    .map((e) => ({ e, ...minutesIn(e, day) }))
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const out = new Map<string, { column: number; columns: number }>();
  let cluster: typeof timed = [];
  let ends: number[] = [];
  let clusterEnd = -1;
  const flush = () => {
    for (const c of cluster) out.set(c.e.id, { column: out.get(c.e.id)!.column, columns: ends.length });
    cluster = [];
    ends = [];
  };
  for (const item of timed) {
    if (item.top >= clusterEnd) flush();
    let column = ends.findIndex((end) => end <= item.top);
    if (column < 0) column = ends.push(item.bottom) - 1;
    else ends[column] = item.bottom;
    out.set(item.e.id, { column, columns: 0 });
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.bottom);
  }
  flush();
  return out;
}

/** The same wall-clock text a number of days later (an all-day entry's date, with its own offset kept). */
const shiftDate = (iso: string, days: number) => addDays(iso.slice(0, 10), days) + iso.slice(10);
const fmt = (d: Dayjs) => d.format("YYYY-MM-DDTHH:mm:ssZ");

/** An entry moved by whole days (keeping its times and length). */
export function moveDays<E extends CalEntry>(e: E, days: number): E {
  if (e.allDay) return { ...e, start: shiftDate(e.start, days), end: shiftDate(e.end, days) };
  return { ...e, start: fmt(dayjs(e.start).add(days, "day")), end: fmt(dayjs(e.end).add(days, "day")) };
}

/** A timed entry moved by minutes, keeping its length. */
export function moveMinutes<E extends CalEntry>(e: E, minutes: number): E {
  return {
    ...e,
    start: fmt(dayjs(e.start).add(minutes, "minute")),
    end: fmt(dayjs(e.end).add(minutes, "minute")),
  };
}

/** An entry moved so it starts on `day` (its time of day and length kept). */
export function moveToDay<E extends CalEntry>(e: E, day: Day): E {
  return moveDays(e, dayjs(day).diff(dayjs(entryDays(e).first), "day"));
}

/** A timed entry moved to start at `minute` of `day`, keeping its length. */
export function moveToSlot<E extends CalEntry>(e: E, day: Day, minute: number): E {
  const length = dayjs(e.end).diff(dayjs(e.start), "minute");
  const start = dayjs(day).add(minute, "minute");
  return {
    ...e,
    allDay: false,
    start: fmt(start),
    end: fmt(start.add(Math.max(length, SLOT_MINUTES), "minute")),
  };
}

/**
 * An entry's end moved (a timed one by minutes, an all-day one by days); it never ends before one slot (or one
 * day) after its start.
 */
export function resize<E extends CalEntry>(e: E, amount: number): E {
  if (e.allDay) {
    const { first, after } = entryDays(e);
    const next = addDays(after, amount);
    return { ...e, end: (next > first ? next : addDays(first, 1)) + e.end.slice(10) };
  }
  const end = dayjs(e.end).add(amount, "minute");
  const least = dayjs(e.start).add(SLOT_MINUTES, "minute");
  return { ...e, end: fmt(end.isBefore(least) ? least : end) };
}

/** A timed entry's end set to the end of the slot at `minute` of `day` (resizing by dragging). */
export function endAtSlot<E extends CalEntry>(e: E, day: Day, minute: number): E {
  const end = dayjs(day).add(minute + SLOT_MINUTES, "minute");
  const least = dayjs(e.start).add(SLOT_MINUTES, "minute");
  return { ...e, end: fmt(end.isBefore(least) ? least : end) };
}

/** A new entry's range from a selection of days (all-day) or of slots (timed). */
export function rangeOfDays(a: Day, b: Day): { allDay: true; start: string; end: string } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  return { allDay: true, start: fmt(dayjs(first)), end: fmt(dayjs(addDays(last, 1))) };
}

export function rangeOfSlots(day: Day, a: number, b: number): { allDay: false; start: string; end: string } {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return {
    allDay: false,
    start: fmt(dayjs(day).add(from, "minute")),
    end: fmt(dayjs(day).add(to + SLOT_MINUTES, "minute")),
  };
}
