/**
 * The real server (server/main.ts, as `deno task start` runs it) as a child process on a SQLite file, to be killed
 * outright and started again on the same file.
 */
import { devServerProcess } from "../support/auth-server.ts";

const START_TIMEOUT_MS = 60_000;

export type ServerProcess = {
  origin: string;
  child: Deno.ChildProcess;
  /** The server's error output so far (a 500's stack goes to its log on stdout: lines starting "error "). */
  errors: () => string[];
  /** The end of its stderr (warnings, and what it says when it fails to start). */
  warnings: () => string;
};

/** Reads the server's stdout until it says where it listens, then keeps reading it for error lines. */
async function listening(stdout: ReadableStream<Uint8Array<ArrayBuffer>>, errors: string[]): Promise<number> {
  const reader = stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const deadline = setTimeout(() => reader.cancel(), START_TIMEOUT_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`server/main.ts stopped before listening:\n${seen.slice(-2000)}`);
      seen += value;
      const match = /listening on http:\/\/\S*:(\d+)/.exec(seen);
      if (!match) continue;
      (async () => {
        let rest = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          rest += value;
          const lines = rest.split("\n");
          rest = lines.pop()!;
          errors.push(...lines.filter((l) => l.startsWith("error ")));
        }
      })().catch(() => {});
      return Number(match[1]);
    }
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Starts server/main.ts on `databaseUrl`, in test mode: it migrates the store and makes the dashboard's tallies
 * ready as it always does, but seeds no demo practice (none to wait for) and runs the trigger schedule only when
 * told (SIGUSR1). `env` adds to its configuration (DEMO_APPS is off unless it says otherwise).
 */
export async function startServer(
  databaseUrl: string,
  jwtSecret: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = devServerProcess({
    APP_ENV: "test",
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    DEMO_APPS: "off",
    ...env,
  });
  // Its warnings go to stderr: read them (a pipe left unread would stall or break the server's writes), and show
  // them when it fails to start.
  let warnings = "";
  (async () => {
    for await (const text of child.stderr.pipeThrough(new TextDecoderStream())) {
      warnings = (warnings + text).slice(-4000);
    }
  })().catch(() => {});
  const errors: string[] = [];
  const port = await listening(child.stdout, errors).catch((error) => {
    throw new Error(`${error.message}\n${warnings}`);
  });
  return { origin: `http://127.0.0.1:${port}`, child, errors: () => errors, warnings: () => warnings };
}

/** Kills the server outright: no shutdown, no flush, no close of the database. */
export async function killServer(server: ServerProcess): Promise<void> {
  try {
    server.child.kill("SIGKILL");
  } catch {
    // Already gone.
  }
  await server.child.status;
}

/** Stops the server as an operator would (SIGTERM: it finishes, flushes and closes the database). */
export async function stopServer(server: ServerProcess): Promise<void> {
  try {
    server.child.kill("SIGTERM");
  } catch {
    // Already gone.
  }
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 5_000);
  await server.child.status;
  clearTimeout(timer);
}
