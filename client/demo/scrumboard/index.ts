import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { scrumboardRoutes } from "./routes.tsx";

/** The scrumboard app. */
export const scrumboard: Feature = {
  name: "scrumboard",
  routes: scrumboardRoutes,
  menu: [{
    place: "applications",
    item: item("scrumboard", "scrumboard", "view_kanban", "/apps/scrumboard/boards"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { scrumboard: "Scrumboard" } },
    tr: { nav: { scrumboard: "Scrum panosu" } },
    ar: { nav: { scrumboard: "لوحة سكرم" } },
  },
};
