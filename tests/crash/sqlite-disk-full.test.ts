/**
 * SQLite's disk full: the real server (server/main.ts, test mode) on a SQLite file in a small ext4 file system of
 * the test's own (tests/support/small-disk.ts: loop-mounted, so root only; where it cannot be mounted the test is
 * ignored with one line saying why: nothing else fills a real disk under SQLite's WAL and its checkpoints, and
 * tests/store/sqlite-full.test.ts covers the store's side on any machine). A filler file takes all but a little of
 * the space, then accounts are created until the disk is full. Every write then answers 507 `storeFull` in the
 * envelope (never a 500, never a hang), reads (a list, a record, /api/users/me) go on for longer than the server
 * waits between writes of a session's last use, and SQLite's integrity check passes while the disk is full. Once
 * the filler is deleted, writes succeed again without a restart; every acknowledged write reads back as answered,
 * no refused one left anything behind, and the store is whole (tests/crash/consistency.ts).
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { RESOURCES } from "../../domain/resources/index.ts";
import { openDb } from "../../server/store/index.ts";
import { sampleBody } from "../support/resource-samples.ts";
import { Api, type Json, lostWrites, seedSignIns } from "./api.ts";
import { sqliteIntegrity, storeWhole } from "./consistency.ts";
import { startServer, stopServer } from "./server-process.ts";
import { SmallDisk } from "../support/small-disk.ts";

const SECRET = "disk-full-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const DISK_BYTES = 16 * 1024 * 1024;
/** What the filler leaves free: a handful of account writes' worth of WAL and pages. */
const LEAVE_BYTES = 512 * 1024;
/** Writes tried before giving up on filling the disk (a handful are expected). */
const MAX_WRITES = 2_000;
/** The longest any request may take, full disk or not. */
const REQUEST_LIMIT_MS = 5_000;
/**
 * With SESSION_IDLE_MINUTES=1 a session's last use is written at most every 6 s (server/auth/sessions.ts): reads
 * go on this long while the disk is full, so that one of them tries to write it (it may still fit in WAL space a
 * refused write took; tests/store/sessions.test.ts refuses it for certain).
 */
const IDLE_MINUTES = 1;
const READING_MS = 7_000;

const unavailable = await SmallDisk.unavailable();
if (unavailable) {
  console.log(
    `sqlite-disk-full.test.ts ignored: no small file system to fill (${unavailable}); it needs root, mkfs.ext4 and loop devices`,
  );
}

const account = RESOURCES.find((d) => d.name === "account")!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

Deno.test({
  name:
    "SQLite's disk full: writes answer 507 storeFull, reads go on, nothing corrupted, writes resume once space is freed",
  ignore: unavailable !== undefined,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const disk = await SmallDisk.mount(DISK_BYTES);
    const file = join(disk.path, "ledgerdesk.db");
    const url = `sqlite:${file}`;
    const api = new Api();
    let server;
    try {
      await seedSignIns(url);
      server = await startServer(url, SECRET, { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) });
      api.origin = server.origin;
      const fixtures = await api.signIn();
      await fixtures.ensureRefs("account");
      const since = new Date().toISOString();

      const acks = new Map<string, Json>();
      let n = 0;
      const write = async () => {
        const started = performance.now();
        const res = await api.call(
          "POST",
          "/api/backoffice/account",
          sampleBody(account, fixtures.refId, n++),
        );
        const ms = performance.now() - started;
        if (res.status === 201) acks.set(res.body.id, res.body);
        return { status: res.status, code: res.body?.error?.code as string | undefined, ms };
      };

      const filler = await disk.fill(LEAVE_BYTES);
      let refused;
      while (!refused && n < MAX_WRITES) {
        const answer = await write();
        assert.ok(answer.ms < REQUEST_LIMIT_MS, `a write took ${Math.round(answer.ms)} ms`);
        if (answer.status !== 201) refused = answer;
      }
      console.log(`disk full after ${acks.size} writes (${await disk.free()} bytes free)`);
      assert.ok(refused, `${MAX_WRITES} writes and the disk is not full`);
      const more = [refused];
      for (let i = 0; i < 3; i++) more.push(await write());
      assert.deepEqual(
        more.filter((a) => a.status !== 507 || a.code !== "storeFull" || a.ms > REQUEST_LIMIT_MS),
        [],
        "every write on the full disk answers 507 storeFull at once",
      );

      const known = [...acks.keys()];
      const reading = performance.now();
      let reads = 0;
      while (performance.now() - reading < READING_MS) {
        for (
          const path of [
            "/api/backoffice/account?q=acme",
            `/api/backoffice/account/${known[reads % known.length]}`,
            "/api/users/me",
          ]
        ) {
          const res = await api.call("GET", path);
          assert.equal(res.status, 200, `GET ${path} on the full disk: ${JSON.stringify(res.body)}`);
          reads++;
        }
        await sleep(200);
      }

      // Read-only, beside the server's connection: the WAL it holds is read as part of the database.
      const reader = new DatabaseSync(file, { readOnly: true });
      try {
        const rows = reader.prepare("PRAGMA integrity_check").all();
        assert.deepEqual(rows.map((r) => r.integrity_check), ["ok"], "integrity while the disk is full");
      } finally {
        reader.close();
      }

      await Deno.remove(filler);
      const resumed = await write();
      assert.equal(resumed.status, 201, `the first write once space is freed: ${JSON.stringify(resumed)}`);
      for (let i = 0; i < 5; i++) assert.equal((await write()).status, 201);

      const lost = await lostWrites(api, "/api/backoffice/account", acks);
      assert.deepEqual(lost, [], `acknowledged writes lost or changed (of ${acks.size})`);
      assert.deepEqual(server.errors(), [], "no 500 in the server's log");
      // The checkpoints' worker outlives the full disk (else the server's connection would copy the WAL itself).
      assert.doesNotMatch(server.warnings(), /checkpoints in a worker failed/);
      await stopServer(server);
      server = undefined;

      const db = await openDb(url);
      try {
        const created = await db.get<{ n: number }>(
          "SELECT count(*) AS n FROM record WHERE resource = 'account' AND created_at >= $1",
          [since],
        );
        assert.equal(
          created?.n,
          acks.size,
          "accounts in the store: the acknowledged ones, none of the refused",
        );
        assert.deepEqual(await sqliteIntegrity(db), []);
        assert.deepEqual(await storeWhole(db, since), []);
      } finally {
        await db.close();
      }
    } finally {
      if (server) await stopServer(server);
      await disk.remove();
    }
  },
});
