import { MONTH_DAY_CHIPS } from "../../../client/kit/ui/calendar/types.ts";
import { Hono } from "hono";
import { requireBackoffice } from "../../../server/auth/guard.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { practiceToday } from "../../../domain/today.ts";
import { workflowReportsApi } from "../../../server/workflows/report-routes.ts";
import { practiceWorkApi } from "../../../server/workflows/practice-routes.ts";
import { addDays, daysInMonth } from "../../../domain/calendar.ts";
import type { BenchContext, MeasureGroup, Result } from "../measure.ts";
import { onBothEngines, percentiles, type Practice } from "../practice-store.ts";
import { seedPractice } from "../practice-seed.ts";

const ACCOUNTS = 10_000;
const RETURNS_PER_ACCOUNT = 5;
/** Employees the clients and their returns are spread over, so that one employee's work is a twentieth. */
const STAFF = 20;
const RUNS = 100;
const BUDGET_MS = 50;

/** Whole requests (guard, grants, query, SQL, JSON), after the first few have built the indexes: sorted, in ms. */
export async function timings(app: Hono, token: string, path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const res = await app.request(`/api/backoffice/workflows${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The measures over one engine's practice; PostgreSQL's ids and labels say so, SQLite's are as they always were. */
async function measureOn(ctx: BenchContext, { store, engine, actor }: Practice): Promise<Result[]> {
  const pg = store.db.dialect === "postgres";
  const today = practiceToday(new Date());
  const seeded = await seedPractice(ctx, { engine, db: store.db, actor }, {
    accounts: ACCOUNTS,
    returnsPerAccount: RETURNS_PER_ACCOUNT,
    staff: STAFF,
  }, today);
  // Statistics for the planner, as autovacuum would have them on a practice's tables (scale.ts does the same).
  if (pg) await store.db.exec("VACUUM ANALYZE");
  const tokens = await createTokenService("bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz");
  const token = await tokens.issue(actor.id, "admin", "backoffice");
  const app = new Hono();
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  app.route("/api/backoffice/workflows", workflowReportsApi({ db: store.db }));
  app.route("/api/backoffice/workflows", practiceWorkApi({ db: store.db, engine }));

  const report = await timings(app, token, "/reports/assessments-not-received");
  const filtered = await timings(
    app,
    token,
    `/reports/assessments-not-received?taxYear=${Number(today.slice(0, 4)) - 1}&sort=account&page=3`,
  );
  const board = await timings(app, token, "/dashboard");
  // This month, as the calendar opens; and one employee's deadlines in it (partner, manager or assignee).
  const month = `from=${today.slice(0, 8)}01&to=${today.slice(0, 8)}${
    daysInMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)))
  }`;
  const employee = seeded.staff[0];
  // As the month's grid asks (each day's first few and its count), and every entry of the month (an agenda's).
  const grid = `${month}&perDay=${MONTH_DAY_CHIPS}`;
  const calendar = await timings(app, token, `/practice-calendar?${grid}`);
  const calendarAll = await timings(app, token, `/practice-calendar?${month}`);
  const calendarOne = await timings(app, token, `/practice-calendar?${grid}&employee=${employee}`);
  const myWork = await timings(app, token, `/my-work?employee=${employee}`);
  const workload = await timings(app, token, "/workload?weeks=4");
  const sizes = await Promise.all(
    [`/practice-calendar?${month}`, `/my-work?employee=${employee}`].map(async (path) => {
      const res = await app.request(`/api/backoffice/workflows${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      return body.items?.length ?? body.overdue.length + body.thisWeek.length + body.nextWeek.length;
    }),
  );
  ctx.progress(
    `${store.db.dialect}: calendar month: ${sizes[0]} deadlines; one employee's work: ${sizes[1]} (${
      addDays(today, 0)
    })`,
  );
  const scale = `${ACCOUNTS / 1000}k accounts, ${ACCOUNTS * RETURNS_PER_ACCOUNT / 1000}k returns`;
  const pair = (name: string, title: string, times: number[]): Result[] =>
    percentiles({
      id: pg ? name.replace("workflows-", "workflows-postgres-") : name,
      label: pg ? `PostgreSQL: ${title}` : title,
      times,
      budget: BUDGET_MS,
      detail: `${scale}; ${RUNS} requests (${pg ? "PostgreSQL" : "SQLite"})`,
      p99: true,
    });
  return [
    ...pair("workflows-report", "Assessments not received: first page", report),
    ...pair("workflows-report-filtered", "Assessments not received: year + sort + page 3", filtered),
    ...pair("workflows-dashboard", "Dashboard: every figure", board),
    ...pair(
      "workflows-calendar",
      `Practice calendar: this month's grid (${sizes[0]} deadlines, ${MONTH_DAY_CHIPS} a day shown)`,
      calendar,
    ),
    ...pair(
      "workflows-calendar-employee",
      "Practice calendar: this month's grid, one employee's",
      calendarOne,
    ),
    ...percentiles({
      id: pg ? "workflows-postgres-calendar-all" : "workflows-calendar-all",
      label: `${pg ? "PostgreSQL: " : ""}Practice calendar: every entry of this month (${sizes[0]})`,
      times: calendarAll,
      detail: `${scale}; ${RUNS} requests (${pg ? "PostgreSQL" : "SQLite"}); tracked, the grid asks for less`,
      p99: true,
    }),
    ...pair("workflows-my-work", `My work: one employee's (${sizes[1]} open)`, myWork),
    ...pair("workflows-workload", "Workload: 4 weeks, every employee", workload),
  ];
}

const run = (ctx: BenchContext) => onBothEngines("bench_workflows", (practice) => measureOn(ctx, practice));

/**
 * The report and the dashboard's figures (issue 6), the practice calendar, my work and the workload (issue 16),
 * over a practice of 10,000 clients and 50,000 returns: on SQLite, and on PostgreSQL when one is named.
 */
export const workflows: MeasureGroup = { id: "workflows", name: "workflows", serverTimes: true, run };
