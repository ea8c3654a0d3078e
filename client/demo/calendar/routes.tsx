import { lazy } from "react";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The calendar app's routes (its screens are being built: "not built" meanwhile). */
export function calendarRoutes(): AppRoute[] {
  return [
    ...plannedRoutes(
      [
        "/apps/calendar",
      ].map((path) => ({ path, title: () => t("nav.calendar"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
