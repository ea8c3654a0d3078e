import type { AnalyticsWidgets } from "../../../domain/demo/analytics-dashboard.ts";
import type { Project, ProjectDashboardWidgets } from "../../../domain/demo/project-dashboard.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export const useAnalytics = () =>
  useData(
    ["dashboards/analytics-widgets", "get"],
    (signal) => api<AnalyticsWidgets>("/api/analytics-dashboard-app/widgets", { signal }),
  );

/** The project dashboard's widgets and its projects: the page shows them together, so they load together. */
export const useProjectDashboard = () =>
  useData(["dashboards/project", "get"], async (signal) => {
    const [widgets, projects] = await Promise.all([
      api<ProjectDashboardWidgets>("/api/project-dashboard-app/widgets", { signal }),
      api<Project[]>("/api/project-dashboard-app/projects", { signal }),
    ]);
    return { widgets, projects };
  });
