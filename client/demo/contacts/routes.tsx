import { lazy } from "react";
import { Navigate } from "react-router";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The contacts app's routes (its screens are being built: "not built" meanwhile). */
export function contactsRoutes(): AppRoute[] {
  return [
    { path: "/apps/contacts", element: <Navigate to="/apps/contacts/all" replace /> },
    ...plannedRoutes(
      [
        "/apps/contacts/:filter",
        "/apps/contacts/:filter/:id",
      ].map((path) => ({ path, title: () => t("nav.contacts"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
