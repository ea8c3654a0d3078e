/** The practice calendar's, my work's, the workload's and the calendar feeds' calls (practice-work.ts). */
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
import { api } from "../../../lib/api.ts";
import { invalidate, type Loaded, useApiQuery } from "../../../lib/query.ts";
import { keys } from "../../api/keys.ts";

/** The deadlines of an API query (calendarApiQuery); a newer query cancels the older request. */
export function usePracticeCalendar(query: string): Loaded<PracticeCalendarAnswer> {
  return useApiQuery(
    keys.practiceCalendar(query),
    (signal) => api<PracticeCalendarAnswer>(`${PRACTICE_CALENDAR_API}?${query}`, { signal }),
  );
}

/** An employee's open work ("" for the signed-in one's). */
export function useMyWork(employee: string, { enabled = true } = {}): Loaded<MyWorkAnswer> {
  return useApiQuery(
    keys.myWork(employee),
    (signal) => api<MyWorkAnswer>(MY_WORK_API, { signal, query: { employee: employee || undefined } }),
    { enabled, keepPrevious: false },
  );
}

export function useWorkload(weeks: number, { enabled = true } = {}): Loaded<WorkloadAnswer> {
  return useApiQuery(
    keys.workload(weeks),
    (signal) => api<WorkloadAnswer>(WORKLOAD_API, { signal, query: { weeks } }),
    { enabled },
  );
}

export function useCalendarFeeds(): Loaded<CalendarFeedsAnswer> {
  return useApiQuery(
    keys.calendarFeeds,
    (signal) => api<CalendarFeedsAnswer>(CALENDAR_FEEDS_API, { signal }),
  );
}

/** Makes a feed, or makes it again with a new address (the old one stops working). */
export async function makeFeed(scope: CalendarFeed["scope"], subject: string): Promise<CalendarFeed> {
  const feed = await api<CalendarFeed>(CALENDAR_FEEDS_API, { body: { scope, subject } });
  await invalidate(keys.calendarFeeds);
  return feed;
}

export async function revokeFeed(id: string): Promise<void> {
  await api(`${CALENDAR_FEEDS_API}/${encodeURIComponent(id)}`, { method: "DELETE" });
  await invalidate(keys.calendarFeeds);
}
