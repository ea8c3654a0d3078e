/**
 * The write clock that kept answers are checked against: which statements move it (writes to the tables answers
 * are made of, DDL) and which do not (reads, sign-in bookkeeping); that it moves after a write and again when the
 * transaction around it ends, on both engines; and that on PostgreSQL another instance's write moves it
 * (LISTEN/NOTIFY) again once committed.
 */
import assert from "node:assert/strict";
import { changesWatchedRows, watchWrites, WriteClock } from "../../server/store/write-clock.ts";
import { delay, storeTest } from "../support/store.ts";
import { eventually } from "../support/e2e.ts";

Deno.test("statements that change the rows answers are made of, and those that do not", () => {
  const writes = [
    "INSERT INTO record (id, resource, data) VALUES ($1, $2, $3)",
    "insert or replace into record_word (word) values ($1)",
    "UPDATE record SET data = $1 WHERE id = $2",
    'DELETE FROM "record_ref" WHERE source_id = $1',
    "WITH moved AS (DELETE FROM record_tally_delta WHERE tally = $1 RETURNING data, n, cents) SELECT 1",
    "INSERT INTO employee (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET name = $2",
    "UPDATE employee_session SET last_seen_at = $1; UPDATE employee SET role = $2",
    "CREATE TABLE thing (id INTEGER)",
    "ALTER TABLE record ADD COLUMN x TEXT",
    "TRUNCATE TABLE record",
  ];
  for (const sql of writes) assert.equal(changesWatchedRows(sql), true, sql);
  const others = [
    "SELECT data FROM record WHERE id = $1",
    "  select count(*) from record_ref",
    "SELECT id FROM trigger_claim WHERE day = $1 FOR UPDATE SKIP LOCKED",
    "SET LOCAL max_parallel_workers_per_gather = 0",
    "PRAGMA busy_timeout = 0",
    "CREATE INDEX IF NOT EXISTS rs_account_name ON record (name, id) WHERE resource = 'account'",
    "UPDATE employee_session SET last_seen_at = $1 WHERE id = $2 AND last_seen_at < $1",
    "INSERT INTO auth_try (bucket, key, at) VALUES ($1, $2, $3)",
    "DELETE FROM password_reset WHERE token_hash = $1 RETURNING employee_id, expires_at",
    "INSERT INTO demo_user (uuid) VALUES ($1) ON CONFLICT (uuid) DO UPDATE SET data = $2 RETURNING uuid",
    "INSERT INTO audit_log (id) VALUES ($1)",
  ];
  for (const sql of others) assert.equal(changesWatchedRows(sql), false, sql);
});

storeTest("the clock moves after a write, at a transaction's end, and not for reads", async (t) => {
  const clock = new WriteClock();
  const db = watchWrites(await t.openDb(), clock);
  await db.exec("CREATE TABLE thing (id INTEGER PRIMARY KEY, name TEXT)");
  const start = clock.version;
  assert.ok(start > 0, "DDL moves it");
  await db.all("SELECT * FROM thing");
  await db.get("SELECT count(*) AS n FROM thing");
  assert.equal(clock.version, start, "reads do not");
  await db.run("INSERT INTO thing (id, name) VALUES ($1, $2)", [1, "one"]);
  assert.equal(clock.version, start + 1);
  let inside = 0;
  await db.transaction(async (tx) => {
    await tx.run("UPDATE thing SET name = $1 WHERE id = $2", ["uno", 1]);
    inside = clock.version;
    // A statement through the outer handle joins the transaction: its write counts the same.
    await db.run("INSERT INTO thing (id, name) VALUES ($1, $2)", [2, "two"]);
  });
  assert.equal(inside, start + 2);
  assert.equal(clock.version, start + 4, "once more when the transaction ends");
  await db.transaction((tx) => tx.all("SELECT * FROM thing"));
  assert.equal(clock.version, start + 4, "a transaction that only reads does not move it");
  await assert.rejects(db.transaction(async (tx) => {
    await tx.run("DELETE FROM thing");
    throw new Error("rolled back");
  }));
  assert.equal(
    clock.version,
    start + 6,
    "a rolled-back write moves it too (a kept answer is dropped for nothing)",
  );
  const told: number[] = [];
  clock.onLocalWrite(() => told.push(clock.version));
  clock.tick(false);
  await db.run("DELETE FROM thing WHERE id = $1", [2]);
  assert.deepEqual(told, [start + 8], "listeners hear of local writes only");
});

storeTest("on PostgreSQL, another instance's committed write moves this one's clock", async (t) => {
  const [here, there] = [await t.openStore(), await t.openStore()];
  await here.db.exec("CREATE TABLE thing (id INTEGER PRIMARY KEY)");
  await delay(200);
  let during = 0;
  await there.db.transaction(async (tx) => {
    await tx.run("INSERT INTO thing (id) VALUES ($1)", [1]);
    // The statement's own notice (it moves the clock early, which only drops an answer) has arrived by now.
    await delay(300);
    during = here.writes.version;
  });
  // What keeps an answer read before the commit from being kept as current: a notice after it.
  await eventually(() =>
    Promise.resolve().then(() => assert.ok(here.writes.version > during, "a notice after"))
  );
}, { engines: ["postgres"] });
