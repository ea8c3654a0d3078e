import { type Dashboard, DASHBOARD_API } from "../../../../domain/workflows/dashboard.ts";
import { api } from "../../../lib/api.ts";
import { useData } from "../../../lib/data/index.ts";

export type {
  Dashboard as DashboardAnswer,
  Figure,
  MoneyFigure,
} from "../../../../domain/workflows/dashboard.ts";

/** The home dashboard's figures; under "workflows/", so any record's write counts them again. */
export function useDashboard() {
  return useData(["workflows/dashboard"], (signal) => api<Dashboard>(DASHBOARD_API, { signal }));
}
