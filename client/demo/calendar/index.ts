import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { calendarRoutes } from "./routes.tsx";

/** The calendar app: events by month, week, day and list. */
export const calendar: Feature = {
  name: "calendar",
  routes: calendarRoutes,
  menu: [{
    place: "applications",
    item: item("calendar", "calendar", "today", "/apps/calendar"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { calendar: "Calendar" } },
    tr: { nav: { calendar: "Takvim" } },
    ar: { nav: { calendar: "التقويم" } },
  },
};
