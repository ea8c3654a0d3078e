import { match, strictEqual } from "node:assert/strict";
import { devServerProcess, listening } from "../support/auth-server.ts";

Deno.test({
  name: "server/main.ts refuses a bad variable with one line naming it and exits 1",
  sanitizeResources: false,
  async fn() {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server/main.ts"],
      env: { PORT: "not-a-port" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    strictEqual(out.code, 1);
    const stderr = new TextDecoder().decode(out.stderr).trim();
    match(stderr, /^Invalid configuration: PORT /);
    strictEqual(stderr.split("\n").length, 1);
  },
});

Deno.test({
  name: "server/main.ts makes the dashboard's tallies before it listens, so no first visitor waits for them",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-startup-" });
    try {
      const child = new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "server/main.ts"],
        env: {
          PORT: "0",
          APP_ENV: "test",
          DATABASE_URL: `sqlite:${dir}/practice.db`,
          JWT_SECRET: crypto.randomUUID() + crypto.randomUUID(),
        },
        stdout: "piped",
        stderr: "null",
      }).spawn();
      const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
      let seen = "";
      while (!/listening on/.test(seen)) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += value;
      }
      child.kill("SIGTERM");
      await reader.cancel();
      await child.status;
      match(seen, /listening on/);
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(`${dir}/practice.db`, { readOnly: true });
      const tallies = db.prepare(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rt_%'",
      )
        .get() as { n: number };
      db.close();
      strictEqual(Number(tallies.n) > 0, true);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

/** Whether a TCP connection to `hostname:port` is taken. */
async function accepts(hostname: string, port: number): Promise<boolean> {
  try {
    (await Deno.connect({ hostname, port })).close();
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.ConnectionRefused) return false;
    throw err;
  }
}

Deno.test({
  name: "server/main.ts listens on HOST only, and says where in its start-up line",
  // Linux routes all of 127.0.0.0/8 to the loopback interface: two addresses of one machine to tell apart.
  ignore: Deno.build.os !== "linux",
  sanitizeResources: false,
  async fn() {
    const child = devServerProcess({
      APP_ENV: "test",
      HOST: "127.0.0.2",
      DATABASE_URL: "sqlite::memory:",
      JWT_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    });
    await child.stderr.cancel();
    try {
      const { line, port } = await listening(child.stdout);
      match(line, new RegExp(`listening on http://127\\.0\\.0\\.2:${port}`));
      strictEqual(await accepts("127.0.0.2", port), true, "HOST is listened on");
      strictEqual(await accepts("127.0.0.1", port), false, "another address of the machine is not");
    } finally {
      child.kill("SIGTERM");
      await child.status;
    }
  },
});
