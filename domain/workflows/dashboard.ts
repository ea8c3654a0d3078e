/** The home dashboard's answer (GET /api/backoffice/workflows/dashboard), shared by server and client. */

export const DASHBOARD_API = "/api/backoffice/workflows/dashboard";

/** A figure: how many records, and the page listing exactly those. Sums of money are decimal strings. */
export type Figure = { count: number; link: string };
export type MoneyFigure = Figure & { total: string };

/** Figures of modules the signed-in role may not read are absent. */
export type Dashboard = {
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
