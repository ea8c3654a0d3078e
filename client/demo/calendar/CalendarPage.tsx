import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { useState } from "react";
import type { CalendarEvent } from "../../../domain/demo/calendar.ts";
import { t } from "../../kit/i18n/index.ts";
import { CalendarViews } from "../../kit/ui/calendar/CalendarViews.tsx";
import { type CalendarView, dayOf, VIEWS } from "../../kit/ui/calendar/dates.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useEvents, useMoveEvent } from "./api.ts";
import { EventDialog } from "./EventDialog.tsx";
import type { EventDraft } from "./event-form.ts";
import "./messages.ts";
import { practiceToday } from "../../../domain/today.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/** All-day events and meetings in two colours, so a day's deadlines stand out from its appointments. */
const colour = (e: CalendarEvent) => e.allDay ? "var(--color-secondary)" : "var(--color-primary)";

/** The calendar app: `?view=month|week|day|agenda&date=YYYY-MM-DD`, so a reload or Back keeps the place. */
export function CalendarPage() {
  useSignals();
  const [search, setSearch] = useAddressParams();
  const narrow = globalThis.matchMedia?.("(max-width: 639px)").matches ?? false;
  const asked = search.get("view") as CalendarView | null;
  const view = asked && VIEWS.includes(asked) ? asked : narrow ? "agenda" : "month";
  const date = search.get("date");
  const day = date && dayjs(date).isValid() ? dayOf(dayjs(date)) : practiceToday();
  const events = useEvents();
  const moveEvent = useMoveEvent();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const blank = (range: Pick<EventDraft, "allDay" | "start" | "end">): EventDraft => ({
    title: "",
    desc: "",
    ...range,
  });
  return (
    <div className="flex flex-col h-full min-h-[calc(100dvh-8rem)] bg-base-100" data-testid="calendar-app">
      <header className="flex items-center gap-2 px-3 sm:px-6 pt-4">
        <Icon name="today" className="opacity-70" />
        <h1 className="text-xl font-bold me-auto" data-testid="page-title">{t("calendarApp.title")}</h1>
      </header>
      <QueryState query={events} failure={t("calendarApp.loadFailed")}>
        {(all) => (
          <CalendarViews
            entries={all.map((e) => ({ ...e, color: colour(e) }))}
            view={view}
            day={day}
            onNavigate={(v, d) => setSearch({ view: v, date: d })}
            onOpen={(entry) =>
              setDraft(
                all.find((e) =>
                  e.id === entry.id
                ) ?? null,
              )}
            onCreate={(range) => setDraft(blank(range))}
            onChange={(entry) => {
              const { color: _color, ...event } = entry as CalendarEvent & { color?: string };
              void moveEvent.write(event);
            }}
            actions={
              <button
                type="button"
                className="btn btn-sm btn-primary"
                data-testid="calendar-add"
                onClick={() =>
                  setDraft(
                    blank({
                      allDay: false,
                      start: dayjs(day).hour(9).format(),
                      end: dayjs(day).hour(10).format(),
                    }),
                  )}
              >
                <Icon name="add" size={18} />
                {t("calendarApp.add")}
              </button>
            }
          />
        )}
      </QueryState>
      <EventDialog draft={draft} onClose={() => setDraft(null)} />
    </div>
  );
}
