import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const CalendarPage = lazy(() => import("./CalendarPage.tsx").then((m) => ({ default: m.CalendarPage })));

/** The calendar app. */
export function calendarRoutes(): AppRoute[] {
  return [{ path: "/apps/calendar", element: createElement(CalendarPage) }];
}
