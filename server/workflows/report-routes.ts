import { type Context, Hono } from "hono";
import type { ModuleKey } from "../../domain/resources/types.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { invalid, problem, problemsOfIssues } from "../../domain/api/index.ts";
import { nulPath } from "../middleware/validate.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import type { Db } from "../store/db.ts";
import { dashboard } from "./dashboard.ts";
import type { ReportRow } from "../../domain/workflows/report.ts";
import { assessmentsNotReceived, type ReportQuery, reportQuery } from "./report.ts";
import { type Actor, csvLine, GrantCache, mayNot, Visibility } from "../backoffice/index.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { practiceToday } from "../../domain/today.ts";

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

/** The report's query checked; an unknown parameter is named as the report's unknown filter. */
function readReportQuery(raw: Record<string, string>): ReportQuery {
  const parsed = reportQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = problemsOfIssues(parsed.error.issues, "query", raw);
  for (const [name, p] of Object.entries(fields)) {
    if (p.code === "unknownField") fields[name] = problem("unknownFilter", { name });
  }
  throw invalid(fields);
}

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
  const actor = (c: Context<Env>): Actor => ({ id: c.get("user").sub, role: c.get("user").role });

  const mayRead = async (c: Context<Env>) => {
    const { role } = c.get("user");
    const granted = await grants.grants(role);
    return (module: ModuleKey) => granted[module]?.includes("read") ?? false;
  };

  app.get("/reports/assessments-not-received", async (c) => {
    if (!(await mayRead(c))("reports")) {
      throw mayNot(c.get("user").role, "read", "reports");
    }
    const raw = c.req.query();
    const at = nulPath(raw);
    if (at !== undefined) throw invalid({ [at || "query"]: problem("noNul") });
    const q = readReportQuery(raw);
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
    const text = [
      csvLine(CSV_COLUMNS.map(([heading]) => heading)),
      ...rows.map((row) => csvLine(CSV_COLUMNS.map(([, value]) => String(value(row) ?? "")))),
    ].join("");
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
