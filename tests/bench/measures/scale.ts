import { practiceToday } from "../../../domain/today.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { readyWorkflows } from "../../../server/workflows/ready.ts";
import { BENCH_SECRET } from "../bench-token.ts";
import { atLeast, atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { benchPostgresUrl, benchSession, freshSchema, openPractice, quantile } from "../practice-store.ts";
import { type PracticeSize, seedPractice } from "../practice-seed.ts";
import { type RunningServer, withServers } from "../servers.ts";
import { CONNECTIONS, type LoadStats } from "../load.ts";
import { measurePair } from "./throughput.ts";
import { watched } from "../server-memory.ts";
import { serverCalls } from "../server-calls.ts";

/** The practice group of issue 14 and one a tenth of it, to see how cost grows. */
const SIZES: PracticeSize[] = [
  { accounts: 10_000, returnsPerAccount: 10 },
  { accounts: 100_000, returnsPerAccount: 10 },
];
const RUNS = 30;
const SUMMARY_RUNS = 20;

export type Engine = { name: "SQLite" | "PostgreSQL"; url: (size: PracticeSize) => Promise<Store> };
type Store = { url: string; drop: () => Promise<void> };

/**
 * A fresh store per size: a SQLite file in a temporary folder, or a schema of the bench's PostgreSQL database.
 * `BENCH_SCALE_ENGINES=sqlite` (or `postgres`) measures one engine alone.
 */
export function engines(): Engine[] {
  const wanted = (Deno.env.get("BENCH_SCALE_ENGINES") ?? "sqlite,postgres").split(",");
  return allEngines().filter((e) => wanted.includes(e.name === "SQLite" ? "sqlite" : "postgres"));
}

function allEngines(): Engine[] {
  const list: Engine[] = [{
    name: "SQLite",
    url: async () => {
      const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-scale-" });
      return { url: `sqlite:${dir}/practice.db`, drop: () => Deno.remove(dir, { recursive: true }) };
    },
  }];
  const pg = benchPostgresUrl();
  if (pg) list.push({ name: "PostgreSQL", url: (size) => freshSchema(pg, `bench_scale_${size.accounts}`) });
  return list;
}

/** Builds the practice through a store of its own, closed before the server opens it. */
async function seed(ctx: BenchContext, url: string, size: PracticeSize) {
  const { store, engine, actor } = await openPractice(url);
  try {
    const started = performance.now();
    const seeded = await seedPractice(ctx, { engine, db: store.db, actor }, size, practiceToday(new Date()));
    ctx.progress(
      `${seeded.records.toLocaleString("en-US")} records in ${
        ((performance.now() - started) / 1000).toFixed(0)
      } s`,
    );
    // What the server makes at start-up (server/main.ts) before it listens: made here, where no start-up timeout
    // waits on it.
    ctx.progress(`dashboard and trigger runs made ready in ${(await readyWorkflows(store.db)).toFixed(0)} s`);
    if (store.db.dialect === "postgres") {
      // What autovacuum does to a practice's tables over time, done at once after the bulk seed: statistics for
      // the planner, and the pages marked all-visible that index-only scans (a search's count) rely on. Then the
      // seed's gigabytes written out (a checkpoint, where the role may: pg_checkpoint), or the measures that
      // follow would share the machine with that flush, which a practice's server has long since finished.
      const vacuumed = performance.now();
      await store.db.exec("VACUUM ANALYZE");
      const flushed = await store.db.exec("CHECKPOINT").then(() => "and flushed ", () => "");
      ctx.progress(`vacuumed, analyzed ${flushed}in ${((performance.now() - vacuumed) / 1000).toFixed(0)} s`);
    }
    return { adminId: actor.id, ...seeded };
  } finally {
    await store.close();
  }
}

type Figures = Record<string, { value: number; detail: string }>;

/** What one store of one size measures, through the HTTP API of the real server. */
/**
 * `server` keeps no list's answer, so that a list asked again is worked out again (its time is the work's); `kept`
 * is the same app and store with lists' answers kept, as deployed, for the list under load.
 */
async function measure(ctx: BenchContext, [server, kept]: RunningServer[], token: string, seeded: {
  taxTypes: string[];
}): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  const { call, times } = serverCalls(ctx, server, token);
  const p50 = (sorted: number[]) => (sorted.length > 0 ? quantile(sorted, 0.5) : NaN);
  const ms = (n: number) => `${n.toFixed(1)} ms`;

  // Searches staff type, sorted as the lists offer, each on its first page and on page 2,001 reached by place.
  const lists = [
    "/api/backoffice/account?q=karoo",
    "/api/backoffice/account?q=trading&sort=name&order=desc",
    "/api/backoffice/incometax?q=karoo&sort=dueDate",
    "/api/backoffice/incometax?status=submitted&sort=submittedOn&order=desc",
    // Every word in any order (issue 32): two words a seventh of the clients hold.
    "/api/backoffice/account?q=trust%20ubuntu&sort=name",
  ];
  // Page 2,001 where the list is that long (a small practice's may not be): the deepest of 2,001, 201, 21.
  const deep: string[] = [];
  for (const path of lists) {
    for (const depth of [2000, 200, 20]) {
      const page = JSON.parse(await call(`${path}&page=${depth}`)) as { next: string | null };
      if (!page.next) continue;
      deep.push(`${path}&after=${encodeURIComponent(page.next)}`);
      break;
    }
  }
  ctx.progress("lists");
  const first = await times(lists, RUNS);
  const deeper = await times(deep, RUNS);
  const rare = await times(["/api/backoffice/account?q=zzz-no-such-client"], 10);

  ctx.progress("practice search");
  // The toolbar's search as staff type it, each answer the first five of every kind: a name a seventh of the
  // clients share (and their returns, assessments, payments…), two words in any order, one client's name and
  // number, a tax number typed with spaces, a code's start, and a term nobody has.
  const sample = JSON.parse(await call("/api/backoffice/account?q=acc005001")) as {
    items: Array<{ name: string; incomeTaxNumber: string; code: string }>;
  };
  const known = sample.items[0];
  const tax = known.incomeTaxNumber;
  const searches = [
    "karoo",
    "trust ubuntu",
    known.name.toLowerCase(),
    `${tax.slice(0, 4)} ${tax.slice(4, 7)} ${tax.slice(7)}`,
    known.code.slice(0, 8),
    "zzz-no-such-client",
  ].map((q) => `/api/backoffice/search?q=${encodeURIComponent(q)}`);
  const found = JSON.parse(await call(searches[3])) as { groups: Array<{ items: Array<{ id: string }> }> };
  if (found.groups[0]?.items.length !== 1) throw new Error(`a tax number found ${JSON.stringify(found)}`);
  const searched = await times(searches, RUNS);

  ctx.progress("dashboard and report");
  const dashboard = await times(["/api/backoffice/workflows/dashboard"], SUMMARY_RUNS);
  const report = await times([
    "/api/backoffice/workflows/reports/assessments-not-received",
    "/api/backoffice/workflows/reports/assessments-not-received?sort=account&page=3",
  ], SUMMARY_RUNS);

  ctx.progress(`a list under load: ${CONNECTIONS} connections against /api/health's`);
  // A filter and a sort, as staff open the returns submitted, latest first; against the health check served by the
  // same server in the same minutes (issue 34: at least a fifth of its throughput, the p99 within the list budget).
  const loaded = await measurePair(ctx, { app: kept }, {
    id: "list-under-load",
    label: "list under load",
    path: "/api/backoffice/incometax?status=submitted&sort=submittedOn&order=desc",
    headers,
    baseline: { server: "app", path: "/api/health", label: "/api/health" },
  });
  const loadRuns = (loaded.data as { runs: LoadStats[] }).runs;
  const loadP99 = Math.max(...loadRuns.map((r) => r.p99Ms));

  ctx.progress("CSV export of every client");
  const exportAll = async () => {
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/backoffice/account?format=csv&sort=code`, { headers });
    let bytes = 0;
    for await (const chunk of res.body!) bytes += chunk.length;
    return { ms: performance.now() - started, bytes };
  };
  // Once to warm what any read warms (the database's page cache, the heap's first growth), then watched.
  await exportAll();
  const { value: { ms: exportMs, bytes }, before, growth } = await watched(server.pid, exportAll);

  ctx.progress("trigger run over every active client");
  const trigger = JSON.parse(
    await call("/api/backoffice/trigger", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench provisional tax",
        taxType: seeded.taxTypes[1],
        schedule: { kind: "after-year-end", days: 60 },
        active: true,
      }),
    }),
  ) as { id: string };
  const runStarted = performance.now();
  const run = JSON.parse(
    await call(`/api/backoffice/workflows/triggers/${trigger.id}/run`, { method: "POST" }),
  ) as { created: number };
  const runMs = performance.now() - runStarted;

  return {
    list: {
      value: p50([...first, ...deeper].sort((a, b) => a - b)),
      detail: `p99 ${ms(quantile(first, 0.99))}`,
    },
    firstPage: { value: p50(first), detail: `${lists.length} searches × ${RUNS}` },
    deepPage: { value: p50(deeper), detail: `by place; ${deep.length} lists` },
    rare: { value: p50(rare), detail: "a term no client has: every search text read" },
    search: {
      value: p50(searched),
      detail: `${searches.length} queries × ${RUNS}; p99 ${ms(quantile(searched, 0.99))}`,
    },
    loadRatio: { value: loaded.value, detail: loaded.detail! },
    loadP99: {
      value: loadP99,
      detail: `worst of ${loadRuns.length} runs; p50 ${ms(Math.max(...loadRuns.map((r) => r.p50Ms)))}`,
    },
    dashboard: { value: p50(dashboard), detail: `p99 ${ms(quantile(dashboard, 0.99))}` },
    report: { value: p50(report), detail: `p99 ${ms(quantile(report, 0.99))}` },
    exportMs: { value: exportMs, detail: `${(bytes / 1e6).toFixed(1)} MB of CSV` },
    exportMemory: {
      value: growth,
      detail: `resident memory, second export; before it ${(before / 1024 / 1024).toFixed(0)} MB`,
    },
    trigger: { value: runMs, detail: `${run.created.toLocaleString("en-US")} returns made, one transaction` },
  };
}

/** The practice seeded at `url`, and a token of its admin with a session the server will accept. */
export async function seededWithToken(ctx: BenchContext, url: string, size: PracticeSize) {
  const tokens = await createTokenService(BENCH_SECRET);
  const seeded = await seed(ctx, url, size);
  const token = await tokens.issue(
    seeded.adminId,
    "admin",
    "backoffice",
    await benchSession(url, seeded.adminId),
  );
  return { seeded, token };
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const results: Result[] = [];
  for (const engine of engines()) {
    const bySize: Figures[] = [];
    for (const size of SIZES) {
      const label = `${engine.name}, ${size.accounts / 1000}k clients`;
      ctx.progress(
        `${label}: seeding ${(size.accounts * size.returnsPerAccount).toLocaleString("en-US")} returns`,
      );
      const store = await engine.url(size);
      try {
        const { seeded, token } = await seededWithToken(ctx, store.url, size);
        const specs = [
          { name: `app (${label})`, entry: "serve-app.ts", args: [store.url, "0"] },
          { name: `app (${label}, lists kept)`, entry: "serve-app.ts", args: [store.url] },
        ];
        bySize.push(await withServers(ctx, specs, (servers) => measure(ctx, servers, token, seeded)));
      } finally {
        await store.drop();
      }
    }
    results.push(...resultsOf(engine.name, bySize[0], bySize[1]));
  }
  return results;
}

/** The big practice's figures against their budgets, each with its growth from the small one. */
function resultsOf(engine: string, small: Figures, big: Figures): Result[] {
  const key = engine === "SQLite" ? "sqlite" : "postgres";
  const line = (
    id: keyof Figures,
    label: string,
    unit: Result["unit"],
    budget?: Result["budget"],
  ): Result => ({
    id: `scale-${key}-${id}`,
    label: `${engine}, 100k clients / 1M returns: ${label}`,
    value: big[id].value,
    unit,
    budget,
    detail: `${big[id].detail}; 10k → 100k ×${(big[id].value / small[id].value).toFixed(2)}`,
  });
  return [
    line("list", "list, search + sort + page, p50", "ms", atMost(10)),
    line("firstPage", "list, first pages, p50", "ms"),
    line("deepPage", "list, page 2,001 by place, p50", "ms"),
    {
      id: `scale-${key}-deep-ratio`,
      label: `${engine}, 100k: page 2,001 ÷ page 1`,
      value: big.deepPage.value / big.firstPage.value,
      unit: "ratio",
      budget: atMost(2),
    },
    line("rare", "search for a term nobody has, p50", "ms"),
    line("search", "practice search (toolbar), p50", "ms", atMost(10)),
    line("loadRatio", `list, filter + sort, ${CONNECTIONS} connections ÷ /api/health`, "ratio", atLeast(0.2)),
    line("loadP99", `list, filter + sort, ${CONNECTIONS} connections, p99`, "ms", atMost(10)),
    line("dashboard", "dashboard, p50", "ms", atMost(100)),
    line("report", "assessments not received, p50", "ms", atMost(100)),
    line("exportMs", "CSV export of 100,000 clients", "ms"),
    line("exportMemory", "CSV export: server memory growth", "bytes", atMost(64 * 1024 * 1024)),
    line("trigger", "trigger run over every active client", "ms", atMost(10_000)),
  ];
}

/** Issue 14's practice group on each engine: lists, summaries, export and a trigger run through the HTTP API. */
export const scale: MeasureGroup = { id: "scale", name: "scale", serverTimes: true, run };
