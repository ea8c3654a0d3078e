import { MONTH_DAY_CHIPS } from "../../../client/kit/ui/calendar/types.ts";
import { addDays, daysInMonth } from "../../../domain/calendar.ts";
import { practiceToday } from "../../../domain/today.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import type { PracticeSize } from "../practice-seed.ts";
import { quantile } from "../practice-store.ts";
import { serverCalls } from "../server-calls.ts";
import { withServers } from "../servers.ts";
import { type Engine, engines, seededWithToken } from "./scale.ts";

/**
 * Issue 36's practice: 100,000 clients with compliance profiles in a practice's shares (practice-seed.ts
 * complianceProfile), two years of returns and the rest of their work, spread over 20 employees.
 * `BENCH_COMPLIANCE_CLIENTS` sets a smaller one, to try the group out.
 */
const SIZE: PracticeSize = {
  accounts: Number(Deno.env.get("BENCH_COMPLIANCE_CLIENTS") ?? 100_000),
  returnsPerAccount: 2,
  staff: 20,
};
const RUNS = 30;
/** The trigger run's budget for 80,000 returns (scale.ts), here for every 100,000 records a run makes. */
const RUN_BUDGET_MS = 10_000;
const LIST_BUDGET_MS = 10;
/** The calendar month's and my work's budget (workflows.ts). */
const VIEW_BUDGET_MS = 50;

type Figure = { value: number; detail: string };

async function measure(ctx: BenchContext, { name: engine, url }: Engine): Promise<Result[]> {
  const place = await url(SIZE);
  try {
    ctx.progress(`${engine}: seeding ${SIZE.accounts.toLocaleString("en-US")} clients with their profiles`);
    const { seeded, token } = await seededWithToken(ctx, place.url, SIZE);
    const spec = { name: `app (${engine})`, entry: "serve-app.ts", args: [place.url, "0"] };
    const figures = await withServers(ctx, [spec], async ([server]) => {
      const { call, times } = serverCalls(ctx, server, token);
      return await measured(ctx, call, times, seeded.staff[0]);
    });
    return resultsOf(engine, figures);
  } finally {
    await place.drop();
  }
}

async function measured(
  ctx: BenchContext,
  call: ReturnType<typeof serverCalls>["call"],
  times: ReturnType<typeof serverCalls>["times"],
  employee: string,
): Promise<Record<string, Figure>> {
  const today = practiceToday(new Date());
  // A year of obligations from today, as the API takes a span.
  const span = { from: today, to: addDays(addDays(today, 365), -1) };
  /** A call of the obligations' API, timed, and its answer. */
  const timed = async (path: string, init?: RequestInit) => {
    const started = performance.now();
    const answer = JSON.parse(await call(`/api/backoffice/workflows/obligations/${path}`, init)) as {
      create: number;
      change: number;
      retire: number;
      reopen: number;
      clients: unknown[];
    };
    return { value: answer, ms: performance.now() - started };
  };
  const runOnce = () =>
    timed("run", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(span),
    });

  ctx.progress("preview of a year's obligations");
  const preview = await timed(`preview?from=${span.from}&to=${span.to}`);
  ctx.progress(`run of a year's obligations (${preview.value.create.toLocaleString("en-US")} to make)`);
  const run = await runOnce();
  if (run.value.create !== preview.value.create) {
    throw new Error(`the run made ${run.value.create}, its preview counted ${preview.value.create}`);
  }
  const again = await runOnce();
  const touched = again.value.create + again.value.change + again.value.retire + again.value.reopen;
  if (touched !== 0) throw new Error(`a second run touched ${touched} obligations`);

  ctx.progress("obligations' lists");
  // The open VAT returns by due date, the PAYE ones latest first, and one client's year (its page's grid).
  const [client] = (JSON.parse(await call("/api/backoffice/account?status=active&sort=code")) as {
    items: Array<{ id: string }>;
  }).items;
  const listPaths = [
    "/api/backoffice/obligation?status=open&kind=vat201&sort=dueDate",
    "/api/backoffice/obligation?status=open&kind=emp201&sort=dueDate&order=desc",
    `/api/backoffice/obligation?account=${client.id}&sort=dueDate`,
  ];
  // Each list's own median too: one slow list hides in the three's.
  const each = [];
  for (const path of listPaths) each.push(quantile(await times([path], RUNS), 0.5));
  const lists = await times(listPaths, RUNS);

  ctx.progress("the calendar's next month and my work, with the obligations in them");
  // The first whole month of the run's obligations.
  const next = addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8);
  const monthEnd = `${next}${daysInMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7)))}`;
  // As the month's grid asks: each day's first few, and each fuller day's count.
  const monthPath =
    `/api/backoffice/workflows/practice-calendar?from=${next}01&to=${monthEnd}&perDay=${MONTH_DAY_CHIPS}`;
  const month = await times([monthPath], RUNS);
  const workPath = `/api/backoffice/workflows/my-work?employee=${employee}`;
  const work = await times([workPath], RUNS);
  const monthItems = JSON.parse(await call(monthPath)) as {
    items: { due: string }[];
    truncated: boolean;
    dayTotals: Record<string, number>;
  };
  const shownByDay = Map.groupBy(monthItems.items, (i) => i.due);
  const monthTotal = [...shownByDay].reduce(
    (n, [day, items]) => n + (monthItems.dayTotals[day] ?? items.length),
    0,
  );
  const workItems = JSON.parse(await call(workPath)) as
    & Record<"overdue" | "thisWeek" | "nextWeek", unknown[]>
    & { truncated: boolean };
  const open = workItems.overdue.length + workItems.thisWeek.length + workItems.nextWeek.length;

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const made = run.value.create;
  const perHundredThousand = (n: number) => n / made * 100_000;
  return {
    run: {
      value: perHundredThousand(run.ms),
      detail:
        `${made.toLocaleString("en-US")} obligations of ${
          run.value.clients.length.toLocaleString("en-US")
        } ` +
        `clients made in ${(run.ms / 1000).toFixed(1)} s, one transaction`,
    },
    again: {
      value: again.ms,
      detail: `nothing to do; ${(again.ms / run.ms * 100).toFixed(0)} % of the first run`,
    },
    preview: { value: preview.ms, detail: `${made.toLocaleString("en-US")} counted` },
    list: {
      value: quantile(lists, 0.5),
      detail: `3 lists × ${RUNS}; p99 ${ms(quantile(lists, 0.99))}; each ${each.map(ms).join(" / ")}`,
    },
    month: {
      value: quantile(month, 0.5),
      detail: `${monthTotal.toLocaleString("en-US")} deadlines, ${
        monthItems.items.length.toLocaleString("en-US")
      } shown (${MONTH_DAY_CHIPS} a day); p99 ${ms(quantile(month, 0.99))}`,
    },
    work: {
      value: quantile(work, 0.5),
      detail: `${open}${workItems.truncated ? " (cut: more are open)" : ""} open items; p99 ${
        ms(quantile(work, 0.99))
      }`,
    },
  };
}

function resultsOf(engine: string, figures: Record<string, Figure>): Result[] {
  const key = engine === "SQLite" ? "sqlite" : "postgres";
  const clients = `${(SIZE.accounts / 1000).toLocaleString("en-US")}k clients`;
  const line = (id: string, label: string, budget?: number): Result => ({
    id: `compliance-${key}-${id}`,
    label: `${engine}, ${clients}: ${label}`,
    value: figures[id].value,
    unit: "ms",
    budget: budget === undefined ? undefined : atMost(budget),
    detail: figures[id].detail,
  });
  return [
    line("run", "obligation run, a year, per 100,000 made", RUN_BUDGET_MS),
    line("again", "the same run again"),
    line("preview", "its preview"),
    line("list", "obligations' lists, filter + sort, p50", LIST_BUDGET_MS),
    line("month", "practice calendar, next month's grid, p50", VIEW_BUDGET_MS),
    line("work", "my work, one employee's, p50", VIEW_BUDGET_MS),
  ];
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const results: Result[] = [];
  for (const engine of engines()) results.push(...await measure(ctx, engine));
  return results;
}

/**
 * Issue 36 at scale: a year of every client's obligations made by one run through the HTTP API, the run again
 * with nothing to do, its preview, the obligations' lists, and the calendar and my work with the obligations in
 * them; on SQLite and on PostgreSQL when one is named (BENCH_SCALE_ENGINES picks, as for scale).
 */
export const compliance: MeasureGroup = { id: "compliance", name: "compliance", serverTimes: true, run };
