import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ModuleKey } from "../../domain/resources/types.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { problem } from "../../domain/api/index.ts";
import { ownList } from "../middleware/list-input.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import type { Db } from "../store/db.ts";
import { dashboard } from "./dashboard.ts";
import { REPORT_COLUMNS, type ReportRow } from "../../domain/workflows/report.ts";
import { assessmentsNotReceived, MAX_REPORT_PAGE_SIZE, reportQuery } from "./report.ts";
import { actorOf, csvLine, GrantCache, mayNot, Visibility } from "../backoffice/index.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { practiceToday } from "../../domain/today.ts";
import { asCsvFile } from "../../domain/csv.ts";

export type WorkflowReportDeps = {
  db: Db;
  /** The resource API's grant cache, so a permission change reaches the report the moment it is saved. */
  grants?: GrantCache;
  clock?: () => Date;
  /** The resource API's client visibility (CLIENT_VISIBILITY), so the report and figures show what its lists do. */
  visibility?: Visibility;
};

type Env = { Variables: AuthVariables & RequestIdVariables };

/** The CSV's columns: English headings, as the lists' exports have. */
const CSV_COLUMNS: Array<[string, (row: ReportRow) => unknown]> = [
  ["Client", (r) => r.account],
  ["Tax type", (r) => r.taxType],
  ["Tax year", (r) => r.taxYear],
  ["Submitted on", (r) => r.submittedOn],
  ["Days since submission", (r) => r.daysSinceSubmission],
  ["eFiling reference", (r) => r.efilingReference],
  ["Partner", (r) => r.partner],
  ["Office", (r) => r.office],
];

/**
 * The report's query: a list query (sort by one of its columns, order, page, page size, format) with its filters;
 * any other parameter is named as a filter the report does not have.
 */
const reportList = validate(
  "query",
  ownList({
    takes: ["sort", "order", "page", "pageSize", "format"],
    own: { ...reportQuery.shape, sort: z.enum(REPORT_COLUMNS).optional() },
    maxPageSize: MAX_REPORT_PAGE_SIZE,
    unknown: (name) => problem("unknownFilter", { name }),
  }),
);

/**
 * `/api/backoffice/workflows/...`: the "Assessments not received" report and the home dashboard's figures. Mounted
 * behind requireBackoffice and before the generic resource API, whose `/:resource/*` would otherwise take the paths.
 */
export function workflowReportsApi(
  {
    db,
    grants = new GrantCache(db),
    clock = () => new Date(),
    visibility = new Visibility("all", RESOURCES),
  }: WorkflowReportDeps,
) {
  const app = new Hono<Env>();
  const actor = actorOf;

  const mayRead = async (c: Context<Env>) => {
    const { role } = c.get("user");
    const granted = await grants.grants(role);
    return (module: ModuleKey) => granted[module]?.includes("read") ?? false;
  };
  // Who may, before what they asked is read.
  const readsReports: MiddlewareHandler<Env> = async (c, next) => {
    if (!(await mayRead(c))("reports")) throw mayNot(c.get("user").role, "read", "reports");
    await next();
  };

  app.get("/reports/assessments-not-received", readsReports, reportList, async (c) => {
    const q = c.req.valid("query");
    const today = practiceToday(clock());
    const csv = q.format === "csv";
    const { rows, total } = await assessmentsNotReceived(db, {
      taxYear: q.taxYear,
      partner: q.partner,
      office: q.office,
      confine: visibility.confine("incometax", actor(c)),
      sort: q.sort ?? "daysSinceSubmission",
      // The default order lists the longest waits first; a chosen column sorts ascending unless told.
      order: q.order ?? (q.sort ? "asc" : "desc"),
      page: csv ? undefined : { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    }, today);
    if (!csv) return c.json({ today, items: rows, total });
    const text = asCsvFile([
      csvLine(CSV_COLUMNS.map(([heading]) => heading)),
      ...rows.map((row) => csvLine(CSV_COLUMNS.map(([, value]) => String(value(row) ?? "")))),
    ].join(""));
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="assessments-not-received-${today}.csv"`,
    });
  });

  app.get("/dashboard", async (c) => {
    const may = await mayRead(c);
    const within = (resource: string) => visibility.within(resource, actor(c));
    const confine = visibility.confine("incometax", actor(c));
    return c.json(await dashboard(db, { today: practiceToday(clock()), may, within, confine }));
  });

  return app;
}
