/**
 * SQLite's "database or disk is full" inside the store, on any machine: `PRAGMA max_page_count` makes SQLite answer
 * SQLITE_FULL, the error a full disk gives (tests/crash/sqlite-disk-full.test.ts fills a real one, as root). A
 * single-row INSERT that cannot fit makes SQLite roll the whole transaction back itself.
 */
import assert from "node:assert/strict";
import { Refusal } from "../../domain/api/index.ts";
import { openDb } from "../../server/store/open.ts";
import type { Db } from "../../server/store/index.ts";

const BIG = "INSERT INTO item (body) VALUES (randomblob(100000))";
const SMALL = "INSERT INTO item (body) VALUES (randomblob(10))";

const isStoreFull = (error: unknown) => error instanceof Refusal && error.problem.code === "storeFull";

async function capped(fn: (db: Db) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-full-" });
  const db = await openDb(`sqlite:${dir}/ledgerdesk.db`);
  try {
    await db.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, body BLOB); CREATE TABLE log (line TEXT)");
    const { page_count } = (await db.get<{ page_count: number }>("PRAGMA page_count"))!;
    await db.exec(`PRAGMA max_page_count = ${page_count + 4}`);
    await fn(db);
  } finally {
    await db.close();
    await Deno.remove(dir, { recursive: true });
  }
}

const counts = (db: Db) =>
  db.get("SELECT (SELECT count(*) FROM item) AS items, (SELECT count(*) FROM log) AS lines");

Deno.test("[sqlite] a full database refuses a statement as storeFull and goes on once there is room", async () => {
  await capped(async (db) => {
    await assert.rejects(db.run(BIG), isStoreFull);
    await assert.rejects(db.transaction((tx) => tx.run(BIG).then(() => {})), isStoreFull);
    await db.run(SMALL);
    await db.exec("PRAGMA max_page_count = 100000");
    await db.run(BIG);
    assert.deepEqual(await counts(db), { items: 2, lines: 0 });
  });
});

Deno.test("[sqlite] after SQLite rolled a transaction back on a full disk, none of its later statements runs", async () => {
  await capped(async (db) => {
    // The write catches its refusal and goes on: its other statements must not run (each would commit alone).
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO log (line) VALUES ('before')");
        await tx.run(BIG).catch(() => {});
        await tx.run("INSERT INTO log (line) VALUES ('after')");
      }),
      isStoreFull,
    );
    // A savepoint's own rollback finds its savepoint gone with the transaction: still the refusal, not "no such
    // savepoint", and nothing after it runs.
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO log (line) VALUES ('before')");
        await tx.transaction((sp) => sp.run(BIG)).catch(() => {});
        await tx.transaction((sp) => sp.run("INSERT INTO log (line) VALUES ('after')"));
      }),
      isStoreFull,
    );
    assert.deepEqual(await counts(db), { items: 0, lines: 0 }, "nothing of either write");
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO log (line) VALUES ('next')");
    });
    assert.deepEqual(await counts(db), { items: 0, lines: 1 }, "the next write whole");
  });
});
