import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { CALENDAR_MESSAGES } from "../../client/demo/calendar/messages.ts";
import { checkEvent, fromInputs, toInputs } from "../../client/demo/calendar/event-form.ts";
import { CALENDAR_VIEW_MESSAGES } from "../../client/kit/ui/calendar/messages.ts";
import {
  type CalEntry,
  entriesOn,
  entryDays,
  layoutDay,
  monthWeeks,
  moveDays,
  moveToDay,
  resize,
  startOfWeek,
  step,
  viewDays,
} from "../../client/kit/ui/calendar/dates.ts";
import { droppedAt, movedByKey } from "../../client/kit/ui/calendar/moves.ts";
import { assertTranslated } from "../support/i18n.ts";

const holiday: CalEntry = {
  id: "h",
  title: "Human Rights Day",
  allDay: true,
  start: "2026-03-21T00:00:00+02:00",
  end: "2026-03-22T00:00:00+02:00",
};

Deno.test("calendar words exist in English, Turkish and Arabic", () => {
  assertTranslated(CALENDAR_MESSAGES);
  assertTranslated(CALENDAR_VIEW_MESSAGES);
});

Deno.test("a week starts on the day asked for: Sunday, Monday or Saturday", () => {
  strictEqual(startOfWeek("2026-11-25", 0), "2026-11-22");
  strictEqual(startOfWeek("2026-11-25", 1), "2026-11-23");
  strictEqual(startOfWeek("2026-11-25", 6), "2026-11-21");
});

Deno.test("a month is whole weeks from the one holding the 1st to the one holding the last day", () => {
  const weeks = monthWeeks("2026-11-10", 1);
  strictEqual(weeks.length, 6);
  strictEqual(weeks[0][0], "2026-10-26");
  strictEqual(weeks.at(-1)!.at(-1), "2026-12-06");
  strictEqual(monthWeeks("2026-02-10", 0).length, 4, "February 2026 starts on a Sunday");
  strictEqual(viewDays("week", "2026-11-25", 1).length, 7);
  strictEqual(viewDays("agenda", "2026-11-25", 1).length, 30);
  strictEqual(step("month", "2026-01-31", 1), "2026-02-28");
  strictEqual(step("week", "2026-11-25", -1), "2026-11-18");
});

Deno.test("an all-day entry keeps its own date whatever the zone; its end is exclusive", () => {
  deepStrictEqual(entryDays(holiday), { first: "2026-03-21", after: "2026-03-22" });
  strictEqual(entriesOn([holiday], "2026-03-21").length, 1);
  strictEqual(entriesOn([holiday], "2026-03-22").length, 0);
  const moved = moveDays(holiday, 3);
  deepStrictEqual([moved.start, moved.end], ["2026-03-24T00:00:00+02:00", "2026-03-25T00:00:00+02:00"]);
  strictEqual(moveToDay(holiday, "2026-03-10").start, "2026-03-10T00:00:00+02:00");
  strictEqual(resize(holiday, 2).end, "2026-03-24T00:00:00+02:00");
  strictEqual(resize(holiday, -5).end, "2026-03-22T00:00:00+02:00", "never shorter than a day");
});

Deno.test("timed entries: moves keep the length, a resize never ends before one slot; overlaps share the width", () => {
  const meeting: CalEntry = {
    id: "m",
    title: "m",
    allDay: false,
    start: "2026-03-12T09:00:00Z",
    end: "2026-03-12T10:00:00Z",
  };
  const later = moveDays(meeting, 1);
  strictEqual(Date.parse(later.end) - Date.parse(later.start), 3_600_000);
  strictEqual(Date.parse(later.start) - Date.parse(meeting.start), 86_400_000);
  const short = resize(meeting, -120);
  strictEqual(Date.parse(short.end) - Date.parse(short.start), 30 * 60_000);
  const a = { ...meeting, id: "a" };
  const b = { ...meeting, id: "b", start: "2026-03-12T09:30:00Z", end: "2026-03-12T11:00:00Z" };
  const c = { ...meeting, id: "c", start: "2026-03-12T12:00:00Z", end: "2026-03-12T13:00:00Z" };
  const layout = layoutDay([a, b, c], "2026-03-12");
  deepStrictEqual(layout.get("a"), { column: 0, columns: 2 });
  deepStrictEqual(layout.get("b"), { column: 1, columns: 2 });
  deepStrictEqual(layout.get("c"), { column: 0, columns: 1 });
});

Deno.test("the event dialog shows an all-day event's last day and saves the next midnight; it checks title and order", () => {
  const inputs = toInputs({ ...holiday, desc: "" });
  deepStrictEqual([inputs.start, inputs.end], ["2026-03-21", "2026-03-21"]);
  const saved = fromInputs({ ...inputs, end: "2026-03-23" }, { ...holiday, desc: "" });
  strictEqual(saved.end.slice(0, 10), "2026-03-24");
  deepStrictEqual(checkEvent({ ...inputs, title: " " }), { title: "titleRequired" });
  deepStrictEqual(checkEvent({ ...inputs, end: "2026-03-20" }), { end: "endBeforeStart" });
});

Deno.test("an arrow key moves an entry a day (mirrored right to left), a week in the month; Shift moves its end", () => {
  const key = (k: string, shift = false, rtl = false) => ({ key: k, shift, rtl });
  deepStrictEqual(movedByKey(holiday, key("ArrowRight"), "month"), moveDays(holiday, 1));
  deepStrictEqual(movedByKey(holiday, key("ArrowRight", false, true), "month"), moveDays(holiday, -1));
  deepStrictEqual(movedByKey(holiday, key("ArrowDown"), "month"), moveDays(holiday, 7));
  deepStrictEqual(movedByKey(holiday, key("ArrowDown"), "week"), moveDays(holiday, 1));
  deepStrictEqual(movedByKey(holiday, key("ArrowDown", true), "week"), resize(holiday, 1));
  const meeting: CalEntry = {
    ...holiday,
    allDay: false,
    start: "2026-03-20T09:00:00+02:00",
    end: "2026-03-20T10:00:00+02:00",
  };
  const at = (iso: string) => Date.parse(iso);
  strictEqual(at(movedByKey(meeting, key("ArrowDown"), "day").start), at("2026-03-20T09:30:00+02:00"));
  strictEqual(at(movedByKey(meeting, key("ArrowUp", true), "week").end), at("2026-03-20T09:30:00+02:00"));
});

Deno.test("an entry dropped on a day moves there; dropped by its lower edge, it ends there", () => {
  deepStrictEqual(droppedAt(holiday, { day: "2026-03-24" }, false), moveToDay(holiday, "2026-03-24"));
  const longer = droppedAt(holiday, { day: "2026-03-23" }, true);
  strictEqual(longer.start, holiday.start);
  deepStrictEqual(entryDays(longer), { first: "2026-03-21", after: "2026-03-24" });
});
