/**
 * The home dashboard's live figures (DOMAIN.md, Reports and dashboard). Each figure is a list address (resource
 * and query) counted by the list engine's own conditions (records.ts `summarize`), so the number on the card and
 * the list its link opens are the same records by construction. Figures of modules the role may not read are
 * left out.
 */
import { addDays, daysInMonth, isoDate } from "../../domain/calendar.ts";
import { conditionParam } from "../../domain/list-conditions.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import { INCOME_TAX_STATUSES } from "../../domain/resources/tax.ts";
import type { ModuleKey } from "../../domain/resources/types.ts";
import {
  ANNUAL_RETURN_WINDOW_DAYS,
  deadlineField,
  OBJECTION_WINDOW_DAYS,
  openListParams,
} from "../../domain/workflows/deadline-fields.ts";
import type { Db } from "../store/db.ts";
import { countAssessmentsNotReceived } from "./report.ts";
import type { Dashboard, Figure, MoneyFigure } from "../../domain/workflows/dashboard.ts";
import { parseListQuery, sortValue, summarize } from "../backoffice/index.ts";

/** Months of payments in the chart, this one included. */
export const PAYMENT_MONTHS = 12;

/** Returns not yet assessed: the ones still with the practice or waiting for SARS. */
export const OUTSTANDING_STATUSES = INCOME_TAX_STATUSES.filter((s) => s !== "assessed" && s !== "closed");

export const REPORT_PATH = "/apps/reports/incometax";

type Params = [string, string][];

/** The records of `resource` a list address selects: counted (and summed) as the list would filter them. */
async function figure(db: Db, resource: string, params: Params): Promise<Figure>;
async function figure(db: Db, resource: string, params: Params, sum: string): Promise<MoneyFigure>;
async function figure(db: Db, resource: string, params: Params, sum?: string): Promise<Figure | MoneyFigure> {
  const def = resourceDef(resource)!;
  const query = new URLSearchParams(params);
  const { request } = parseListQuery(def, query);
  const { count, total } = await summarize(db, def, request, sum ? sortValue(def, sum) : undefined);
  const link = `${def.base}?${query}`;
  return total === null ? { count, link } : { count, link, total: total.toFixed(2) };
}

/** Still-open records of a deadline field whose due date lies in [from, to] (either end may be open). */
function dueBetween(resource: string, field: string, from: string | null, to: string): Params {
  const deadline = deadlineField(resource, field)!;
  return [
    ...(from ? [[conditionParam(field, "from"), from] as [string, string]] : []),
    [conditionParam(field, "to"), to],
    ...openListParams(deadline),
  ];
}

function monthRange(year: number, month: number): { month: string; params: Params } {
  const from = isoDate(year, month, 1);
  return {
    month: from.slice(0, 7),
    params: [["receivedOnFrom", from], ["receivedOnTo", isoDate(year, month, daysInMonth(year, month))]],
  };
}

/** The last `n` months up to the one of `today`, oldest first. */
function lastMonths(today: string, n: number) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const index = year * 12 + (month - 1) - back;
    return monthRange(Math.floor(index / 12), (index % 12) + 1);
  });
}

/** Every figure the role may read, on the practice's day `today`. */
export async function dashboard(
  db: Db,
  { today, may }: { today: string; may: (module: ModuleKey) => boolean },
): Promise<Dashboard> {
  const out: Dashboard = { today };
  const reads = (resource: string) => may(resourceDef(resource)!.module);

  if (reads("account")) out.activeClients = await figure(db, "account", [["status", "active"]]);
  if (reads("incometax")) {
    const byStatus = [];
    for (const status of OUTSTANDING_STATUSES) {
      byStatus.push({ status, ...await figure(db, "incometax", [["status", status]]) });
    }
    const all = await figure(db, "incometax", OUTSTANDING_STATUSES.map((s) => ["status", s]));
    out.returnsOutstanding = { ...all, byStatus };
  }
  if (may("reports")) {
    out.assessmentsNotReceived = { count: await countAssessmentsNotReceived(db, {}), link: REPORT_PATH };
  }
  if (reads("objection")) {
    const to = addDays(today, OBJECTION_WINDOW_DAYS);
    out.objectionsDue = await figure(db, "objection", dueBetween("objection", "deadline", today, to));
  }
  if (reads("annualreturn")) {
    const to = addDays(today, ANNUAL_RETURN_WINDOW_DAYS);
    out.annualReturnsDue = await figure(db, "annualreturn", dueBetween("annualreturn", "dueDate", today, to));
  }
  if (reads("correspondence")) {
    // Overdue: the response was due yesterday or before, and none has gone out.
    const params = dueBetween("correspondence", "responseDueOn", null, addDays(today, -1));
    out.correspondenceOverdue = await figure(db, "correspondence", params);
  }
  if (reads("payment")) {
    const months = [];
    for (const { month, params } of lastMonths(today, PAYMENT_MONTHS)) {
      months.push({ month, ...await figure(db, "payment", params, "amount") });
    }
    out.paymentsByMonth = months;
    out.paymentsThisMonth = months.at(-1)!;
  }
  return out;
}
