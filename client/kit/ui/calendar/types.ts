import type { ReactNode } from "react";
import type { CalendarView, CalEntry, Day, DayMark } from "./dates.ts";

export type NewRange = { allDay: boolean; start: string; end: string };

/** What a screen gives the calendar views (CalendarViews.tsx). */
export type CalendarProps = {
  entries: CalEntry[];
  view: CalendarView;
  day: Day;
  onNavigate: (view: CalendarView, day: Day) => void;
  /** An entry chosen (clicked, or Enter); entries with `href` are links instead. */
  onOpen?: (entry: CalEntry) => void;
  /** Days marked on their cells (public holidays): shown in the month and week views and the agenda. */
  marks?: ReadonlyMap<Day, DayMark[]>;
  /**
   * The entries have no time of day (deadlines): the week and day views are their days' columns alone, without
   * the hours, and the agenda has no time column.
   */
  untimed?: boolean;
  /** A new entry asked for by clicking or selecting days or slots; without it nothing can be created. */
  onCreate?: (range: NewRange) => void;
  /** An entry moved or resized (by dragging or the keyboard); without it entries stay put. */
  onChange?: (entry: CalEntry) => void;
  /** Buttons of the screen beside the toolbar's. */
  actions?: ReactNode;
  /**
   * Days with more entries than `entries` holds for them (a screen that asks for only the first MONTH_DAY_CHIPS a
   * day): how many each has, for the month's "+N more".
   */
  dayTotals?: Readonly<Record<Day, number>>;
};

/** The entries a day's cell of the month shows; the rest are "+N more", which opens the day. */
export const MONTH_DAY_CHIPS = 3;

/** An entry as a view draws it: a chip, with classes of the view's own (placed on the time grid). */
export type Chip = (entry: CalEntry, extra?: string) => ReactNode;
