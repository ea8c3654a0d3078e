import { z } from "zod";
import { problemCheck } from "../api/index.ts";

/**
 * The calendar's contract (demo-apps.md §3 "Calendar event", §7 "Calendar"): an event as the mock API answers it
 * and validates it. All-day events run from midnight to the next midnight (the end is exclusive). The client
 * imports it as types only.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A whole event, with the id given as `id` (add-event lets the server assign it). */
const eventWith = <I extends z.ZodType<string | undefined>>(id: I) =>
  z.object({
    id,
    title: z.string().trim().min(1).max(300),
    allDay: z.boolean(),
    start: isoTime,
    end: isoTime,
    desc: z.string().max(5_000),
  }).refine(
    (e) => Date.parse(e.end) >= Date.parse(e.start),
    problemCheck("notBefore", { other: "start" }, ["end"]),
  );

export const calendarEventSchema = eventWith(z.string().min(1).max(100));
export const newCalendarEventSchema = eventWith(z.string().max(100).optional());

export type CalendarEvent = z.infer<typeof calendarEventSchema>;
