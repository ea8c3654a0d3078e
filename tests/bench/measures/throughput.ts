import { atLeast, type BenchContext, type Budget, type MeasureGroup, type Result } from "../measure.ts";
import { readFirstPage } from "../page.ts";
import { type RunningServer, withServers } from "../servers.ts";
import { CONNECTIONS, runWrk, THREADS } from "../wrk.ts";

const RUN_SECONDS = 5;
/** Lets V8 optimise the handlers before anything is counted. */
const WARM_UP_SECONDS = 2;
/** Each side is measured this many times, alternately, and the best run kept: noise only ever slows a run. */
const ROUNDS = 2;

/** A request to measure against the hello-world baseline. */
type Target = {
  id: string;
  label: string;
  path: string;
  headers?: Record<string, string>;
  budget: Budget;
  /** Whether the answer must carry a Content-Encoding (a precompressed body rather than the raw file). */
  encoded?: boolean;
};

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

async function requestsPerSec(ctx: BenchContext, url: string, headers?: Record<string, string>) {
  const stats = await runWrk({ url, seconds: RUN_SECONDS, headers, signal: ctx.signal });
  return stats.requestsPerSec;
}

/** Hello-world and target back to back, alternately, so both see the same machine state. */
async function measurePair(ctx: BenchContext, hello: RunningServer, app: RunningServer, target: Target) {
  const url = app.origin + target.path;
  await checkAnswer(url, target);
  await runWrk({ url, seconds: WARM_UP_SECONDS, headers: target.headers, signal: ctx.signal });
  const helloRuns: number[] = [];
  const targetRuns: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    helloRuns.push(await requestsPerSec(ctx, hello.origin + "/"));
    targetRuns.push(await requestsPerSec(ctx, url, target.headers));
    ctx.progress(
      `${target.path} round ${round}: ${rps(targetRuns.at(-1)!)} vs hello ${rps(helloRuns.at(-1)!)}`,
    );
  }
  const best = Math.max(...targetRuns);
  const bestHello = Math.max(...helloRuns);
  const result: Result = {
    id: target.id,
    label: target.label,
    value: best / bestHello,
    unit: "ratio",
    budget: target.budget,
    detail: `${rps(best)} vs hello ${rps(bestHello)} (best of ${ROUNDS})`,
    data: {
      path: target.path,
      headers: target.headers ?? {},
      requestsPerSec: targetRuns,
      helloRequestsPerSec: helloRuns,
    },
  };
  return result;
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const { entry } = await readFirstPage(ctx.root);
  const targets: Target[] = [
    { id: "health-ratio", label: "GET /api/health / hello", path: "/api/health", budget: atLeast(0.6) },
    {
      id: "asset-ratio",
      label: "GET entry JS (br) / hello",
      path: entry,
      headers: { "Accept-Encoding": "gzip, br" },
      budget: atLeast(0.5),
      encoded: true,
    },
  ];
  const specs = [{ name: "hello", entry: "serve-hello.ts" }, { name: "app", entry: "serve-app.ts" }];
  ctx.progress(`wrk -t${THREADS} -c${CONNECTIONS} -d${RUN_SECONDS}s, ${ROUNDS} rounds per side`);
  return await withServers(ctx, specs, async ([hello, app]) => {
    await runWrk({ url: hello.origin + "/", seconds: WARM_UP_SECONDS, signal: ctx.signal });
    const results: Result[] = [];
    for (const target of targets) results.push(await measurePair(ctx, hello, app, target));
    return results;
  });
}

/** Requests per second of the app, as a share of what a bare Deno.serve manages on the same machine. */
export const throughput: MeasureGroup = { name: "throughput", run };
