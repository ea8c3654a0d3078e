import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { practiceToday } from "../../../../domain/today.ts";
import {
  type DeadlineEntry,
  type MarkedDay,
  MAX_CALENDAR_ITEMS,
} from "../../../../domain/workflows/practice-work.ts";
import { t } from "../../../kit/i18n/index.ts";
import { useHereAsOrigin } from "../../../kit/routes/origin.ts";
import { CalendarViews } from "../../../kit/ui/calendar/CalendarViews.tsx";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { Modal } from "../../../kit/ui/Modal.tsx";
import { settings } from "../../../kit/settings.ts";
import { QueryState } from "../../../lib/data/index.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { useMyWork, usePracticeCalendar } from "./api.ts";
import { CalendarFilters } from "./CalendarFilters.tsx";
import { calendarQuery, type CalendarState, readCalendarState, writeCalendarState } from "./calendarState.ts";
import { marksByDay, toCalEntry } from "./entryLook.ts";
import { entryKindName } from "./typeName.ts";
import { FeedsPanel } from "./FeedsPanel.tsx";
import "./messages.ts";
import { useAddressParams } from "../../../kit/routes/useAddressParams.ts";

/**
 * The practice calendar (`/apps/practice-calendar`): every deadline of the back office in the calendar app's
 * views, coloured by kind and state, filtered through the address (`?view=&date=&employee=&as=&office=&division=
 * &client=&kind=&done=`), with the public holidays and the dispute exclusion marked. Only the days in view are fetched;
 * each entry links to its record.
 */
export function PracticeCalendarPage() {
  useSignals();
  const [params, setParams] = useAddressParams();
  const narrow = globalThis.matchMedia?.("(max-width: 639px)").matches ?? false;
  const today = practiceToday();
  const state = useMemo(() => readCalendarState(params, today, narrow ? "agenda" : "month"), [params, today]);
  const calendar = usePracticeCalendar(calendarQuery(state, settings.value.weekStart));
  const me = useMyWork("");
  const [subscribing, setSubscribing] = useState(false);
  const go = (next: CalendarState) => setParams(writeCalendarState(next));
  const status = (s: string) => t(`practiceWork.state.${s}`);
  // A deadline opened from the calendar and saved comes back to the calendar.
  const here = useHereAsOrigin();
  const kindName = (e: DeadlineEntry) => entryKindName(e, (k) => t(`practiceWork.kind.${k}`));
  const markLabel = (m: MarkedDay) => m.kind === "holiday" ? m.name : t("practiceWork.disputeExclusion");
  return (
    <div className="p-3 sm:p-6 flex flex-col min-h-full" data-testid="practice-calendar">
      <PageHeader
        title={t("practiceWork.calendarTitle")}
        actions={
          <button
            type="button"
            className="btn btn-sm"
            data-testid="calendar-subscribe"
            onClick={() => setSubscribing(true)}
          >
            <Icon name="rss_feed" size={18} />
            {t("practiceWork.subscribe")}
          </button>
        }
      />
      <p className="text-sm mb-3">{t("practiceWork.calendarSubtitle")} · {t("practiceWork.legend")}</p>
      <section
        className="card bg-base-100 border border-base-300 flex-1 flex flex-col min-h-[36rem]"
        aria-busy={calendar.loading}
      >
        <CalendarFilters state={state} onChange={go} />
        <QueryState query={calendar} failure={t("practiceWork.loadFailed")}>
          {(answer) => (
            <>
              {answer.truncated && (
                <div
                  role="status"
                  className="alert alert-warning alert-soft m-3"
                  data-testid="calendar-truncated"
                >
                  <Icon name="warning" />
                  {t("practiceWork.truncated", { count: MAX_CALENDAR_ITEMS })}
                </div>
              )}
              {!calendar.loading && answer.items.length === 0 && (
                <p
                  role="status"
                  className="px-3 sm:px-6 pt-3 text-sm font-semibold"
                  data-testid="calendar-empty"
                >
                  <Icon name="event_available" size={18} className="align-text-bottom me-1" />
                  {t("practiceWork.empty")} <span className="font-normal">{t("practiceWork.emptyText")}</span>
                </p>
              )}
              <CalendarViews
                entries={answer.items.map((e) => toCalEntry(e, status, kindName, here))}
                marks={marksByDay(answer.marked, markLabel)}
                dayTotals={answer.dayTotals}
                view={state.view}
                day={state.day}
                untimed
                onNavigate={(view, day) => go({ ...state, view, day })}
              />
            </>
          )}
        </QueryState>
      </section>
      <Modal
        open={subscribing}
        onClose={() => setSubscribing(false)}
        labelledBy="feeds-title"
        testId="subscribe-dialog"
      >
        <div className="modal-box p-0 max-w-2xl">
          <FeedsPanel ownEmployeeId={me.data?.employeeId ?? null} />
          <div className="modal-action p-4 pt-0">
            <button type="button" className="btn" onClick={() => setSubscribing(false)}>
              {t("practiceWork.close")}
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
