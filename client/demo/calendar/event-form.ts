import dayjs from "dayjs";
import type { CalendarEvent } from "../../../domain/demo/calendar.ts";

export type EventDraft = Omit<CalendarEvent, "id"> & { id?: string };

/** The dialog's inputs: dates ("YYYY-MM-DD") for an all-day event, local date-times otherwise; the end inclusive. */
export type EventInputs = { title: string; allDay: boolean; start: string; end: string; desc: string };

/** An event as the dialog shows it. An all-day event's stored end is the next midnight: the dialog shows its last day. */
export function toInputs(e: EventDraft): EventInputs {
  if (e.allDay) {
    const first = e.start.slice(0, 10);
    const last = dayjs(e.end.slice(0, 10)).subtract(1, "day").format("YYYY-MM-DD");
    return { title: e.title, allDay: true, start: first, end: last < first ? first : last, desc: e.desc };
  }
  const local = (iso: string) => dayjs(iso).format("YYYY-MM-DDTHH:mm");
  return { title: e.title, allDay: false, start: local(e.start), end: local(e.end), desc: e.desc };
}

/** The event to save from the dialog's inputs (checked first with `checkEvent`). */
export function fromInputs(f: EventInputs, original: EventDraft): EventDraft {
  const fmt = (d: dayjs.Dayjs) => d.format("YYYY-MM-DDTHH:mm:ssZ");
  const start = f.allDay ? fmt(dayjs(f.start)) : fmt(dayjs(f.start));
  const end = f.allDay ? fmt(dayjs(f.end).add(1, "day")) : fmt(dayjs(f.end));
  return { ...original, title: f.title.trim(), allDay: f.allDay, start, end, desc: f.desc };
}

/** The server's checks, by field, as message keys: a title, dates that parse, the end not before the start. */
export function checkEvent(f: EventInputs): Record<string, "titleRequired" | "endBeforeStart"> {
  const errors: Record<string, "titleRequired" | "endBeforeStart"> = {};
  if (f.title.trim() === "") errors.title = "titleRequired";
  if (!dayjs(f.start).isValid() || !dayjs(f.end).isValid() || dayjs(f.end).isBefore(dayjs(f.start))) {
    errors.end = "endBeforeStart";
  }
  return errors;
}
