import { type Dashboard, DASHBOARD_API } from "../../../../domain/workflows/dashboard.ts";
import { api } from "../../../lib/api.ts";

export type {
  Dashboard as DashboardAnswer,
  Figure,
  MoneyFigure,
} from "../../../../domain/workflows/dashboard.ts";

export function loadDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api<Dashboard>(DASHBOARD_API, { signal });
}
