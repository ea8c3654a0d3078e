/**
 * The practice calendar's, my work's, the workload's and the calendar feeds' calls (practice-work.ts), read
 * through the data layer. Their keys are under "workflows/", so any record's write (the back office's
 * touchedByWrite) refreshes them, the navigation's badge with them.
 */
import { type ListQuery, writeListQuery } from "../../../../domain/list-query.ts";
import {
  CALENDAR_FEEDS_API,
  type CalendarFeed,
  type CalendarFeedsAnswer,
  MY_WORK_API,
  type MyWorkAnswer,
  PRACTICE_CALENDAR_API,
  type PracticeCalendarAnswer,
  WORKLOAD_API,
  type WorkloadAnswer,
} from "../../../../domain/workflows/practice-work.ts";
import { settings } from "../../../kit/settings.ts";
import { api } from "../../../lib/api.ts";
import { useData, useWrite } from "../../../lib/data/index.ts";

const FEEDS = ["workflows/calendar-feeds"] as const;

/** The deadlines of a calendar query (calendarQuery); a newer query cancels the older request. */
export function usePracticeCalendar(query: ListQuery) {
  return useData(
    ["workflows/practice-calendar", "getList", query],
    (signal) => api<PracticeCalendarAnswer>(`${PRACTICE_CALENDAR_API}?${writeListQuery(query)}`, { signal }),
  );
}

/** An employee's open work ("" for the signed-in one's), in weeks that start on the reader's first day. */
export function useMyWork(employee: string, { enabled = true } = {}) {
  const weekStart = settings.value.weekStart;
  return useData(
    ["workflows/my-work", "get", { employee, weekStart }],
    (signal) =>
      api<MyWorkAnswer>(MY_WORK_API, { signal, query: { employee: employee || undefined, weekStart } }),
    { enabled, keepPrevious: false },
  );
}

export function useWorkload(weeks: number, { enabled = true } = {}) {
  return useData(
    ["workflows/workload", "get", { weeks }],
    (signal) => api<WorkloadAnswer>(WORKLOAD_API, { signal, query: { weeks } }),
    { enabled },
  );
}

export function useCalendarFeeds() {
  return useData(FEEDS, (signal) => api<CalendarFeedsAnswer>(CALENDAR_FEEDS_API, { signal }));
}

/**
 * What a feed's write is asked to do: make one (again, with a new address: the old one stops) or revoke it;
 * `done` after the server agreed.
 */
export type FeedChange =
  & ({ action: "make"; scope: CalendarFeed["scope"]; subject: string } | { action: "revoke"; id: string })
  & { done?: () => void };

function changeFeed(change: FeedChange): Promise<unknown> {
  return change.action === "make"
    ? api<CalendarFeed>(CALENDAR_FEEDS_API, { body: { scope: change.scope, subject: change.subject } })
    : api(`${CALENDAR_FEEDS_API}/${encodeURIComponent(change.id)}`, { method: "DELETE" });
}

/** The feeds' one write: refused, it says so in a message (`failure`: …); either way the feeds load again. */
export function useFeedChange(failure: string) {
  return useWrite({
    send: changeFeed,
    refresh: [FEEDS],
    failure,
    done: (_answer, change) => change.done?.(),
  });
}
