/**
 * Tallies (server/backoffice/tally.ts) on both engines: after any write, in one row or many, committed or rolled
 * back, on records or on the refs that keep a record out, a tally answers what counting the records answers.
 */
import assert from "node:assert/strict";
import { dialectOf, type Value } from "../../server/backoffice/dialect.ts";
import { tallied, type TallySpec, unreferenced } from "../../server/backoffice/tally.ts";
import type { Db, SqlValue } from "../../server/store/db.ts";
import { storeTest } from "../support/store.ts";

const AMOUNT: Value = { field: "amount", kind: "money" };
const RECEIVED_ON: Value = { field: "receivedOn", kind: "plain" };
const STATUS: Value = { field: "status", kind: "plain" };
const PAYMENTS: TallySpec = { resource: "payment", fields: ["receivedOn"], sum: AMOUNT };
const ASSESSED_BY = { resource: "assessment", field: "incomeTax" };
const UNASSESSED: TallySpec = { resource: "incometax", fields: ["status"], unreferencedBy: ASSESSED_BY };

type Data = Record<string, unknown>;

/** Inserts records of one resource in one statement. */
async function put(db: Db, resource: string, records: Array<[string, Data]>): Promise<void> {
  const params: SqlValue[] = [];
  const rows = records.map(([id, data]) => {
    params.push(resource, id, JSON.stringify(data));
    const n = params.length;
    return `($${n - 2}, $${n - 1}, '', 1, '2026-01-01', '2026-01-01', $${n})`;
  });
  await db.run(
    `INSERT INTO record (resource, id, search, version, created_at, updated_at, data) VALUES ${
      rows.join(", ")
    }`,
    params,
  );
}

async function set(db: Db, resource: string, id: string, data: Data): Promise<void> {
  await db.run("UPDATE record SET data = $1 WHERE resource = $2 AND id = $3", [
    JSON.stringify(data),
    resource,
    id,
  ]);
}

/** Refs of assessments to returns, in one statement. */
async function assess(db: Db, pairs: Array<[string, string]>): Promise<void> {
  const params: SqlValue[] = [];
  const rows = pairs.map(([assessment, target]) => {
    params.push(assessment, target);
    return `('assessment', $${params.length - 1}, 'incomeTax', 'incometax', $${params.length})`;
  });
  await db.run(
    `INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ${rows.join(", ")}`,
    params,
  );
}

/** Each condition (on `resource` and `data`, `$n` bound to its params) answers alike off the tally and counted. */
async function agree(db: Db, spec: TallySpec, conditions: Array<[string, SqlValue[]]>, step: string) {
  const d = dialectOf(db);
  const cents = spec.sum ? `sum(round(${d.valueExpr(spec.sum)} * 100))` : "0";
  const kept = spec.unreferencedBy
    ? ` AND ${unreferenced(spec.resource, "record.id", spec.unreferencedBy)}`
    : "";
  for (const [condition, params] of conditions) {
    const counted = await db.get<{ n: number; cents: number | string | null }>(
      `SELECT count(*) AS n, ${cents} AS cents FROM record
       WHERE resource = '${spec.resource}'${kept} AND ${condition}`,
      params,
    );
    assert.deepEqual(
      await tallied(db, spec, condition, params),
      { count: Number(counted!.n), cents: Number(counted!.cents ?? 0) },
      `${step}: ${condition} ${JSON.stringify(params)}`,
    );
  }
}

function paymentConditions(db: Db): Array<[string, SqlValue[]]> {
  const day = dialectOf(db).valueExpr(RECEIVED_ON);
  return [
    ["true", []],
    [`${day} >= $1 AND ${day} <= $2`, ["2026-01-01", "2026-01-31"]],
    [`${day} >= $1 AND ${day} <= $2`, ["2026-02-01", "2026-02-28"]],
    [`${day} = $1`, ["2026-02-14"]],
    [`${day} IS NULL`, []],
  ];
}

storeTest(
  "a tally follows inserts, updates and deletes of one row or many, and ignores rolled-back ones",
  async (t) => {
    const { db } = await t.openStore();
    const conditions = paymentConditions(db);
    // Records from before the tally are counted when it is made.
    await put(db, "payment", [
      ["p1", { receivedOn: "2026-01-05", amount: "100.10" }],
      ["p2", { receivedOn: "2026-01-31", amount: "0.05" }],
      ["p3", { receivedOn: "2026-02-01", amount: "-20.00" }],
    ]);
    await agree(db, PAYMENTS, conditions, "made");

    await put(db, "payment", [
      ["p4", { receivedOn: "2026-02-14", amount: "12.34" }],
      ["p5", { receivedOn: "2026-02-14", amount: "0.66" }],
      ["p6", { receivedOn: "2026-02-14" }],
      ["p7", { amount: "5.00" }],
      ["p8", { receivedOn: "2026-01-05", amount: null }],
    ]);
    await put(db, "correspondence", [["c1", { receivedOn: "2026-01-05" }]]);
    await agree(db, PAYMENTS, conditions, "inserted");

    await set(db, "payment", "p1", { receivedOn: "2026-01-05", amount: "100.20" });
    await set(db, "payment", "p2", { receivedOn: "2026-02-02", amount: "0.05" });
    await set(db, "payment", "p7", { receivedOn: "2026-02-14", amount: "5.00" });
    await db.run("UPDATE record SET search = 'x' WHERE resource = 'payment'");
    // One statement moving several records between days (PostgreSQL stores data as jsonb).
    const moved = "replace(CAST(data AS TEXT), '2026-02-14', '2026-01-14')";
    await db.run(
      `UPDATE record SET data = ${db.dialect === "postgres" ? `${moved}::jsonb` : moved}
       WHERE resource = 'payment' AND id IN ('p4', 'p6')`,
    );
    await agree(db, PAYMENTS, conditions, "updated");

    await db.run("DELETE FROM record WHERE resource = 'payment' AND id = 'p3'");
    await db.run("DELETE FROM record WHERE resource = 'payment' AND id IN ('p5', 'p8')");
    await agree(db, PAYMENTS, conditions, "deleted");

    await assert.rejects(db.transaction(async (tx) => {
      await put(tx, "payment", [["p9", { receivedOn: "2026-01-09", amount: "9.99" }]]);
      await set(tx, "payment", "p1", { receivedOn: "2026-02-01", amount: "1.00" });
      await tx.run("DELETE FROM record WHERE resource = 'payment' AND id = 'p2'");
      throw new Error("rolled back");
    }));
    await agree(db, PAYMENTS, conditions, "rolled back");
  },
);

storeTest("a tally of records no ref points at follows the refs coming and going", async (t) => {
  const { db } = await t.openStore();
  const status = dialectOf(db).valueExpr(STATUS);
  const conditions: Array<[string, SqlValue[]]> = [
    ["true", []],
    [`${status} = $1`, ["submitted"]],
    [`${status} = $1`, ["assessed"]],
  ];
  const returns = ["r1", "r2", "r3", "r4", "r5"];
  await put(db, "incometax", returns.map((id) => [id, { status: "submitted" }]));
  await assess(db, [["a0", "r5"]]);
  await agree(db, UNASSESSED, conditions, "made");

  await assess(db, [["a1", "r1"]]);
  await agree(db, UNASSESSED, conditions, "first assessment");
  await assess(db, [["a2", "r1"]]);
  await db.run("DELETE FROM record_ref WHERE resource = 'assessment' AND id = 'a1'");
  await agree(db, UNASSESSED, conditions, "one of two assessments gone");
  await db.run("DELETE FROM record_ref WHERE resource = 'assessment' AND id = 'a2'");
  await agree(db, UNASSESSED, conditions, "last assessment gone");

  // Two assessments of one return in one statement, then one of them moved to another return.
  await assess(db, [["a3", "r2"], ["a4", "r2"]]);
  await agree(db, UNASSESSED, conditions, "two at once");
  await db.run("UPDATE record_ref SET target_id = 'r3' WHERE resource = 'assessment' AND id = 'a3'");
  await agree(db, UNASSESSED, conditions, "moved");

  // Status changes of returns with and without an assessment; other refs change nothing.
  await set(db, "incometax", "r2", { status: "assessed" });
  await set(db, "incometax", "r4", { status: "assessed" });
  await db.run(
    `INSERT INTO record_ref (resource, id, field, target_resource, target_id)
     VALUES ('objection', 'o1', 'assessment', 'incometax', 'r4'), ('assessment', 'a5', 'notes', 'incometax', 'r4')`,
  );
  await agree(db, UNASSESSED, conditions, "statuses");

  // A return deleted with or without an assessment, and an assessment of a return that is gone.
  await db.run("DELETE FROM record WHERE resource = 'incometax' AND id IN ('r4', 'r3')");
  await db.run("DELETE FROM record_ref WHERE resource = 'assessment' AND id = 'a3'");
  await assess(db, [["a6", "gone"]]);
  await agree(db, UNASSESSED, conditions, "deleted");
});

storeTest(
  "many writes' deltas are folded into the totals by a reader, which then still agrees",
  async (t) => {
    const { db } = await t.openStore();
    const conditions = paymentConditions(db);
    await agree(db, PAYMENTS, conditions, "made");
    for (let i = 0; i < 1_050; i++) {
      await put(db, "payment", [[`p${i}`, {
        receivedOn: `2026-01-${String(1 + (i % 28)).padStart(2, "0")}`,
        amount: "1.01",
      }]]);
    }
    const deltas = async () =>
      Number((await db.get<{ n: number }>("SELECT count(*) AS n FROM record_tally_delta"))!.n);
    // PostgreSQL's writers append a delta each; SQLite's add into the totals.
    assert.equal(await deltas(), t.engine === "postgres" ? 1_050 : 0);
    await agree(db, PAYMENTS, conditions, "before the fold");
    assert.equal(await deltas(), 0);
    await agree(db, PAYMENTS, conditions, "after the fold");
  },
);

storeTest(
  "a tally made by a later version of the code retires the earlier ones of what it counts",
  async (t) => {
    const { db } = await t.openStore();
    const pg = t.engine === "postgres";
    const triggers = async () =>
      (await db.all<{ name: string }>(
        pg
          ? `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`
          : "SELECT name FROM sqlite_master WHERE type = 'trigger'",
      )).map((r) => r.name).sort();
    await put(db, "payment", [["p1", { receivedOn: "2026-01-05", amount: "100.10" }]]);
    await agree(db, PAYMENTS, paymentConditions(db), "made");
    await agree(db, UNASSESSED, [["true", []]], "made");
    const current = (await triggers()).find((n) => n.startsWith("rt_payment_"))!.replace(/_[a-z]+$/, "");
    const others = (await triggers()).filter((n) => !n.startsWith(current));

    // What an earlier version of the code left: the tally under another last hash, kept by its triggers, and the
    // current one not made yet.
    const earlier = `${current.slice(0, current.lastIndexOf("_") + 1)}earlier`;
    for (const name of (await triggers()).filter((n) => n.startsWith(current))) {
      const renamed = name.replace(current, earlier);
      if (pg) {
        const table = name.endsWith("_ri") || name.endsWith("_ru") || name.endsWith("_rd")
          ? "record_ref"
          : "record";
        await db.exec(`ALTER TRIGGER ${name} ON ${table} RENAME TO ${renamed}`);
        await db.exec(`ALTER FUNCTION ${name}() RENAME TO ${renamed}`);
      } else {
        const { sql } =
          (await db.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = $1", [name]))!;
        await db.exec(`DROP TRIGGER ${name}`);
        await db.exec(sql.replace(name, renamed));
      }
    }
    await db.run("UPDATE record_tally SET tally = $1 WHERE tally = $2", [earlier, current]);
    assert.ok((await triggers()).some((n) => n.startsWith(earlier)));

    // The later version's first use (a handle of its own) makes the tally again and drops the earlier one.
    const later = await t.openStore();
    await agree(later.db, PAYMENTS, paymentConditions(later.db), "made again");
    const now = await triggers();
    assert.deepEqual(now.filter((n) => n.startsWith(earlier)), [], "the earlier tally's triggers are gone");
    assert.ok(now.some((n) => n.startsWith(current)));
    assert.deepEqual(others.filter((n) => !now.includes(n)), [], "other tallies stay");
    const left = await db.get<{ n: number | string }>(
      "SELECT (SELECT count(*) FROM record_tally WHERE tally = $1) + (SELECT count(*) FROM record_tally_delta WHERE tally = $1) AS n",
      [earlier],
    );
    assert.equal(Number(left!.n), 0, "and its totals");
    if (pg) {
      const functions = await db.get<{ n: number | string }>(
        "SELECT count(*) AS n FROM pg_proc WHERE pronamespace = current_schema()::regnamespace AND proname LIKE $1",
        [`${earlier}%`],
      );
      assert.equal(Number(functions!.n), 0, "and its functions");
    }
    await put(later.db, "payment", [["p2", { receivedOn: "2026-02-14", amount: "1.00" }]]);
    await agree(later.db, PAYMENTS, paymentConditions(later.db), "written after");
  },
  { shared: true },
);
