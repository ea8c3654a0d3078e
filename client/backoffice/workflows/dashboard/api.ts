import { type Dashboard, DASHBOARD_API } from "../../../../domain/workflows/dashboard.ts";
import { api } from "../../../lib/api.ts";
import { useData } from "../../../lib/data/index.ts";
import { openRequestsQuery, recentRunsQuery } from "../../../../domain/workflows/home.ts";
import { useGetList } from "../../data/hooks.ts";

export type {
  Dashboard as DashboardAnswer,
  Figure,
  MoneyFigure,
} from "../../../../domain/workflows/dashboard.ts";

/** The home dashboard's figures; under "workflows/", so any record's write counts them again. */
export function useDashboard() {
  return useData(["workflows/dashboard"], (signal) => api<Dashboard>(DASHBOARD_API, { signal }));
}

/**
 * The signed-in employee's open requests and latest trigger runs (domain/workflows/home.ts): the resource API's
 * own lists, asked only when the role may read them.
 */
export function useMyRequests(employeeId: string, enabled: boolean) {
  return useGetList("correspondence", openRequestsQuery(employeeId), { enabled, keepPrevious: false });
}

export function useMyRuns(employeeId: string, enabled: boolean) {
  return useGetList("triggerrun", recentRunsQuery(employeeId), { enabled, keepPrevious: false });
}
