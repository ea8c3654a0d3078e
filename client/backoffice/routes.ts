import { lazy } from "react";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";
import { language, t } from "../app/i18n/index.ts";
import { plannedRoutes, type PlannedScreen } from "../app/routes/placeholder.tsx";
import type { AppRoute } from "../app/routes/types.ts";

const ENGINE = "engine";
const WORKFLOWS = "workflows";

/** Every list, add, view and edit path of spec section 2, generated from the resource catalogue. */
function resourceScreens(): PlannedScreen[] {
  return RESOURCE_ROUTES.flatMap((r) => {
    const name = () => r.label[language.value];
    const screens: PlannedScreen[] = [{ path: r.base, title: name, owner: ENGINE }];
    if (r.add) screens.push({ path: `${r.base}/${r.add}`, title: () => `${name()} · +`, owner: ENGINE });
    if (r.view) screens.push({ path: `${r.base}/view/:id`, title: name, owner: ENGINE });
    screens.push({ path: `${r.base}/:id`, title: name, owner: ENGINE });
    return screens;
  });
}

const WORKFLOW_SCREENS: PlannedScreen[] = [
  { path: "/apps/dashboard", title: () => t("nav.home"), owner: WORKFLOWS },
  { path: "/apps/reports/incometax", title: () => t("nav.assessmentsNotReceived"), owner: WORKFLOWS },
  { path: "/apps/taxcase/trigger/records", title: () => t("nav.taxDashboard"), owner: WORKFLOWS },
];

const Screen = lazy(() => import("./screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The back-office pages: the default access list, and only for a back-office (not demo-only) session. */
export function backofficeRoutes(): AppRoute[] {
  return plannedRoutes([...WORKFLOW_SCREENS, ...resourceScreens()], Screen).map((r) => ({
    ...r,
    backoffice: true,
  }));
}
