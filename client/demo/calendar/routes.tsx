import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const CalendarPage = lazyPage(() => import("./CalendarPage.tsx").then((m) => m.CalendarPage));

/** The calendar app. */
export function calendarRoutes(): AppRoute[] {
  return [{ path: "/apps/calendar", element: createElement(CalendarPage) }];
}
