import type { Feature } from "../../kit/feature.ts";
import { collapse, item } from "../../kit/navigation/items.ts";
import { dashboardsRoutes } from "./routes.tsx";

/** The analytics and project dashboards. */
export const dashboards: Feature = {
  name: "dashboards",
  routes: dashboardsRoutes,
  menu: [{
    place: "applications",
    item: collapse("dashboards", "dashboards", "dashboard", [
      item("analytics", "analytics", "insights", "/apps/dashboards/analytics"),
      item("project", "project", "assignment", "/apps/dashboards/project"),
    ]),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { dashboards: "Dashboards", analytics: "Analytics", project: "Project" } },
    tr: { nav: { dashboards: "Gösterge panoları", analytics: "Analitik", project: "Proje" } },
    ar: { nav: { dashboards: "لوحات المعلومات", analytics: "التحليلات", project: "المشروع" } },
  },
};
