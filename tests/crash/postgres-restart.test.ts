/**
 * PostgreSQL stopped and started again under load: the real server (server/main.ts, test mode) on a PostgreSQL of
 * the test's own (tests/support/embedded-postgres.ts: one named by TEST_DATABASE_URL cannot be stopped by a test),
 * with workers writing and reading all along. PostgreSQL quits at once (SIGQUIT, as a crash), stays away, then
 * starts again and recovers. Every request answers: 2xx, or 503 `storeUnavailable` in the envelope while the
 * database is away (never a 500), and none takes longer than the server's wait for the database
 * (DATABASE_TIMEOUT_SECONDS) and a margin; the server serves writes again by itself once PostgreSQL is back; and
 * every write it acknowledged reads back as answered, with all it touched (tests/crash/consistency.ts).
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { openDb } from "../../server/store/index.ts";
import { EmbeddedPostgres } from "../support/embedded-postgres.ts";
import { sampleBody } from "../support/resource-samples.ts";
import { Api, type Json, lostWrites, seedSignIns } from "./api.ts";
import { storeWhole } from "./consistency.ts";
import { startServer, stopServer } from "./server-process.ts";

const SECRET = "restart-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const WORKERS = 4;
/** The server's wait for a database connection in this test (DATABASE_TIMEOUT_SECONDS). */
const DATABASE_TIMEOUT_SECONDS = 2;
/** The longest a request may take, outage or not: the wait above and a margin for a loaded machine. */
const REQUEST_LIMIT_MS = DATABASE_TIMEOUT_SECONDS * 1000 + 3_000;
const BEFORE_MS = 1_500;
const OUTAGE_MS = 4_000;
/** How long the server may take to serve a write again once PostgreSQL accepts connections. */
const RECOVERY_LIMIT_MS = 10_000;

type Answer = { at: number; method: string; status: number; ms: number; code?: string };

const account = RESOURCES.find((d) => d.name === "account")!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const method = (write: boolean) => write ? "POST" : "GET";

Deno.test({
  name:
    "PostgreSQL stopped and started under load: 503 while it is away, none hangs, the server reconnects, " +
    "no acknowledged write lost",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const pg = await EmbeddedPostgres.start();
    const api = new Api();
    let server;
    // The workers run beside the test's steps: a step that fails must stop them and be the error reported, not
    // their requests failing once the server is stopped (an uncaught error that hid the step's own).
    let stopped = false;
    let working: Promise<unknown> | undefined;
    try {
      await seedSignIns(pg.url);
      server = await startServer(pg.url, SECRET, {
        DATABASE_TIMEOUT_SECONDS: String(DATABASE_TIMEOUT_SECONDS),
      });
      api.origin = server.origin;
      const fixtures = await api.signIn();
      await fixtures.ensureRefs("account");
      const since = new Date().toISOString();

      const acks = new Map<string, Json>();
      const answers: Answer[] = [];
      const t0 = performance.now();
      let n = 0;
      const worker = async (w: number) => {
        for (let i = 0; !stopped; i++) {
          const known = [...acks.keys()];
          const write = i % 2 === 0 || known.length === 0;
          const path = write
            ? "/api/backoffice/account"
            : i % 4 === 1
            ? `/api/backoffice/account/${known[(i * 7 + w) % known.length]}`
            : "/api/backoffice/account?q=acme";
          const started = performance.now();
          const body = write ? sampleBody(account, fixtures.refId, 1_000 + n++) : undefined;
          const res = await api.call(method(write), path, body).catch(async (error) => {
            // The server went away: say how it ended and what it wrote last, not only that a request failed.
            const ended = await Promise.race([
              server!.child.status,
              sleep(1_000).then(() => "still running"),
            ]);
            throw new Error(
              `${method(write)} ${path} failed (${error.message}); the server: ${JSON.stringify(ended)}\n` +
                `its errors: ${server!.errors().join("\n")}\nits stderr: ${server!.warnings()}`,
            );
          });
          const ms = performance.now() - started;
          answers.push({
            at: started - t0,
            method: method(write),
            status: res.status,
            ms,
            code: res.body?.error?.code,
          });
          if (write && res.status === 201) acks.set(res.body.id, res.body);
          if (res.status >= 300) await sleep(50);
        }
      };
      let failed: unknown;
      working = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w))).catch((error) => {
        // Held until the steps below look, rather than an uncaught rejection while they sleep.
        failed = error;
        stopped = true;
      });

      await sleep(BEFORE_MS);
      const down = performance.now() - t0;
      await pg.stop("immediate");
      await sleep(OUTAGE_MS);
      await pg.resume();
      const up = performance.now() - t0;
      let recovered: number | undefined;
      while (
        recovered === undefined && !stopped &&
        performance.now() - t0 - up < RECOVERY_LIMIT_MS + REQUEST_LIMIT_MS
      ) {
        recovered = answers.find((a) => a.method === "POST" && a.status === 201 && a.at > up)?.at;
        await sleep(50);
      }
      await sleep(1_000);
      stopped = true;
      await working;
      if (failed) throw failed;

      const during = answers.filter((a) => a.at > down && a.at < up);
      const refused = answers.filter((a) => a.status >= 300);
      const summary = `${answers.length} requests, ${during.length} while PostgreSQL was away, ` +
        `${refused.length} refused (${
          [...new Set(refused.map((a) => `${a.status} ${a.code}`))].join(", ")
        }); ` +
        `slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; writes served again ` +
        `${recovered === undefined ? "never" : `${Math.round(recovered - up)} ms`} after PostgreSQL was back`;
      console.log(summary);

      assert.deepEqual(server.errors(), [], "no 500 in the server's log");
      assert.deepEqual(
        refused.filter((a) => a.status !== 503 || a.code !== "storeUnavailable"),
        [],
        "every refusal a 503 storeUnavailable",
      );
      assert.ok(refused.length > 0, `the outage was seen: ${summary}`);
      assert.deepEqual(answers.filter((a) => a.ms > REQUEST_LIMIT_MS), [], "no request waits past the limit");
      assert.ok(recovered !== undefined && recovered - up < RECOVERY_LIMIT_MS, `reconnects: ${summary}`);

      const lost = await lostWrites(api, "/api/backoffice/account", acks);
      assert.deepEqual(lost, [], `acknowledged writes lost or changed (of ${acks.size})`);
      const db = await openDb(pg.url);
      try {
        assert.deepEqual(await storeWhole(db, since), []);
      } finally {
        await db.close();
      }
    } finally {
      stopped = true;
      await working;
      if (server) await stopServer(server);
      await pg.remove();
    }
  },
});
