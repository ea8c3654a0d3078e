import { useDraggable } from "@dnd-kit/core";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { formatWhen } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/index.ts";
import { DayCell, Marks, Slot, SLOT_PX } from "./cells.tsx";
import {
  type CalEntry,
  type Day,
  dayOf,
  entriesOn,
  layoutDay,
  minutesIn,
  rangeOfDays,
  rangeOfSlots,
  SLOT_MINUTES,
} from "./dates.ts";
import { dropKey } from "./drops.ts";
import { useSelection } from "./selection.ts";
import type { CalendarProps, Chip } from "./types.ts";

const SLOTS = (24 * 60) / SLOT_MINUTES;

/** The lower edge of an entry on the time grid: dragged, it changes the entry's end. */
function ResizeHandle({ entry }: { entry: CalEntry }) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `end:${entry.id}`,
    data: { id: entry.id, resize: true },
  });
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      tabIndex={-1}
      aria-label={t("calendarViews.resize", { title: entry.title })}
      className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
      data-testid="calendar-resize"
    />
  );
}

/**
 * The week and day views: each day's all-day entries on top, then its half-hour slots with the timed entries side
 * by side where they overlap, and a line at the present time. Untimed screens (deadlines) show the days alone.
 */
export function TimeGrid(
  { entries, days, chip, over, onNavigate, onCreate, marks, untimed }: CalendarProps & {
    days: Day[];
    chip: Chip;
    over: string | null;
  },
) {
  const lang = language.value;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 7 * 2 * SLOT_PX });
  }, []);
  const selection = useSelection<{ day: Day; minute: number }>((a, b) => {
    if (a.day === b.day) onCreate?.(rangeOfSlots(a.day, a.minute, b.minute));
  });
  const [now, setNow] = useState(dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const allDayRange = useSelection<Day>((a, b) => onCreate?.(rangeOfDays(a, b)));
  return (
    <div className="flex flex-col flex-1 min-h-0" data-testid="calendar-timegrid">
      <div className="flex border-b border-base-300">
        {!untimed && <div className="w-14 shrink-0" />}
        {days.map((d) => (
          <div key={d} className="flex-1 min-w-0 text-center py-1 border-s border-base-300">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              data-testid="calendar-weekday"
              onClick={() => onNavigate("day", d)}
            >
              {formatWhen(d, lang, { weekday: "short", day: "numeric" })}
            </button>
            <Marks marks={marks?.get(d)} />
          </div>
        ))}
      </div>
      <div className={`flex border-b border-base-300 ${untimed ? "flex-1" : ""}`}>
        {!untimed && (
          <div className="w-14 shrink-0 text-[10px] opacity-70 p-1">{t("calendarViews.allDay")}</div>
        )}
        {days.map((d) => (
          <DayCell
            key={d}
            day={d}
            over={over === d}
            data-testid="calendar-allday"
            data-day={d}
            className={`flex-1 min-w-0 border-s border-base-300 p-0.5 flex flex-col gap-0.5 ${
              untimed ? "min-h-64" : "min-h-8"
            }`}
            {...allDayRange.props(d)}
          >
            {entriesOn(entries, d).filter((e) => e.allDay).map((e) => chip(e))}
          </DayCell>
        ))}
      </div>
      {!untimed && (
        <div
          ref={scroller}
          className="flex flex-1 min-h-80 max-h-[calc(100dvh-16rem)] overflow-y-auto select-none"
        >
          <div className="w-14 shrink-0">
            {Array.from(
              { length: 24 },
              (_, h) => (
                <div key={h} className="text-[10px] opacity-70 text-end pe-1" style={{ height: SLOT_PX * 2 }}>
                  {dayjs().hour(h).minute(0).format("HH:mm")}
                </div>
              ),
            )}
          </div>
          {days.map((d) => {
            const layout = layoutDay(entries, d);
            return (
              <div
                key={d}
                className="relative flex-1 min-w-0 self-start border-s border-base-300"
                data-testid="calendar-column"
                data-day={d}
              >
                {Array.from({ length: SLOTS }, (_, i) => {
                  const minute = i * SLOT_MINUTES;
                  const on = selection.anchor?.day === d && selection.hover?.day === d &&
                    Math.min(selection.anchor.minute, selection.hover.minute) <= minute &&
                    minute <= Math.max(selection.anchor.minute, selection.hover.minute);
                  return (
                    <Slot
                      key={i}
                      day={d}
                      minute={minute}
                      over={over === dropKey(d, minute)}
                      data-testid="calendar-slot"
                      data-minute={minute}
                      className={`${
                        i % 2 ? "border-b border-base-300" : "border-b border-dashed border-base-200"
                      } ${on ? "bg-primary/15" : ""}`}
                      {...selection.props({ day: d, minute })}
                    />
                  );
                })}
                {d === dayOf(now) && (
                  <div
                    className="absolute inset-x-0 border-t-2 border-error pointer-events-none"
                    style={{ top: (now.hour() * 60 + now.minute()) / SLOT_MINUTES * SLOT_PX }}
                    data-testid="calendar-now"
                  />
                )}
                {entries.filter((e) => !e.allDay && layout.has(e.id)).map((e) => {
                  const { top, bottom } = minutesIn(e, d);
                  const { column, columns } = layout.get(e.id)!;
                  return (
                    <div
                      key={e.id}
                      className="absolute px-0.5"
                      style={{
                        top: (top / SLOT_MINUTES) * SLOT_PX,
                        height: ((bottom - top) / SLOT_MINUTES) * SLOT_PX,
                        insetInlineStart: `${(column / columns) * 100}%`,
                        width: `${100 / columns}%`,
                      }}
                    >
                      {chip(e, "absolute inset-0 h-full whitespace-normal")}
                      <ResizeHandle entry={e} />
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
