import { lazy } from "react";
import { Navigate } from "react-router";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The scrumboard app's routes (its screens are being built: "not built" meanwhile). */
export function scrumboardRoutes(): AppRoute[] {
  return [
    { path: "/apps/scrumboard", element: <Navigate to="/apps/scrumboard/boards" replace /> },
    ...plannedRoutes(
      [
        "/apps/scrumboard/boards",
        "/apps/scrumboard/boards/:boardId/:uri",
      ].map((path) => ({ path, title: () => t("nav.scrumboard"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
