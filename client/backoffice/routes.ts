import { createElement, lazy } from "react";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";
import { t } from "../app/i18n/index.ts";
import { plannedRoutes, type PlannedScreen } from "../app/routes/placeholder.tsx";
import type { AppRoute } from "../app/routes/types.ts";

const WORKFLOWS = "workflows";

/** The pages live in one lazily loaded chunk (screens.ts): none of the engine is in the first page's script. */
const screens = () => import("./screens.ts");
const ListPage = lazy(() => screens().then((m) => ({ default: m.ListPage })));
const FormPage = lazy(() => screens().then((m) => ({ default: m.FormPage })));
const ViewPage = lazy(() => screens().then((m) => ({ default: m.ViewPage })));
const NotBuilt = lazy(() => screens().then((m) => ({ default: m.NotBuiltPage })));

/** Every list, add, view and edit path of spec section 2, from the resource catalogue. */
function resourceRoutes(): AppRoute[] {
  return RESOURCE_ROUTES.flatMap((r) => {
    const routes: AppRoute[] = [{ path: r.base, element: createElement(ListPage, { name: r.name }) }];
    if (r.add) {
      routes.push({
        path: `${r.base}/${r.add}`,
        element: createElement(FormPage, { name: r.name, mode: "create" }),
      });
    }
    if (r.view) {
      routes.push({ path: `${r.base}/view/:id`, element: createElement(ViewPage, { name: r.name }) });
    }
    routes.push({
      path: `${r.base}/:id`,
      element: createElement(FormPage, { name: r.name, mode: "update" }),
    });
    return routes;
  });
}

/** Screens another capability brings; until then they show the "not built yet" page. */
const WORKFLOW_SCREENS: PlannedScreen[] = [
  { path: "/apps/dashboard", title: () => t("nav.home"), owner: WORKFLOWS },
  { path: "/apps/reports/incometax", title: () => t("nav.assessmentsNotReceived"), owner: WORKFLOWS },
  { path: "/apps/taxcase/trigger/records", title: () => t("nav.taxDashboard"), owner: WORKFLOWS },
];

/** The back-office pages: the default access list, and only for a back-office (not demo-only) session. */
export function backofficeRoutes(): AppRoute[] {
  return [...plannedRoutes(WORKFLOW_SCREENS, NotBuilt), ...resourceRoutes()].map((r) => ({
    ...r,
    backoffice: true,
  }));
}
