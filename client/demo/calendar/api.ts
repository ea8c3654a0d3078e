import type { CalendarEvent } from "../../../domain/demo/calendar.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { optimisticWrite, patch } from "../../lib/optimistic.ts";
import { queryClient, useApiQuery } from "../../lib/query.ts";

const BASE = "/api/calendar-app";
export const eventsKey = ["calendar", "events"] as const;

export const useEvents = () =>
  useApiQuery(eventsKey, (signal) => api<CalendarEvent[]>(`${BASE}/events`, { signal }));

/** Every write answers the whole list (demo-apps.md §7): it replaces the cached one. */
const settle = (events: CalendarEvent[]) => queryClient.setQueryData(eventsKey, events);

/** A moved or resized event, shown in its new place at once. */
export function moveEvent(event: CalendarEvent) {
  return optimisticWrite({
    patches: [patch<CalendarEvent[]>(eventsKey, (list) => list.map((e) => e.id === event.id ? event : e))],
    send: () => api<CalendarEvent[]>(`${BASE}/update-event`, { body: { event } }).then(settle),
    failure: t("calendarApp.writeFailed"),
  });
}

/** Adds or updates from the dialog; refusals reach the dialog, which shows them by field. */
export async function saveEvent(event: Omit<CalendarEvent, "id"> & { id?: string }): Promise<void> {
  settle(
    event.id
      ? await api<CalendarEvent[]>(`${BASE}/update-event`, { body: { event } })
      : await api<CalendarEvent[]>(`${BASE}/add-event`, { body: { newEvent: event } }),
  );
}

export function removeEvent(id: string) {
  return optimisticWrite({
    patches: [patch<CalendarEvent[]>(eventsKey, (list) => list.filter((e) => e.id !== id))],
    send: () => api<CalendarEvent[]>(`${BASE}/remove-event`, { body: { eventId: id } }).then(settle),
    failure: t("calendarApp.writeFailed"),
  });
}
