/**
 * PostgreSQL's COPY path (Db.copyIn, what insertRows takes for many rows there): every failure is reported, never
 * waited on for ever, nothing of a failed COPY stays, and statements issued meanwhile wait for it.
 */
import assert from "node:assert/strict";
import { COPY_FROM_ROWS, insertRows, isUniqueViolation } from "../../server/backoffice/dialect.ts";
import type { Db } from "../../server/store/db.ts";
import { copyText } from "../../server/store/postgres.ts";
import { storeTest, within } from "../support/store.ts";

Deno.test("copyText: NULL, booleans, numbers, bytes and the characters that end a value or a row", () => {
  assert.equal(copyText(null), "\\N");
  assert.equal(copyText(true), "t");
  assert.equal(copyText(false), "f");
  assert.equal(copyText(1.25), "1.25");
  assert.equal(copyText(12n), "12");
  assert.equal(copyText(new Uint8Array([0, 171, 255])), "\\\\x00abff");
  assert.equal(copyText("plain"), "plain");
  assert.equal(copyText("a\\b\tc\nd\re"), "a\\\\b\\tc\\nd\\re");
  // The old end-of-data marker, as a value, is only text.
  assert.equal(copyText("\\."), "\\\\.");
  assert.equal(copyText("\\N"), "\\\\N");
});

const count = async (db: { get<T>(sql: string): Promise<T | undefined> }, table: string) =>
  Number((await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n);

storeTest(
  "a key taken by the last row fails the COPY with its own error, and nothing of it stays",
  async (t) => {
    const db = await t.openDb();
    await db.exec("CREATE TABLE keyed (n INTEGER PRIMARY KEY, t TEXT)");
    // The server finds the clash only after the stream has ended: the error reaches the query alone.
    for (const at of [4_999, 10]) {
      const rows = Array.from({ length: 5_000 }, (_, i) => [i === at ? 3 : i, `row ${i}`]);
      const failure = await within(10_000, db.transaction(() => db.copyIn!("keyed", ["n", "t"], rows)))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      assert.ok(isUniqueViolation(failure), String(failure));
      assert.equal(await count(db, "keyed"), 0);
    }
    // Outside a transaction too (the COPY takes one of its own), and the pool is usable after it.
    const clash = [[1, "a"], [1, "b"]];
    await assert.rejects(within(10_000, db.copyIn!("keyed", ["n", "t"], clash)), isUniqueViolation);
    await db.copyIn!("keyed", ["n", "t"], [[1, "a"], [2, "b"]]);
    assert.equal(await count(db, "keyed"), 2);
  },
  { engines: ["postgres"] },
);

storeTest("a value the column cannot take fails the COPY, naming it", async (t) => {
  const db = await t.openDb();
  await db.exec("CREATE TABLE typed (n INTEGER, d DATE)");
  const rows = Array.from({ length: 3_000 }, (_, i) => [i, i === 2_500 ? "not a date" : "2026-11-28"]);
  await assert.rejects(
    within(10_000, db.transaction(() => db.copyIn!("typed", ["n", "d"], rows))),
    /not a date/,
  );
  assert.equal(await count(db, "typed"), 0);
}, { engines: ["postgres"] });

storeTest("statements issued during a COPY wait for it, in the same transaction", async (t) => {
  const db = await t.openDb();
  await db.exec("CREATE TABLE a (n INTEGER); CREATE TABLE b (n INTEGER)");
  const rows = Array.from({ length: 20_000 }, (_, i) => [i]);
  const seen = await within(
    20_000,
    db.transaction(async (tx) => {
      const copies = [tx.copyIn!("a", ["n"], rows), tx.copyIn!("b", ["n"], rows)];
      // Issued while the first COPY streams: sent into it, it would break the connection's protocol.
      const during = tx.get<{ n: number }>("SELECT count(*) AS n FROM a");
      await Promise.all(copies);
      return Number((await during)!.n);
    }),
  );
  assert.equal(seen, rows.length, "the count waited for the COPY under way");
  assert.equal(await count(db, "a"), rows.length);
  assert.equal(await count(db, "b"), rows.length);
}, { engines: ["postgres"] });

storeTest("bytes and booleans go through COPY as binding stores them", async (t) => {
  const db = await t.openDb();
  await db.exec("CREATE TABLE kinds (n INTEGER, x BYTEA, b BOOLEAN, at TEXT)");
  const at = new Date("2026-11-28T05:00:00Z");
  const rows = [[1, new Uint8Array([0, 92, 10, 255]), true, at], [2, null, false, null]];
  await db.copyIn!("kinds", ["n", "x", "b", "at"], rows);
  for (const row of rows) await db.run("INSERT INTO kinds (n, x, b, at) VALUES ($1, $2, $3, $4)", row);
  const read = await db.all<{ n: number; x: Uint8Array | null; b: boolean; at: string | null }>(
    "SELECT n, x, b, at FROM kinds ORDER BY n, ctid",
  );
  assert.deepEqual(read[0], read[1]);
  assert.deepEqual(read[2], read[3]);
  assert.deepEqual([...read[0].x!], [0, 92, 10, 255]);
  assert.equal(read[0].at, at.toISOString());
}, { engines: ["postgres"] });

Deno.test("PostgreSQL takes rows by COPY only when they are many: a few go as INSERTs (a COPY waits ~90 ms)", async () => {
  const took: string[] = [];
  const db = {
    dialect: "postgres",
    run: (sql: string) => (took.push(sql.slice(0, 11)), Promise.resolve({ changes: 0 })),
    copyIn: (table: string) => (took.push(`COPY ${table}`), Promise.resolve()),
  } as unknown as Db;
  for (const n of [2, COPY_FROM_ROWS - 1, COPY_FROM_ROWS]) {
    took.length = 0;
    await insertRows(db, "t", ["n"], Array.from({ length: n }, (_, i) => [i]));
    assert.equal(took.every((s) => s === "INSERT INTO"), n < COPY_FROM_ROWS, `${n} rows: ${took.join(", ")}`);
    assert.deepEqual(took.includes("COPY t"), n >= COPY_FROM_ROWS);
  }
});
