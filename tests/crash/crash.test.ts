/**
 * A crash test: the real server (server/main.ts, in test mode) on a SQLite file takes a burst of concurrent writes (records of
 * several resources, with refs and item lists, updates, "Run now" of a trigger) while a second instance runs the
 * daily trigger schedule on the same file; the server is killed with SIGKILL in the middle and started again on
 * the file. Then every write it acknowledged (2xx) reads back as it was answered, SQLite's integrity check passes,
 * the migrations are as recorded, no record lacks its refs, search text, audit entries or unique values, the
 * tallies agree with counting, and every claim of the schedule has its run (none left behind by the dead process
 * blocks the next pass). Three rounds, killed at different moments (after 20, 80 and 200 acknowledged writes).
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { createEngine } from "../../server/backoffice/index.ts";
import { openDb } from "../../server/store/index.ts";
import { runScheduledDay } from "../../server/workflows/scheduler.ts";
import { TriggerRunner } from "../../server/workflows/triggers.ts";
import type { Fixtures } from "../backoffice/support.ts";
import { sampleBody } from "../support/resource-samples.ts";
import { Api, type Json, own, seedSignIns } from "./api.ts";
import { claimsHeld, migrationsIntact, recordsWhole, sqliteIntegrity, talliesAgree } from "./consistency.ts";
import { killServer, type ServerProcess, startServer, stopServer } from "./server-process.ts";

const SECRET = "crash-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
/**
 * When each round's server is killed: once it has acknowledged this many writes of the burst (so writes are under
 * way at the kill however fast the machine is), or after KILL_BY_MS.
 */
const KILL_AFTER_WRITES = [20, 80, 200];
const KILL_BY_MS = 8_000;
const WORKERS = 6;

/** A write the server acknowledged: the record as it answered it. */
type Ack = { resource: string; record: Json };

const defOf = (name: string) => RESOURCES.find((d) => d.name === name)!;

type Tallies = { acknowledged: number; found: number; inFlight: number; refused: number };

/**
 * Writes until the server stops answering: creates of accounts, contacts and bindings (refs, an item list), updates
 * of the worker's own accounts, and (worker 0) "Run now" of the trigger. Acknowledged writes go into `acks` (the
 * latest per record); updates under way when the server died into `inFlight`.
 */
async function burst(
  api: Api,
  fixtures: Fixtures,
  trigger: string,
  acks: Map<string, Ack>,
  runs: string[],
  inFlight: Set<string>,
  next: () => number,
  tally: Tallies,
): Promise<void> {
  const worker = async (w: number) => {
    const mine: string[] = [];
    for (let i = 0;; i++) {
      let method = "POST", path: string, body: Json, key: string | undefined;
      const step = i % 5;
      if (w === 0 && i % 7 === 6) {
        path = `/api/backoffice/workflows/triggers/${trigger}/run`;
      } else if (step === 3 && mine.length > 0) {
        key = `account/${mine[i % mine.length]}`;
        const { record } = acks.get(key)!;
        method = "PUT";
        path = `/api/backoffice/${key}`;
        body = { ...own(record), notes: `Changed by worker ${w} at step ${i}`, version: record.version };
      } else {
        const resource = step === 1 && mine.length > 0 ? "contact" : step === 2 ? "binding" : "account";
        const refs: Record<string, string> = mine.length > 0 ? { account: mine.at(-1)! } : {};
        path = `/api/backoffice/${resource}`;
        body = sampleBody(defOf(resource), (to) => refs[to] ?? fixtures.refId(to), next());
      }
      if (key) inFlight.add(key);
      let answer;
      try {
        answer = await api.call(method, path, body);
      } catch {
        return; // The server is gone: what was under way is not acknowledged.
      }
      if (key) inFlight.delete(key);
      if (answer.status >= 500) {
        throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (answer.status >= 300) {
        tally.refused++;
        continue;
      }
      tally.acknowledged++;
      if (path.endsWith("/run")) {
        runs.push(answer.body.id);
        continue;
      }
      const resource = path.split("/")[3];
      acks.set(`${resource}/${answer.body.id}`, { resource, record: answer.body });
      if (resource === "account" && method === "POST") mine.push(answer.body.id);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
}

/**
 * Every acknowledged write reads back as answered, or newer where an update was under way when the server died
 * (the record then stands as read, for the next rounds).
 */
async function readBack(
  api: Api,
  acks: Map<string, Ack>,
  runs: string[],
  inFlight: Set<string>,
  tally: Tallies,
) {
  const problems: string[] = [];
  for (const [key, { record }] of acks) {
    const { status, body } = await api.call("GET", `/api/backoffice/${key}`);
    if (status !== 200) {
      problems.push(`${key}: acknowledged, then ${status}`);
      continue;
    }
    tally.found++;
    if (body.version > record.version && inFlight.has(key)) {
      // The update under way at the kill was committed, its answer lost: what the record holds now is the truth.
      acks.set(key, { resource: key.split("/")[0], record: body });
      continue;
    }
    if (JSON.stringify(own(body)) !== JSON.stringify(own(record))) {
      problems.push(
        `${key}: acknowledged ${JSON.stringify(own(record))}, reads ${JSON.stringify(own(body))}`,
      );
    }
  }
  for (const id of runs) {
    const { status, body } = await api.call("GET", `/api/backoffice/triggerrun/${id}`);
    if (status !== 200) problems.push(`trigger run ${id}: acknowledged, then ${status}`);
    else {
      tally.found++;
      for (const made of body.createdRecords) {
        if ((await api.call("GET", `/api/backoffice/incometax/${made}`)).status !== 200) {
          problems.push(`trigger run ${id}: its return ${made} is gone`);
        }
      }
    }
  }
  return problems;
}

/** A second instance on the same file running the daily schedule, day after day, until told to stop. */
function schedulePasses(url: string) {
  let stopped = false;
  let passes = 0;
  const done = (async () => {
    const db = await openDb(url);
    try {
      const runner = new TriggerRunner(db, createEngine({ db }));
      for (let day = Date.UTC(2031, 0, 1); !stopped; day += 86_400_000) {
        await runScheduledDay(runner, new Date(day).toISOString().slice(0, 10), () => {});
        passes++;
        // SQLite answers synchronously, so a pass is one long chain of microtasks: let timers and sockets in.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await db.close();
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return passes;
    },
  };
}

Deno.test({
  name: "killed mid-burst and restarted on its SQLite file, the server has every acknowledged write, whole",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-crash-" });
    const url = `sqlite:${dir}/crash.db`;
    const api = new Api();
    await seedSignIns(url);
    let server: ServerProcess = await startServer(url, SECRET);
    api.origin = server.origin;
    const fixtures = await api.signIn();
    for (const resource of ["account", "contact", "binding"]) await fixtures.ensureRefs(resource);
    const trigger = await fixtures.ensure("trigger");
    // The first run makes the returns of the clients so far; the bursts' runs only those of new clients.
    assert.equal((await api.call("POST", `/api/backoffice/workflows/triggers/${trigger}/run`)).status, 201);
    // The records the bursts write (and the first run's returns, checked by SQLite alone).
    const since = new Date().toISOString();

    const acks = new Map<string, Ack>();
    const runs: string[] = [];
    const inFlight = new Set<string>();
    let n = 10_000;
    const figures: string[] = [];
    try {
      for (const [round, killAfter] of KILL_AFTER_WRITES.entries()) {
        const tally: Tallies = { acknowledged: 0, found: 0, inFlight: 0, refused: 0 };
        const schedule = schedulePasses(url);
        const writing = burst(api, fixtures, trigger, acks, runs, inFlight, () => n++, tally);
        const started = performance.now();
        while (tally.acknowledged < killAfter && performance.now() - started < KILL_BY_MS) {
          await new Promise((r) => setTimeout(r, 5));
        }
        const killedAt = Math.round(performance.now() - started);
        await killServer(server);
        await writing;
        const passes = await schedule.stop();
        tally.inFlight = inFlight.size;
        assert.deepEqual(server.errors(), [], "no 500 during the burst");

        server = await startServer(url, SECRET);
        api.origin = server.origin;
        const lost = await readBack(api, acks, runs, inFlight, tally);
        inFlight.clear();
        assert.deepEqual(lost, [], `round ${round + 1}: acknowledged writes lost or changed`);
        const db = await openDb(url);
        try {
          assert.deepEqual(await sqliteIntegrity(db), [], "PRAGMA integrity_check");
          assert.deepEqual(await migrationsIntact(db), []);
          const whole = await recordsWhole(db, since);
          assert.deepEqual(whole.problems, [], "records with all their write touched");
          const tallies = await talliesAgree(db);
          assert.deepEqual(tallies.problems, [], "tallies agree with counting");
          const claims = await claimsHeld(db);
          assert.deepEqual(claims.problems, [], "each claim with its run");
          // The next pass is blocked by no claim the dead process or the stopped instance left.
          const outcomes = await runScheduledDay(
            new TriggerRunner(db, createEngine({ db })),
            `2040-01-0${round + 1}`,
            () => {},
          );
          assert.ok(
            outcomes.length > 0 && outcomes.every((o) => o.outcome === "ran"),
            JSON.stringify(outcomes),
          );
          figures.push(
            `round ${
              round + 1
            } (killed ${killedAt} ms into the burst): ${tally.acknowledged} writes acknowledged ` +
              `(${tally.refused} refused, ${tally.inFlight} updates under way at the kill); of the ` +
              `${
                acks.size + runs.length
              } records and runs acknowledged so far, ${tally.found} found as answered; ` +
              `${whole.checked} records written since the start whole, ${tallies.checked} tallies agree, ` +
              `${claims.claims} claims each with its run (${passes} schedule passes beside)`,
          );
        } finally {
          await db.close();
        }
      }
    } finally {
      await stopServer(server);
      await Deno.remove(dir, { recursive: true });
    }
    console.log(figures.join("\n"));
  },
});
