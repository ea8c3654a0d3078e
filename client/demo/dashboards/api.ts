import type { AnalyticsWidgets } from "../../../domain/demo/analytics-dashboard.ts";
import type { Project, ProjectDashboardWidgets } from "../../../domain/demo/project-dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export const useAnalytics = () =>
  useApiQuery(
    ["dashboards", "analytics"],
    (signal) => api<AnalyticsWidgets>("/api/analytics-dashboard-app/widgets", { signal }),
  );

export const useProjectWidgets = () =>
  useApiQuery(
    ["dashboards", "project", "widgets"],
    (signal) => api<ProjectDashboardWidgets>("/api/project-dashboard-app/widgets", { signal }),
  );

export const useProjects = () =>
  useApiQuery(
    ["dashboards", "project", "projects"],
    (signal) => api<Project[]>("/api/project-dashboard-app/projects", { signal }),
  );
