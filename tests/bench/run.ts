import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchContext, type Failure, messageOf, type Result } from "./measure.ts";
import { passed, printReport } from "./report.ts";
import { CONNECTIONS } from "./load.ts";
import { chosenGroups } from "./groups.ts";
import { calibrated, CALIBRATION_WORKLOAD, measureCalibration } from "./calibration.ts";

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

/** The calibration load's time (ms) before and after each group whose times are the server's. */
type Calibrations = Record<string, { before: number; after: number }>;

async function runGroups(ctx: BenchContext) {
  const results: Result[] = [];
  const failures: Failure[] = [];
  const calibrations: Calibrations = {};
  for (const group of chosenGroups(Deno.args)) {
    if (ctx.signal.aborted) {
      failures.push({ group: group.name, message: `not run: ${messageOf(ctx.signal.reason)}` });
      continue;
    }
    console.log(`${group.name}…`);
    try {
      if (!group.serverTimes) {
        results.push(...await group.run(ctx));
        continue;
      }
      // Measured on both sides of the group, which runs for minutes while the machine's other work comes and goes.
      const before = measureCalibration().ms;
      const measured = await group.run(ctx);
      const after = measureCalibration().ms;
      calibrations[group.id] = { before, after };
      ctx.progress(`calibration load: ${before.toFixed(2)} ms before, ${after.toFixed(2)} ms after`);
      results.push(...calibrated(measured, (before + after) / 2));
    } catch (err) {
      failures.push({ group: group.name, message: messageOf(err) });
    }
  }
  return { results, failures, calibrations };
}

async function main(): Promise<number> {
  const started = new Date();
  const { signal, dispose } = abortOnDeadlineOrSignal();
  try {
    const ctx: BenchContext = { root: ROOT, signal, progress: (line) => console.log(`  ${line}`) };
    const { results, failures, calibrations } = await runGroups(ctx);
    printReport(results, failures);
    for (const [id, { before, after }] of Object.entries(calibrations)) {
      console.log(
        `× calibration of ${id}: ${((before + after) / 2).toFixed(2)} ms (${CALIBRATION_WORKLOAD})`,
      );
    }
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
      // Each server time's `calibrated` is its ms over the mean of its group's two calibrations.
      calibration: { workload: CALIBRATION_WORKLOAD, ms: calibrations },
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
