import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const AnalyticsPage = lazyPage(() => import("./AnalyticsPage.tsx").then((m) => m.AnalyticsPage));
const ProjectPage = lazyPage(() => import("./ProjectPage.tsx").then((m) => m.ProjectPage));

/** The analytics and project dashboards (their pages carry chart.js, loaded with them only). */
export function dashboardsRoutes(): AppRoute[] {
  return [
    { path: "/apps/dashboards", element: <Navigate to="/apps/dashboards/analytics" replace /> },
    { path: "/apps/dashboards/analytics", element: createElement(AnalyticsPage) },
    { path: "/apps/dashboards/project", element: createElement(ProjectPage) },
  ];
}
