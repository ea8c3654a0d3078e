import { lazy } from "react";
import { Navigate } from "react-router";
import { t } from "../../app/i18n/index.ts";
import { plannedRoutes } from "../../app/routes/placeholder.tsx";
import type { AppRoute } from "../../app/routes/types.ts";

const NotBuilt = lazy(() => import("../../pages/screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The mail app's routes (its screens are being built: "not built" meanwhile). */
export function mailRoutes(): AppRoute[] {
  return [
    { path: "/apps/mail", element: <Navigate to="/apps/mail/inbox" replace /> },
    ...plannedRoutes(
      [
        "/apps/mail/:folder",
        "/apps/mail/:folder/:mailId",
        "/apps/mail/label/:label",
        "/apps/mail/label/:label/:mailId",
        "/apps/mail/filter/:filter",
        "/apps/mail/filter/:filter/:mailId",
      ].map((path) => ({ path, title: () => t("nav.mail"), owner: "demoScreens" })),
      NotBuilt,
    ),
  ];
}
