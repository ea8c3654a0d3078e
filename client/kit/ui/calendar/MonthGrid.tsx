import dayjs from "dayjs";
import { formatWhen, partOf } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/index.ts";
import { DayCell, Marks } from "./cells.tsx";
import { type Day, entriesOn, rangeOfDays } from "./dates.ts";
import { useSelection } from "./selection.ts";
import { type CalendarProps, type Chip, MONTH_DAY_CHIPS } from "./types.ts";
import { practiceToday } from "../../../../domain/today.ts";

/** A day in words; its number alone is the cell's button, which these words name. */
const LONG_DAY = { weekday: "long", day: "numeric", month: "long" } as const;

/** The month: the weekdays' row, then each day's cell with its marks and first entries (MONTH_DAY_CHIPS). */
export function MonthGrid(
  { entries, day, days, chip, over, onNavigate, onCreate, marks, dayTotals }: CalendarProps & {
    days: Day[];
    over: string | null;
    chip: Chip;
  },
) {
  const lang = language.value;
  const month = dayjs(day).month();
  const today = practiceToday();
  const selection = useSelection<Day>((a, b) => onCreate?.(rangeOfDays(a, b)));
  const selected = (d: Day) => {
    if (selection.anchor === null || selection.hover === null) return false;
    const [x, y] = selection.anchor <= selection.hover
      ? [selection.anchor, selection.hover]
      : [selection.hover, selection.anchor];
    return x <= d && d <= y;
  };
  return (
    <div className="flex flex-col flex-1 min-h-0 overflow-auto" data-testid="calendar-month">
      <div className="grid grid-cols-7 border-b border-base-300 text-xs font-semibold opacity-70 text-center">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="py-2" data-testid="calendar-weekday">
            {formatWhen(days[i], lang, { weekday: "short" })}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 flex-1 auto-rows-fr">
        {days.map((d) => {
          const list = entriesOn(entries, d);
          const shown = list.slice(0, MONTH_DAY_CHIPS);
          const more = Math.max(list.length, dayTotals?.[d] ?? 0) - shown.length;
          return (
            <DayCell
              key={d}
              day={d}
              over={over === d}
              data-testid="calendar-day"
              data-day={d}
              className={`min-h-24 border-b border-e border-base-300 p-1 flex flex-col gap-0.5 select-none ${
                dayjs(d).month() === month ? "" : "bg-base-200/50"
              } ${selected(d) ? "bg-primary/15" : ""}`}
              {...selection.props(d)}
            >
              <button
                type="button"
                // Only the number of a day of another month is dimmed: its entries keep their colours' contrast.
                className={`self-end btn btn-ghost btn-xs btn-circle ${
                  d === today ? "btn-active btn-primary" : dayjs(d).month() === month ? "" : "opacity-70"
                }`}
                aria-label={t("calendarViews.openDay", { day: formatWhen(d, lang, LONG_DAY) })}
                aria-current={d === today ? "date" : undefined}
                data-day={d}
                onClick={() => onNavigate("day", d)}
              >
                {partOf(d, lang, LONG_DAY, "day")}
              </button>
              <Marks marks={marks?.get(d)} />
              {shown.map((e) => chip(e))}
              {more > 0 && (
                <button
                  type="button"
                  // 24 px high at least: a target that small text alone would leave too small to hit.
                  className="text-xs link link-hover text-start min-h-6"
                  onClick={() => onNavigate("day", d)}
                >
                  {t("calendarViews.more", { count: more })}
                </button>
              )}
            </DayCell>
          );
        })}
      </div>
    </div>
  );
}
