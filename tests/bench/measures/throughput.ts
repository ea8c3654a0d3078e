import { atLeast, type BenchContext, type Budget, type MeasureGroup, type Result } from "../measure.ts";
import { largestLazyChunk, readFirstPage } from "../page.ts";
import { type RunningServer, withServers } from "../servers.ts";
import { CONNECTIONS, type LoadStats, runLoad } from "../load.ts";

const RUN_SECONDS = 5;
/** Lets V8 optimise the handlers before anything is counted. */
const WARM_UP_SECONDS = 2;
/** Each side is measured this many times, alternately, and the best run kept: noise only ever slows a run. */
const ROUNDS = 2;

/** A request to measure against the hello-world baseline. */
export type Target = {
  id: string;
  label: string;
  path: string;
  headers?: Record<string, string>;
  budget?: Budget;
  /** Whether the answer must carry a Content-Encoding (a precompressed body rather than the raw file). */
  encoded?: boolean;
  /** What the target is compared with; the hello-world answer unless given. */
  baseline?: { server: string; path: string; headers?: Record<string, string>; label: string };
  /** The server that answers the target; the app unless given. */
  server?: string;
};

/** A back-office token of a session the guard server started (its sessions are its own). */
async function guardToken(guard: RunningServer): Promise<string> {
  return await (await fetch(`${guard.origin}/bench/token`)).text();
}

const rps = (n: number) => `${Math.round(n).toLocaleString("en-US")} req/s`;

/** One request before the load, so a wrong path or encoding fails with a clear message, not a silly ratio. */
async function checkAnswer(url: string, target: Target) {
  const res = await fetch(url, { headers: target.headers, signal: AbortSignal.timeout(5_000) });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}, not 200`);
  if (target.encoded && !res.headers.get("content-encoding")) {
    throw new Error(`GET ${url} with ${JSON.stringify(target.headers)} answered without a Content-Encoding`);
  }
}

/** Baseline and target back to back, alternately, so both see the same machine state. */
export async function measurePair(
  ctx: BenchContext,
  servers: Record<string, RunningServer>,
  target: Target,
): Promise<Result> {
  const server = servers[target.server ?? "app"];
  const url = server.origin + target.path;
  const base = target.baseline ?? { server: "hello", path: "/", label: "hello" };
  const baseUrl = servers[base.server].origin + base.path;
  await checkAnswer(url, target);
  await checkAnswer(baseUrl, { ...target, path: base.path, headers: base.headers, encoded: false });
  await runLoad({ url, seconds: WARM_UP_SECONDS, headers: target.headers, signal: ctx.signal });
  const helloRuns: LoadStats[] = [];
  const targetRuns: LoadStats[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    helloRuns.push(
      await runLoad({ url: baseUrl, seconds: RUN_SECONDS, headers: base.headers, signal: ctx.signal }),
    );
    targetRuns.push(
      await runLoad({ url, seconds: RUN_SECONDS, headers: target.headers, signal: ctx.signal }),
    );
    const [h, t] = [helloRuns.at(-1)!, targetRuns.at(-1)!];
    ctx.progress(
      `${target.path} round ${round}: ${rps(t.requestsPerSec)} vs ${base.label} ${rps(h.requestsPerSec)}`,
    );
  }
  const best = Math.max(...targetRuns.map((r) => r.requestsPerSec));
  const bestHello = Math.max(...helloRuns.map((r) => r.requestsPerSec));
  return {
    id: target.id,
    label: target.label,
    value: best / bestHello,
    unit: "ratio",
    budget: target.budget,
    detail: `${rps(best)} vs ${base.label} ${rps(bestHello)} (best of ${ROUNDS})`,
    data: { path: target.path, headers: target.headers ?? {}, runs: targetRuns, helloRuns },
  };
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const first = await readFirstPage(ctx.root);
  const { entry } = first;
  const chunk = await largestLazyChunk(ctx.root, first);
  const targets: Target[] = [
    { id: "health-ratio", label: "GET /api/health / hello", path: "/api/health", budget: atLeast(0.6) },
    // No budget: against an 11-byte answer any real file loses on bytes alone; the same-bytes ratio below is
    // the asset budget.
    {
      id: "asset-ratio",
      label: "GET hashed route chunk (br) / hello",
      path: chunk,
      headers: { "Accept-Encoding": "gzip, br" },
      encoded: true,
    },
    {
      id: "entry-ratio",
      label: "GET entry JS (br, ~80 KB) / hello",
      path: entry,
      headers: { "Accept-Encoding": "gzip, br" },
      encoded: true,
    },
    {
      id: "asset-vs-same-bytes",
      label: "GET entry JS (br) / bare server, same bytes",
      path: entry,
      headers: { "Accept-Encoding": "gzip, br" },
      budget: atLeast(1.0),
      encoded: true,
      baseline: { server: "hello", path: `/bytes${entry}`, label: "same bytes" },
    },
    {
      id: "guard-ratio",
      label: "token-protected endpoint / same endpoint unprotected",
      path: "/bench/guarded",
      budget: atLeast(0.5),
      baseline: { server: "guard", path: "/bench/open", label: "unprotected" },
      server: "guard",
    },
  ];
  const specs = [
    { name: "hello", entry: "serve-hello.ts" },
    { name: "app", entry: "serve-app.ts" },
    { name: "guard", entry: "serve-guard.ts" },
  ];
  ctx.progress(`${CONNECTIONS} connections, ${RUN_SECONDS}s, ${ROUNDS} rounds per side`);
  return await withServers(ctx, specs, async ([hello, app, guard]) => {
    await runLoad({ url: hello.origin + "/", seconds: WARM_UP_SECONDS, signal: ctx.signal });
    const results: Result[] = [];
    const authorization = { Authorization: `Bearer ${await guardToken(guard)}` };
    for (const target of targets) {
      const headers = target.id === "guard-ratio" ? authorization : target.headers;
      results.push(await measurePair(ctx, { hello, app, guard }, { ...target, headers }));
    }
    return results;
  });
}

/** Requests per second of the app, as a share of what a bare Deno.serve manages on the same machine. */
export const throughput: MeasureGroup = { id: "throughput", name: "throughput", run };
