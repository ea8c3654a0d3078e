import { readPracticeLogo } from "../../server/practice-logo.ts";
import { loadStaticFiles, type StaticFile } from "../../server/static.ts";
import { testApp } from "./app.ts";

/** A running server; `logs` holds its log lines when it runs in this process (the mail of a reset link). */
export type TestServer = { url: string; close: () => Promise<void>; logs?: string[] };

const ROOT = new URL("../../", import.meta.url);

let built: Promise<void> | undefined;
let files: Promise<Map<string, StaticFile>> | undefined;

/** Builds the client when its sources changed since the last build; once per test process. */
export function buildClientIfStale(): Promise<void> {
  built ??= (async () => {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "build/cli.ts", "--if-stale"],
      cwd: ROOT,
      stdout: "null",
      stderr: "piped",
    }).output();
    if (code !== 0) {
      throw new Error(`Client build failed (exit ${code}):\n${new TextDecoder().decode(stderr)}`);
    }
  })();
  return built;
}

/** The built static files, loaded (and compressed) once per test process. */
function staticFiles(): Promise<Map<string, StaticFile>> {
  files ??= buildClientIfStale().then(() => loadStaticFiles(new URL("static", ROOT).pathname));
  return files;
}

/**
 * Serves the whole app (API and built client) on a free local port. `env` overrides the test configuration; with
 * `DEMO_APPS=off` or `PRACTICE_LOGO` the page says so too (and the logo is served), as the real server's does.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const files = env.DEMO_APPS === "off" || env.PRACTICE_LOGO
    ? await buildClientIfStale().then(async () =>
      loadStaticFiles(new URL("static", ROOT).pathname, {
        practiceTimeZone: "Africa/Johannesburg",
        demoApps: env.DEMO_APPS !== "off",
        practiceName: env.PRACTICE_NAME,
        practiceLogo: env.PRACTICE_LOGO ? await readPracticeLogo(env.PRACTICE_LOGO) : undefined,
      })
    )
    : await staticFiles();
  const { app, store, logs } = await testApp(env, { files });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const { hostname, port } = server.addr;
  return {
    url: `http://${hostname}:${port}`,
    logs,
    close: async () => {
      await server.shutdown();
      await store?.close();
    },
  };
}
