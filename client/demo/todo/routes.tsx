import { lazy } from "react";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The todo app's routes (its screens are being built: "not built" meanwhile). */
export function todoRoutes(): AppRoute[] {
  return [
    ...plannedRoutes(
      [
        "/apps/todo",
        "/apps/todo/:filter",
      ].map((path) => ({ path, title: () => t("nav.todo"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
