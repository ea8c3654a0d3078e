import type { ReactNode } from "react";
import { formatWhen } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/index.ts";
import { Icon } from "../Icon.tsx";
import { type CalendarView, type Day, step, VIEWS } from "./dates.ts";
import type { CalendarProps } from "./types.ts";
import { practiceToday } from "../../../../domain/today.ts";

/** Today, previous and next, the range shown as a title, the screen's actions and the view switch. */
export function Toolbar(
  { view, day, days, onNavigate, actions }: {
    view: CalendarView;
    day: Day;
    days: Day[];
    onNavigate: CalendarProps["onNavigate"];
    actions?: ReactNode;
  },
) {
  const lang = language.value;
  const title = view === "month"
    ? formatWhen(day, lang, { month: "long", year: "numeric" })
    : view === "day"
    ? formatWhen(day, lang, { weekday: "long", day: "numeric", month: "long", year: "numeric" })
    : `${formatWhen(days[0], lang, { day: "numeric", month: "short" })} – ${
      formatWhen(days.at(-1), lang, { day: "numeric", month: "short", year: "numeric" })
    }`;
  return (
    <div className="flex flex-wrap items-center gap-2 px-3 sm:px-6 py-3 border-b border-base-300">
      <button
        type="button"
        className="btn btn-sm"
        data-testid="calendar-today"
        onClick={() => onNavigate(view, practiceToday())}
      >
        {t("calendarViews.today")}
      </button>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("calendarViews.previous")}
          data-testid="calendar-previous"
          onClick={() => onNavigate(view, step(view, day, -1))}
        >
          <Icon name="chevron_left" size={20} className="rtl:rotate-180" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("calendarViews.next")}
          data-testid="calendar-next"
          onClick={() => onNavigate(view, step(view, day, 1))}
        >
          <Icon name="chevron_right" size={20} className="rtl:rotate-180" />
        </button>
      </div>
      <h2 className="text-lg font-semibold me-auto" data-testid="calendar-title" aria-live="polite">
        {title}
      </h2>
      {actions}
      <div className="join" role="group">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn-sm join-item ${v === view ? "btn-primary" : ""}`}
            aria-pressed={v === view}
            data-testid={`calendar-view-${v}`}
            onClick={() => onNavigate(v, day)}
          >
            {t(`calendarViews.view.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
