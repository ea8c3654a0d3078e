/**
 * What a bulk change's transaction sets on PostgreSQL, for it alone: its trigram entries merged after its commit
 * (server/store/trigrams.ts deferTrigramMerge; the records written are found by a search before and after the
 * merge) and room for the tallies' transition tables (server/backoffice/tally.ts roomForTallies). SQLite has
 * nothing to set.
 */
import assert from "node:assert/strict";
import { roomForTallies } from "../../server/backoffice/tally.ts";
import { deferTrigramMerge } from "../../server/store/trigrams.ts";
import type { Db } from "../../server/store/db.ts";
import { storeTest } from "../support/store.ts";

const AT = "2026-11-30T10:00:00.000Z";

const setting = async (db: Db, name: string) =>
  (await db.get<{ value: string }>("SELECT current_setting($1) AS value", [name]))!.value;

/** Ids of clients whose search text holds `word`, read as a list's search reads them. */
async function found(db: Db, word: string): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    "SELECT id FROM record WHERE resource = 'account' AND search LIKE $1 ORDER BY id",
    [`%${word}%`],
  );
  return rows.map((r) => r.id);
}

storeTest(
  "a bulk write's trigram entries wait for the commit and are merged after it; its tallies' memory",
  async (t) => {
    const store = await t.openStore();
    const db = store.db;
    let merge: (() => Promise<void>) | undefined;
    const settings = () => Promise.all([setting(db, "gin_pending_list_limit"), setting(db, "work_mem")]);
    const before = db.dialect === "postgres" ? await settings() : [];
    const inside: string[] = [];
    await db.transaction(async () => {
      await roomForTallies(db);
      merge = await deferTrigramMerge(db);
      if (db.dialect === "postgres") {
        inside.push(...await settings());
      }
      for (let i = 0; i < 50; i++) {
        await db.run(
          `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
         VALUES ('account', $1, $2, 1, $3, $3, '{}')`,
          [`a${String(i).padStart(2, "0")}`, `acc0000${i} ${i % 2 ? "karoo" : "protea"} bricks`, AT],
        );
      }
    });
    if (db.dialect === "sqlite") {
      assert.equal(
        merge,
        undefined,
        "SQLite's trigram table changes only with a search text: nothing to defer",
      );
      return;
    }
    assert.deepEqual(
      inside,
      ["256MB", "64MB"],
      "the transaction's entries may wait; its triggers' rows in memory",
    );
    assert.deepEqual(await settings(), before, "the transaction's settings alone");
    const karoo = Array.from({ length: 25 }, (_, k) => `a${String(2 * k + 1).padStart(2, "0")}`);
    assert.deepEqual(await found(db, "karoo"), karoo, "found while pending");
    await merge!();
    assert.deepEqual(await found(db, "karoo"), karoo, "found once merged");
    assert.deepEqual(await found(db, "acc00007"), ["a07"]);
  },
);
