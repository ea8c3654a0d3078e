import { api } from "../../../lib/api.ts";

/** A figure of GET /api/backoffice/workflows/dashboard: how many records, and the page listing exactly those. */
export type Figure = { count: number; link: string };
/** With the sum of the payments' amounts, a decimal string. */
export type MoneyFigure = Figure & { total: string };

/** Figures of modules the signed-in role may not read are absent. */
export type DashboardAnswer = {
  today: string;
  activeClients?: Figure;
  returnsOutstanding?: Figure & { byStatus: Array<Figure & { status: string }> };
  assessmentsNotReceived?: Figure;
  objectionsDue?: Figure;
  annualReturnsDue?: Figure;
  correspondenceOverdue?: Figure;
  paymentsThisMonth?: MoneyFigure;
  paymentsByMonth?: Array<MoneyFigure & { month: string }>;
};

export function loadDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  return api<DashboardAnswer>("/api/backoffice/workflows/dashboard", { signal });
}
