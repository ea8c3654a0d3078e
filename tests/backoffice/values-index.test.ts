/**
 * Values indexes (server/backoffice/sort-index.ts ensureValuesIndex) narrowed to the records where one value is a
 * given text: they hold those records alone, and a query that says so in the same words (onlyWhere) is served by
 * them.
 */
import assert from "node:assert/strict";
import { dialectOf, type Value } from "../../server/backoffice/dialect.ts";
import { ensureValuesIndex, type IndexedOnly, onlyWhere } from "../../server/backoffice/sort-index.ts";
import type { Db } from "../../server/store/db.ts";
import { migrate, MIGRATIONS } from "../../server/store/migrations.ts";
import { storeTest } from "../support/store.ts";

const STATUS: Value = { field: "status", kind: "plain" };
const SUBMITTED_ON: Value = { field: "submittedOn", kind: "plain" };
const SUBMITTED: IndexedOnly = { value: STATUS, equals: "submitted" };

async function put(db: Db, id: string, data: Record<string, unknown>): Promise<void> {
  await db.run(
    `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
     VALUES ('incometax', $1, '', 1, '2026-01-01', '2026-01-01', $2)`,
    [id, JSON.stringify(data)],
  );
}

/** The index's definition as the database keeps it. */
async function definition(db: Db, name: string): Promise<string> {
  const row = await db.get<{ sql: string }>(
    db.dialect === "postgres"
      ? "SELECT indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND indexname = $1"
      : "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = $1",
    [name],
  );
  assert.ok(row, `index ${name} exists`);
  return row.sql;
}

storeTest(
  "a values index narrowed to one status holds that status alone, and serves queries that say so",
  async (t) => {
    const db = await t.openDb();
    await migrate(db, MIGRATIONS, () => new Date("2026-11-28T00:00:00Z"));
    await put(db, "r1", { status: "submitted", submittedOn: "2026-03-01" });
    await put(db, "r2", { status: "requested", submittedOn: null });
    await put(db, "r3", { status: "submitted", submittedOn: "2026-02-01" });

    const name = await ensureValuesIndex(db, "incometax", [SUBMITTED_ON], SUBMITTED);
    assert.equal(name, "rv_incometax_submittedon_when_status_submitted");
    assert.equal(await ensureValuesIndex(db, "incometax", [SUBMITTED_ON], SUBMITTED), name, "made once");
    assert.notEqual(
      await ensureValuesIndex(db, "incometax", [SUBMITTED_ON]),
      name,
      "apart from the whole one",
    );
    assert.match(await definition(db, name), /'submitted'/);

    const d = dialectOf(db);
    const read = (where: string) =>
      db.all<{ id: string }>(
        `SELECT id FROM record ${d.indexedBy(name)}
       WHERE resource = 'incometax' AND ${where} ORDER BY ${d.valueExpr(SUBMITTED_ON)}, id`,
      );
    assert.deepEqual((await read(onlyWhere(db, SUBMITTED))).map((r) => r.id), ["r3", "r1"]);
    if (db.dialect === "sqlite") {
      // SQLite takes a narrowed index only for a query whose condition implies the index's own: a bound
      // parameter in place of the text does not.
      await assert.rejects(
        db.all(
          `SELECT id FROM record ${d.indexedBy(name)} WHERE resource = 'incometax' AND ${
            d.valueExpr(STATUS)
          } = $1`,
          [
            "submitted",
          ],
        ),
        /no query solution/,
      );
    }
  },
);
