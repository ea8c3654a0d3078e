import type { CalendarEvent } from "../../../domain/demo/calendar.ts";
import { t } from "../../kit/i18n/index.ts";
import { api } from "../../lib/api.ts";
import { patch, remember, useData, useWrite } from "../../lib/data/index.ts";

const BASE = "/api/calendar-app";
const eventsKey = ["calendar/events", "getList"] as const;

export const useEvents = () =>
  useData(eventsKey, (signal) => api<CalendarEvent[]>(`${BASE}/events`, { signal }));

/** Every write answers the whole list (demo-apps.md §7): it replaces the cached one. */
const settle = (events: CalendarEvent[]) => remember(eventsKey, events);

/** A moved or resized event, shown in its new place at once. */
export function useMoveEvent() {
  return useWrite({
    send: (event: CalendarEvent) => api<CalendarEvent[]>(`${BASE}/update-event`, { body: { event } }),
    patches: (event) => [
      patch<CalendarEvent[]>(eventsKey, (list) => list.map((e) => e.id === event.id ? event : e)),
    ],
    failure: () => t("calendarApp.writeFailed"),
    done: settle,
  });
}

/** Adds or updates from the dialog, which shows a refusal by its fields. */
export function useSaveEvent() {
  return useWrite({
    send: (event: Omit<CalendarEvent, "id"> & { id?: string }) =>
      event.id
        ? api<CalendarEvent[]>(`${BASE}/update-event`, { body: { event } })
        : api<CalendarEvent[]>(`${BASE}/add-event`, { body: { newEvent: event } }),
    refresh: [eventsKey],
    done: settle,
  });
}

export function useRemoveEvent() {
  return useWrite({
    send: (id: string) => api<CalendarEvent[]>(`${BASE}/remove-event`, { body: { eventId: id } }),
    patches: (id) => [patch<CalendarEvent[]>(eventsKey, (list) => list.filter((e) => e.id !== id))],
    failure: () => t("calendarApp.writeFailed"),
    done: settle,
  });
}
