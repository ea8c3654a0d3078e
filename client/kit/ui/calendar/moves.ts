import dayjs from "dayjs";
import {
  type CalendarView,
  type CalEntry,
  type Day,
  endAtSlot,
  entryDays,
  moveDays,
  moveMinutes,
  moveToDay,
  moveToSlot,
  resize,
  SLOT_MINUTES,
} from "./dates.ts";

/**
 * An entry dropped on a day or a slot: moved there, or, dragged by its lower edge (`resizing`), ending there
 * (a day: its last day; a slot: its end time).
 */
export function droppedAt(
  entry: CalEntry,
  target: { day: Day; minute?: number },
  resizing: boolean,
): CalEntry {
  if (resizing) {
    return target.minute === undefined
      ? resize(entry, dayjs(target.day).diff(dayjs(entryDays(entry).after).subtract(1, "day"), "day"))
      : endAtSlot(entry, target.day, target.minute);
  }
  return target.minute === undefined
    ? moveToDay(entry, target.day)
    : moveToSlot(entry, target.day, target.minute);
}

/**
 * An entry moved by an arrow key: left and right a day (mirrored right to left), up and down a slot on the time
 * grid, else a day (a week in the month); with Shift its end moves instead.
 */
export function movedByKey(
  entry: CalEntry,
  { key, shift, rtl }: { key: string; shift: boolean; rtl: boolean },
  view: CalendarView,
): CalEntry {
  const across = (key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0) * (rtl ? -1 : 1);
  const down = key === "ArrowDown" ? 1 : key === "ArrowUp" ? -1 : 0;
  const timeGrid = view === "week" || view === "day";
  if (shift) {
    const amount = across || down;
    return entry.allDay || !timeGrid ? resize(entry, amount) : resize(entry, amount * SLOT_MINUTES);
  }
  if (across) return moveDays(entry, across);
  if (timeGrid && !entry.allDay) return moveMinutes(entry, down * SLOT_MINUTES);
  return moveDays(entry, down * (view === "month" ? 7 : 1));
}
