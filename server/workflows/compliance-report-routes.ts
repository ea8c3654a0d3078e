import { type Context, Hono, type MiddlewareHandler } from "hono";
import { problem, refusal as refuse } from "../../domain/api/index.ts";
import { type ComplianceReportRow, MAX_COMPLIANCE_REPORT_PAGE_SIZE } from "../../domain/compliance/report.ts";
import { asCsvFile } from "../../domain/csv.ts";
import { practiceToday } from "../../domain/today.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { ownList } from "../middleware/list-input.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import type { Db } from "../store/db.ts";
import { type Actor, actorOf, csvLine, type Engine, refusal } from "../backoffice/index.ts";
import { complianceCheckRows, complianceReport, complianceReportQuery } from "./compliance-report.ts";

type Env = { Variables: AuthVariables & RequestIdVariables & { actor: Actor } };

/** The CSV's columns: English headings, as the lists' exports have; a client's kinds as `vat201 2 (2026-10-30)`. */
const CSV_COLUMNS: Array<[string, (row: ComplianceReportRow) => unknown]> = [
  ["Client", (r) => r.account],
  ["Partner", (r) => r.partner],
  ["Office", (r) => r.office],
  ["SARS status", (r) => r.standing],
  ["Overdue obligations", (r) => r.count],
  ["Oldest due date", (r) => r.oldest],
  ["Overdue by kind", (r) => r.overdue.map((o) => `${o.kind} ${o.count} (${o.oldest})`).join("; ")],
];

/** The report's query: its filters, page and page size (and `format=csv` for the report's CSV). */
const reportList = (takes: ("page" | "pageSize" | "format")[]) =>
  validate(
    "query",
    ownList({
      takes,
      own: complianceReportQuery.shape,
      maxPageSize: MAX_COMPLIANCE_REPORT_PAGE_SIZE,
      unknown: (name) => problem("unknownFilter", { name }),
    }),
  );

/**
 * `/api/backoffice/workflows/obligations/report` (issue 36), mounted behind requireBackoffice, read on Compliance
 * (the obligation resource's grant), confined as the lists are by CLIENT_VISIBILITY:
 * - `GET /?kind&partner&office&page&pageSize` the clients with obligations past due, most overdue first, with
 *   their standing and the tallies by kind, partner and office; `&format=csv` every client as CSV;
 * - `GET /checks?kind&partner&office&page&pageSize` the checks' contradictions practice-wide.
 */
export function complianceReportApi(db: Db, engine: Engine) {
  const app = new Hono<Env>();

  const reads: MiddlewareHandler<Env> = async (c: Context<Env>, next) => {
    const def = engine.def("obligation");
    if (!def) throw refuse("noSuchResource", { resource: "obligation" });
    const actor = actorOf(c);
    const refused = refusal(actor.role, await engine.grants.grants(actor.role), def, "read");
    if (refused) throw refused;
    c.set("actor", actor);
    await next();
  };

  app.get("/", reads, reportList(["page", "pageSize", "format"]), async (c) => {
    const { page, pageSize, format, ...q } = c.req.valid("query");
    const today = practiceToday(engine.now());
    const csv = format === "csv";
    const report = await complianceReport(db, engine, {
      filters: { ...q, confine: engine.visibility.confine("account", c.get("actor")) },
      actor: c.get("actor"),
      today,
      slice: csv ? undefined : { limit: pageSize, offset: (page - 1) * pageSize },
    });
    if (!csv) return c.json({ today, ...report });
    const text = asCsvFile([
      csvLine(CSV_COLUMNS.map(([heading]) => heading)),
      ...report.items.map((row) => csvLine(CSV_COLUMNS.map(([, value]) => String(value(row) ?? "")))),
    ].join(""));
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="compliance-report-${today}.csv"`,
    });
  });

  app.get("/checks", reads, reportList(["page", "pageSize"]), async (c) => {
    const { page, pageSize, ...q } = c.req.valid("query");
    const today = practiceToday(engine.now());
    const checks = await complianceCheckRows(db, {
      filters: { ...q, confine: engine.visibility.confine("account", c.get("actor")) },
      today,
      slice: { limit: pageSize, offset: (page - 1) * pageSize },
    });
    return c.json({ today, ...checks });
  });

  return app;
}
