import { lazy } from "react";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The notes app's routes (its screens are being built: "not built" meanwhile). */
export function notesRoutes(): AppRoute[] {
  return [
    ...plannedRoutes(
      [
        "/apps/notes",
        "/apps/notes/reminders",
        "/apps/notes/archive",
        "/apps/notes/labels/:id",
      ].map((path) => ({ path, title: () => t("nav.notes"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
