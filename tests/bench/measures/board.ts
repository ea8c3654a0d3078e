import { Hono } from "hono";
import { requireBackoffice } from "../../../server/auth/guard.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { backofficeApi } from "../../../server/backoffice/index.ts";
import { jobTemplateApi } from "../../../server/workflows/job-routes.ts";
import { JobRunner } from "../../../server/workflows/jobs.ts";
import { practiceWorkApi } from "../../../server/workflows/practice-routes.ts";
import { practiceToday } from "../../../domain/today.ts";
import { type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { onBothEngines, percentiles, type Practice } from "../practice-store.ts";
import { seedPractice } from "../practice-seed.ts";
import { timings } from "./workflows.ts";

/** Four in five of the seed's clients are active: 10,000 clients, five monthly periods each, 50,000 open jobs. */
const ACCOUNTS = 12_500;
const PERIODS = 5;
const STAFF = 20;
const STAGES = ["Waiting for documents", "Preparing", "Review", "Submitted"];
const MOVES = 50;
/** The list budget, for the board's counts and first cards; a move (the job's update), the issue's 50 ms. */
const BOARD_MS = 10;
const MOVE_MS = 50;
/** The workload's budget (README Measures), with its capacity: the jobs' hours beside each employee's week. */
const WORKLOAD_MS = 50;

/** The first day of the month `back` months before today's. */
function monthStart(today: string, back: number): string {
  const [y, m] = today.split("-").map(Number);
  const months = y * 12 + (m - 1) - back;
  return `${Math.floor(months / 12)}-${String(months % 12 + 1).padStart(2, "0")}-01`;
}

/** Each move's whole request (guard, grants, hooks, audit, tallies, JSON), sorted, in ms: a job to the next stage. */
async function moves(app: Hono, token: string, jobs: { id: string; version: number }[]): Promise<number[]> {
  const times: number[] = [];
  for (const [i, job] of jobs.entries()) {
    const started = performance.now();
    const res = await app.request(`/api/backoffice/job/${job.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ stage: STAGES[1 + i % (STAGES.length - 1)], version: job.version }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`a move answered ${res.status}: ${text.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measureOn(ctx: BenchContext, { store, engine, actor }: Practice): Promise<Result[]> {
  const pg = store.db.dialect === "postgres";
  const today = practiceToday(new Date());
  await seedPractice(ctx, { engine, db: store.db, actor }, {
    accounts: ACCOUNTS,
    returnsPerAccount: 0,
    staff: STAFF,
  }, today);
  const template = await engine.create(engine.def("jobtemplate")!, {
    name: "Monthly bookkeeping",
    stages: STAGES.map((name) => ({ name, role: "manager", checklist: [{ item: "Done" }], hours: 1 })),
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: monthStart(today, PERIODS - 1),
    dueDaysAfter: 5,
    daysAhead: 0,
    active: true,
  }, actor);
  const runner = new JobRunner(store.db, engine);
  const started = performance.now();
  const run = await runner.run(template.id, { actor });
  const runMs = performance.now() - started;
  ctx.progress(`${store.db.dialect}: a run made ${run?.created} jobs in ${(runMs / 1000).toFixed(1)} s`);
  if (pg) await store.db.exec("VACUUM ANALYZE");

  const tokens = await createTokenService("bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz");
  const token = await tokens.issue(actor.id, "admin", "backoffice");
  const app = new Hono();
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  app.route("/api/backoffice/workflows/job-templates", jobTemplateApi(engine, runner, store.db));
  app.route("/api/backoffice/workflows", practiceWorkApi({ db: store.db, engine }));
  app.route("/api/backoffice", backofficeApi({ db: store.db, engine }));

  const path = `/job-templates/${template.id}/board`;
  const first = await app.request(`/api/backoffice/workflows${path}?pageSize=${MOVES}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [column] = (await first.json()).columns;
  const moved = await moves(app, token, column.cards);
  const board = await timings(app, token, path);
  const assignee = column.cards[0].assignee;
  const boardOne = await timings(app, token, `${path}?assignee=${assignee}`);
  const overdue = await timings(app, token, `${path}?overdue=true`);
  const workload = await timings(app, token, "/workload?weeks=4");
  const nextPage = await timings(
    app,
    token,
    `${path}?stage=${encodeURIComponent(STAGES[0])}&after=${encodeURIComponent(column.next)}`,
  );

  const scale = `${run?.created} open jobs of one template, ${STAGES.length} stages (${today})`;
  const pair = (name: string, title: string, times: number[], budget: number): Result[] =>
    percentiles({
      id: pg ? `board-postgres-${name}` : `board-${name}`,
      label: pg ? `PostgreSQL: ${title}` : title,
      times,
      budget,
      detail: `${scale}; ${times.length} requests`,
    });
  return [
    ...pair("counts", "Job board: every column's counts and first cards", board, BOARD_MS),
    ...pair("assignee", "Job board: one assignee's", boardOne, BOARD_MS),
    ...pair("overdue", "Job board: overdue only", overdue, BOARD_MS),
    ...pair("more", "Job board: a column's next cards", nextPage, BOARD_MS),
    ...pair("move", "Job board: a move to another stage", moved, MOVE_MS),
    ...pair("workload", "Workload over the jobs, 4 weeks, with capacity", workload, WORKLOAD_MS),
    {
      id: pg ? "board-postgres-run" : "board-run",
      label: `${pg ? "PostgreSQL: " : ""}Job template run making them`,
      value: runMs,
      unit: "ms",
      detail: scale,
    },
  ];
}

const run = (ctx: BenchContext) => onBothEngines("bench_board", (practice) => measureOn(ctx, practice));

/**
 * The pipeline board of a job template (issue 38) over 50,000 open jobs of it (10,000 clients, five months):
 * its columns' counts and first cards, narrowed, a column's next cards, and a move; the workload over them, with
 * each employee's capacity (the jobs' budgeted hours per week); on SQLite, and on PostgreSQL when one is named.
 */
export const board: MeasureGroup = { id: "board", name: "job board", serverTimes: true, run };
