/**
 * The home dashboard's live figures (DOMAIN.md, Reports and dashboard). Each figure is a list query of a resource
 * counted by the list engine's own conditions (the back office's `summarizeList`) and linked as that query's
 * address, so the number on the card and the list its link opens are the same records by construction. Figures of modules the role may not read are
 * left out.
 */
import { addDays, daysInMonth, isoDate } from "../../domain/calendar.ts";
import { conditionParam } from "../../domain/list-conditions.ts";
import { type ListQuery, writeListQuery } from "../../domain/list-query.ts";
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
import type { Dashboard, Figure, MoneyFigure } from "../../domain/workflows/dashboard.ts";
import {
  type Confine,
  countAssessmentsNotReceived,
  summarizeList,
  type Within,
} from "../backoffice/index.ts";

/** Months of payments in the chart, this one included. */
export const PAYMENT_MONTHS = 12;

/** Returns not yet assessed: the ones still with the practice or waiting for SARS. */
export const OUTSTANDING_STATUSES = INCOME_TAX_STATUSES.filter((s) => s !== "assessed" && s !== "closed");

export const REPORT_PATH = "/apps/reports/incometax";

/** A list's own parameters (its filters and conditions), as a list query holds them. */
type Where = Record<string, string[]>;

/** What the figures are counted over: the store, and the records of a resource the reader may see. */
type Over = { db: Db; within: (resource: string) => Within | undefined };

/**
 * The records of `resource` a list query selects: counted (and summed) as the list would filter them, among the
 * records the reader sees (a confined employee's, as their list shows them); the link opens that list.
 */
async function figure(over: Over, resource: string, where: Where): Promise<Figure>;
async function figure(over: Over, resource: string, where: Where, sum: string): Promise<MoneyFigure>;
async function figure(
  { db, within }: Over,
  resource: string,
  where: Where,
  sum?: string,
): Promise<Figure | MoneyFigure> {
  const def = resourceDef(resource)!;
  const query: ListQuery = { where };
  const { count, total } = await summarizeList(db, def, query, { within: within(resource), sum });
  const link = `${def.base}?${writeListQuery(query)}`;
  return total === null ? { count, link } : { count, link, total: total.toFixed(2) };
}

/** Still-open records of a deadline field whose due date lies in [from, to] (either end may be open). */
function dueBetween(resource: string, field: string, from: string | null, to: string): Where {
  const where: Where = {};
  if (from) where[conditionParam(field, "from")] = [from];
  where[conditionParam(field, "to")] = [to];
  for (const [name, value] of openListParams(deadlineField(resource, field)!)) {
    (where[name] ??= []).push(value);
  }
  return where;
}

function monthRange(year: number, month: number): { month: string; where: Where } {
  const from = isoDate(year, month, 1);
  return {
    month: from.slice(0, 7),
    where: { receivedOnFrom: [from], receivedOnTo: [isoDate(year, month, daysInMonth(year, month))] },
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

/**
 * Every figure the role may read, on the practice's day `today`, over the records the reader sees: `within` gives
 * the condition on a resource's records that confines them (server/backoffice/visibility.ts), `confine` the one on
 * the report's returns.
 */
export async function dashboard(
  db: Db,
  { today, may, within = () => undefined, confine }: {
    today: string;
    may: (module: ModuleKey) => boolean;
    within?: (resource: string) => Within | undefined;
    confine?: Confine;
  },
): Promise<Dashboard> {
  const out: Dashboard = { today };
  const over: Over = { db, within };
  const reads = (resource: string) => may(resourceDef(resource)!.module);

  if (reads("account")) out.activeClients = await figure(over, "account", { status: ["active"] });
  if (reads("incometax")) {
    const byStatus = [];
    for (const status of OUTSTANDING_STATUSES) {
      byStatus.push({ status, ...await figure(over, "incometax", { status: [status] }) });
    }
    const all = await figure(over, "incometax", { status: [...OUTSTANDING_STATUSES] });
    out.returnsOutstanding = { ...all, byStatus };
  }
  if (may("reports")) {
    out.assessmentsNotReceived = {
      count: await countAssessmentsNotReceived(db, { confine }),
      link: REPORT_PATH,
    };
  }
  if (reads("objection")) {
    const to = addDays(today, OBJECTION_WINDOW_DAYS);
    out.objectionsDue = await figure(over, "objection", dueBetween("objection", "deadline", today, to));
  }
  if (reads("annualreturn")) {
    const to = addDays(today, ANNUAL_RETURN_WINDOW_DAYS);
    out.annualReturnsDue = await figure(
      over,
      "annualreturn",
      dueBetween("annualreturn", "dueDate", today, to),
    );
  }
  if (reads("correspondence")) {
    // Overdue: the response was due yesterday or before, and none has gone out.
    const where = dueBetween("correspondence", "responseDueOn", null, addDays(today, -1));
    out.correspondenceOverdue = await figure(over, "correspondence", where);
  }
  if (reads("payment")) {
    const months = [];
    for (const { month, where } of lastMonths(today, PAYMENT_MONTHS)) {
      months.push({ month, ...await figure(over, "payment", where, "amount") });
    }
    out.paymentsByMonth = months;
    out.paymentsThisMonth = months.at(-1)!;
  }
  return out;
}
