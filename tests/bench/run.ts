import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchContext, type Failure, messageOf, type Result } from "./measure.ts";
import { passed, printReport } from "./report.ts";
import { CONNECTIONS } from "./load.ts";
import { chosenGroups } from "./groups.ts";

/** `deno task bench`: every measure group in turn, a table of budgets, last-run.json; exit 1 on any failure. */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const JSON_PATH = join(ROOT, "tests/bench/last-run.json");
/**
 * The whole bench must end within thirty minutes (the scale group seeds 1.6 million records per engine, a few
 * minutes each); this leaves time to stop servers and report.
 */
const DEADLINE_MS = 1_800_000;

/** Aborts on the deadline or Ctrl-C, so subprocesses are stopped through the usual finally blocks. */
function abortOnDeadlineOrSignal(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`the bench ran past its ${DEADLINE_MS / 1000}s limit`)),
    DEADLINE_MS,
  );
  const interrupt = () => controller.abort(new Error("interrupted"));
  const signals: Deno.Signal[] = ["SIGINT", "SIGTERM"];
  for (const s of signals) Deno.addSignalListener(s, interrupt);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      for (const s of signals) Deno.removeSignalListener(s, interrupt);
    },
  };
}

async function runGroups(ctx: BenchContext) {
  const results: Result[] = [];
  const failures: Failure[] = [];
  for (const group of chosenGroups(Deno.args)) {
    if (ctx.signal.aborted) {
      failures.push({ group: group.name, message: `not run: ${messageOf(ctx.signal.reason)}` });
      continue;
    }
    console.log(`${group.name}…`);
    try {
      results.push(...await group.run(ctx));
    } catch (err) {
      failures.push({ group: group.name, message: messageOf(err) });
    }
  }
  return { results, failures };
}

async function main(): Promise<number> {
  const started = new Date();
  const { signal, dispose } = abortOnDeadlineOrSignal();
  try {
    const ctx: BenchContext = { root: ROOT, signal, progress: (line) => console.log(`  ${line}`) };
    const { results, failures } = await runGroups(ctx);
    printReport(results, failures);
    const pass = passed(results, failures);
    const report = {
      startedAt: started.toISOString(),
      durationMs: Date.now() - started.getTime(),
      pass,
      // What the figures depend on, so runs from different machines are not compared blindly.
      environment: {
        deno: Deno.version.deno,
        os: Deno.build.os,
        cpus: navigator.hardwareConcurrency,
        load: { tool: "tests/bench/load.ts (keep-alive, no pipelining)", connections: CONNECTIONS },
      },
      results,
      failures,
    };
    await Deno.writeTextFile(JSON_PATH, JSON.stringify(report, null, 2) + "\n");
    console.log(`\n${pass ? "All budgets met" : "Budget failures"}; written ${JSON_PATH}`);
    return pass ? 0 : 1;
  } finally {
    dispose();
  }
}

Deno.exit(await main());
