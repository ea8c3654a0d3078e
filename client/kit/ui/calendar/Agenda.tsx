import dayjs from "dayjs";
import { formatWhen } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/index.ts";
import { Marks } from "./cells.tsx";
import { type CalEntry, type Day, type DayMark, entriesOn } from "./dates.ts";
import type { Chip } from "./types.ts";

/** The agenda: the days that have entries, each with its marks and its entries' times. */
export function Agenda(
  { entries, days, chip, marks, untimed }: {
    entries: CalEntry[];
    days: Day[];
    chip: Chip;
    marks?: ReadonlyMap<Day, DayMark[]>;
    untimed?: boolean;
  },
) {
  const lang = language.value;
  const withEntries = days.map((d) => ({ d, list: entriesOn(entries, d) })).filter((x) => x.list.length > 0);
  if (withEntries.length === 0) {
    return (
      <p className="p-8 text-center opacity-70" data-testid="calendar-agenda-empty">
        {t("calendarViews.noEvents")}
      </p>
    );
  }
  return (
    <ol
      className="flex-1 overflow-y-auto divide-y divide-base-300"
      data-testid="calendar-agenda"
    >
      {withEntries.map(({ d, list }) => (
        <li key={d} className="flex gap-4 px-3 sm:px-6 py-3" data-testid="calendar-agenda-day" data-day={d}>
          <div className="w-24 shrink-0 text-sm font-semibold">
            {formatWhen(d, lang, { weekday: "short", day: "numeric", month: "short" })}
            <Marks marks={marks?.get(d)} />
          </div>
          <div className="flex-1 min-w-0 flex flex-col gap-1">
            {list.map((e) => (
              <div key={e.id} className="flex items-center gap-2">
                {!untimed && (
                  <span className="w-24 shrink-0 text-xs opacity-70">
                    {e.allDay
                      ? t("calendarViews.allDay")
                      : `${dayjs(e.start).format("HH:mm")}–${dayjs(e.end).format("HH:mm")}`}
                  </span>
                )}
                <div className="flex-1 min-w-0">{chip(e)}</div>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
