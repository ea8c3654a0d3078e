import assert from "node:assert/strict";
import type { Db } from "../../server/store/db.ts";
import { migrate, type Migration, MIGRATIONS } from "../../server/store/migrations.ts";
import { storeTest } from "../support/store.ts";

const AT = new Date("2026-02-01T09:00:00.000Z");
// The mechanism is tested on the first real migration plus migrations of the test's own, numbered after it.
const BASE = MIGRATIONS.slice(0, 1);
const clock = () => AT;

async function tableExists(db: Db, table: string): Promise<boolean> {
  // A failed statement outside a transaction leaves either engine usable.
  return await db.get(`SELECT 1 AS one FROM ${table} LIMIT 1`).then(() => true, () => false);
}

const extra: Migration[] = [
  { id: 2, name: "notes", up: "CREATE TABLE note (id TEXT PRIMARY KEY, body TEXT NOT NULL)" },
  {
    id: 3,
    name: "seed-note",
    up: async (db) => {
      await db.run("INSERT INTO note (id, body) VALUES ($1, $2)", ["n1", `written on ${db.dialect}`]);
    },
  },
];

storeTest("migrations apply once, in order, and are listed in schema_migrations", async (t) => {
  const db = await t.openDb();
  const all = [...BASE, ...extra];
  assert.deepEqual(await migrate(db, all, clock), [
    { id: 1, name: "employees" },
    { id: 2, name: "notes" },
    { id: 3, name: "seed-note" },
  ]);
  assert.deepEqual(await migrate(db, all, clock), [], "a second run is a no-op");
  assert.deepStrictEqual(await db.all("SELECT id, name, applied_at FROM schema_migrations ORDER BY id"), [
    { id: 1, name: "employees", applied_at: AT.toISOString() },
    { id: 2, name: "notes", applied_at: AT.toISOString() },
    { id: 3, name: "seed-note", applied_at: AT.toISOString() },
  ]);
  assert.deepStrictEqual(await db.all("SELECT id, body FROM note"), [{
    id: "n1",
    body: `written on ${t.engine}`,
  }]);
  for (const table of ["employee", "audit_log"]) assert.ok(await tableExists(db, table), table);

  // A later release adds a migration: only that one runs.
  const later: Migration = { id: 4, name: "note-tag", up: "ALTER TABLE note ADD COLUMN tag TEXT" };
  assert.deepEqual(await migrate(db, [...all, later], clock), [{ id: 4, name: "note-tag" }]);
  assert.deepStrictEqual(await db.all("SELECT id, tag FROM note"), [{ id: "n1", tag: null }]);
});

storeTest("a failing migration rolls back all it did and names itself", async (t) => {
  const db = await t.openDb();
  const failing: Migration = {
    id: 2,
    name: "half-done",
    up: `
      CREATE TABLE half (id TEXT PRIMARY KEY);
      INSERT INTO half (id) VALUES ('x');
      INSERT INTO employee (id) VALUES ('no-required-columns');
    `,
  };
  const after: Migration = { id: 3, name: "never-reached", up: "CREATE TABLE never (id TEXT)" };
  await assert.rejects(migrate(db, [...BASE, failing, after]), (error: Error) => {
    assert.match(error.message, /^migration 2 "half-done" failed and was rolled back: /);
    assert.ok(error.cause instanceof Error);
    return true;
  });
  assert.equal(await tableExists(db, "half"), false, "the migration's table is gone");
  assert.equal(await tableExists(db, "never"), false, "later migrations did not run");
  assert.ok(await tableExists(db, "employee"), "the earlier migration stays applied");
  assert.deepStrictEqual(await db.all("SELECT id FROM schema_migrations ORDER BY id"), [{ id: 1 }]);

  // A function migration that throws is rolled back the same way.
  const throwing: Migration = {
    id: 2,
    name: "throws",
    up: async (tx) => {
      await tx.exec("CREATE TABLE half (id TEXT PRIMARY KEY)");
      throw new Error("not today");
    },
  };
  await assert.rejects(migrate(db, [...BASE, throwing]), /migration 2 "throws" failed.*not today/);
  assert.equal(await tableExists(db, "half"), false);

  // Once fixed, it applies.
  const fixed: Migration = { id: 2, name: "throws", up: "CREATE TABLE half (id TEXT PRIMARY KEY)" };
  assert.deepEqual(await migrate(db, [...BASE, fixed]), [{ id: 2, name: "throws" }]);
});

storeTest("a renamed or misordered migration list is refused", async (t) => {
  const db = await t.openDb();
  await migrate(db, BASE);
  await assert.rejects(
    migrate(db, [{ id: 1, name: "staff", up: "SELECT 1" }]),
    /migration 1 is recorded as "employees" but the code calls it "staff"/,
  );
  await assert.rejects(migrate(db, [...extra].reverse()), /increasing order/);
  await assert.rejects(migrate(db, [{ id: 0, name: "zero", up: "SELECT 1" }]), /positive integers/);
});

storeTest("instances starting together apply each migration once", async (t) => {
  const [a, b, c] = await Promise.all([t.openDb(), t.openDb(), t.openDb()]);
  const all = [...BASE, ...extra];
  const results = await Promise.all([migrate(a, all), migrate(b, all), migrate(c, all)]);
  assert.deepEqual(results.flat().map((m) => m.id).sort(), [1, 2, 3], JSON.stringify(results));
  assert.deepStrictEqual(await a.all("SELECT id FROM schema_migrations ORDER BY id"), [{ id: 1 }, { id: 2 }, {
    id: 3,
  }]);
  assert.deepStrictEqual(await b.all("SELECT count(*) AS n FROM note"), [{ n: 1 }]);
}, { shared: true });

storeTest(
  "the ref and audit tables become WITHOUT ROWID on SQLite, keeping rows, indexes and triggers",
  async (t) => {
    const db = await t.openDb();
    const upTo = (id: number) => MIGRATIONS.filter((m) => m.id <= id);
    await migrate(db, upTo(9), clock);
    await db.run(
      "INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ($1, $2, $3, $4, $5)",
      ["incometax", "r1", "account", "account", "a1"],
    );
    await db.run(
      `INSERT INTO audit_log (id, resource, record_id, action, user_id, at, changed, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      ["l1", "account", "a1", "create", null, AT.toISOString(), '["name"]', 1],
    );
    if (db.dialect === "sqlite") {
      // As the tallies make them: one trigger on record_ref, one on record whose body reads record_ref.
      await db.exec("CREATE TABLE seen (n INTEGER)");
      await db.exec(
        "CREATE TRIGGER on_ref AFTER INSERT ON record_ref BEGIN INSERT INTO seen VALUES (1); END",
      );
      await db.exec(
        `CREATE TRIGGER reads_ref AFTER INSERT ON record BEGIN
         INSERT INTO seen SELECT count(*) FROM record_ref WHERE target_id = NEW.id; END`,
      );
    }
    const before = await db.all(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
    ).catch(() => []);
    await migrate(db, upTo(10), clock);

    assert.deepEqual(await db.all("SELECT resource, id, field, target_resource, target_id FROM record_ref"), [
      { resource: "incometax", id: "r1", field: "account", target_resource: "account", target_id: "a1" },
    ]);
    assert.deepEqual(await db.all("SELECT id, record_id, changed, version FROM audit_log"), [
      { id: "l1", record_id: "a1", changed: '["name"]', version: 1 },
    ]);
    if (db.dialect !== "sqlite") return;
    for (const table of ["record_ref", "audit_log"]) {
      const { sql } =
        (await db.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = $1", [table]))!;
      assert.match(sql, /WITHOUT ROWID$/, table);
    }
    const after = await db.all(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND type <> 'table' ORDER BY name",
    );
    assert.deepEqual(after, before.filter((o) => (o as { type: string }).type !== "table"));
    // The triggers still fire and still read the rebuilt table.
    await db.run(
      "INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ($1, $2, $3, $4, $5)",
      ["incometax", "r2", "account", "account", "a1"],
    );
    await db.run(
      `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
     VALUES ('account', 'a1', '', 1, $1, $1, '{}')`,
      [AT.toISOString()],
    );
    assert.deepEqual(await db.all("SELECT n FROM seen"), [{ n: 1 }, { n: 2 }]);
    await assert.rejects(
      db.run(
        "INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ($1, $2, $3, $4, $5)",
        ["incometax", "r2", "account", "account", "a1"],
      ),
      "the primary key still holds",
    );
  },
);

storeTest(
  "PostgreSQL's record data becomes jsonb: the same values read back as JSON text, its field indexes still serve",
  async (t) => {
    const db = await t.openDb();
    const upTo = (id: number) => MIGRATIONS.filter((m) => m.id <= id);
    await migrate(db, upTo(12), clock);
    const records = [
      { name: "Zulu Trading", code: "ACC2", fee: 1250.5, vat: true, tags: ["a", "b"], note: null },
      {
        name: 'Émile "Quotes" \\ Ngema',
        code: "ACC1",
        fee: 1e21,
        vat: false,
        nested: { x: [1, { y: "z" }] },
      },
      { name: "مرحبا 🧾", code: "ACC3" },
    ];
    for (const [i, data] of records.entries()) {
      await db.run(
        `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
         VALUES ('account', $1, '', 1, $2, $2, $3)`,
        [`a${i}`, AT.toISOString(), JSON.stringify(data)],
      );
    }
    // As the engine made a sort index while data was text (sort-index.ts).
    await db.exec(
      `CREATE INDEX rs_account_code ON record ((lower(data::jsonb ->> 'code') COLLATE "C") NULLS FIRST, id)
       WHERE resource = 'account'`,
    );
    await migrate(db, upTo(13), clock);

    const read = await db.all<{ id: string; data: string }>(
      "SELECT id, data FROM record WHERE resource = 'account' ORDER BY id",
    );
    assert.deepEqual(read.map((r) => typeof r.data), ["string", "string", "string"], "JSON text, not parsed");
    assert.deepEqual(read.map((r) => JSON.parse(r.data)), records);
    const kind = await db.get<{ type: string }>(
      "SELECT data_type AS type FROM information_schema.columns WHERE table_name = 'record' AND column_name = 'data'",
    );
    assert.equal(kind!.type, "jsonb");
    // JSON text bound to data is stored as the object it spells (postgres.js would encode it as a JSON string).
    await db.run(
      `UPDATE record SET data = $1 WHERE resource = 'account' AND id = 'a2'`,
      [JSON.stringify({ ...records[2], code: "ACC0" })],
    );
    assert.deepEqual(
      await db.all(
        "SELECT jsonb_typeof(data) AS t, data ->> 'code' AS code FROM record WHERE resource = 'account' AND id = 'a2'",
      ),
      [{ t: "object", code: "ACC0" }],
    );
    // The index, remade from its definition, serves the engine's expression on jsonb.
    const plan = await db.transaction(async (tx) => {
      await tx.exec("SET LOCAL enable_seqscan = off");
      return await tx.all<{ "QUERY PLAN": string }>(
        `EXPLAIN SELECT id FROM record WHERE resource = 'account'
         ORDER BY (lower(data ->> 'code') COLLATE "C") NULLS FIRST, id LIMIT 2`,
      );
    });
    assert.match(plan.map((r) => r["QUERY PLAN"]).join("\n"), /rs_account_code/);
  },
  { engines: ["postgres"] },
);

storeTest(
  "the tallies made before their names told what they count are dropped, to be made again",
  async (t) => {
    const db = await t.openDb();
    const pg = db.dialect === "postgres";
    await migrate(db, MIGRATIONS.filter((m) => m.id <= 13), clock);
    // As an earlier version made a tally of payments by day (server/backoffice/tally.ts), with its totals.
    const old = "rt_payment_receivedon_amount_1h837rr";
    for (const [suffix, table] of [["i", "record"], ["ri", "record_ref"]]) {
      const name = `${old}_${suffix}`;
      await db.exec(
        pg
          ? `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
           CREATE TRIGGER ${name} AFTER INSERT ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`
          : `CREATE TRIGGER ${name} AFTER INSERT ON ${table} BEGIN SELECT 1; END`,
      );
    }
    await db.run("INSERT INTO record_tally (tally, data, n, cents) VALUES ($1, '{}', 3, 0)", [old]);
    await db.run("INSERT INTO record_tally_delta (tally, data, n, cents) VALUES ($1, '{}', 1, 0)", [old]);

    await migrate(db, MIGRATIONS, clock);
    const count = async (sql: string) => Number((await db.get<{ n: number | string }>(sql))!.n);
    assert.equal(
      await count(
        pg
          ? `SELECT count(*) AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`
          // Beside the trigram index's own (migration 24), which keep it true through every write.
          : "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name NOT LIKE 'record_trigram_%'",
      ),
      0,
    );
    if (pg) {
      assert.equal(
        await count("SELECT count(*) AS n FROM pg_proc WHERE pronamespace = current_schema()::regnamespace"),
        0,
      );
    }
    assert.equal(await count("SELECT count(*) AS n FROM record_tally"), 0);
    assert.equal(await count("SELECT count(*) AS n FROM record_tally_delta"), 0);
  },
);

storeTest(
  "PostgreSQL's ref target index keeps no referring id, so that refs to one record share an entry",
  async (t) => {
    const db = await t.openDb();
    await migrate(db, MIGRATIONS.filter((m) => m.id <= 14), clock);
    const refs = Array.from({ length: 300 }, (_, i) => `('incometax', 'r${i}', 'account', 'account', 'a1')`);
    await db.exec(`INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ${refs}`);
    await migrate(db, MIGRATIONS, clock);

    const index = await db.get<{ def: string }>(
      "SELECT indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'record_ref_target'",
    );
    assert.match(index!.def, /\(target_resource, target_id, resource, field\)$/);
    const ids = await db.all<{ id: string }>(
      `SELECT id FROM record_ref WHERE target_resource = 'account' AND target_id = 'a1' AND resource = 'incometax'
       AND field = 'account' ORDER BY id`,
    );
    assert.equal(ids.length, 300, "the refs made before the change are still found by target");
  },
  { engines: ["postgres"] },
);

storeTest(
  "the report's indexes over every return go (PostgreSQL reads none of its own, SQLite's are made again narrowed)",
  async (t) => {
    const db = await t.openDb();
    const pg = db.dialect === "postgres";
    await migrate(db, MIGRATIONS.filter((m) => m.id <= 15), clock);
    // As the report made them on first use (sort-index.ts ensureValuesIndex).
    const status = pg ? "(data ->> 'status')" : `json_extract(data, '$."status"')`;
    for (
      const name of ["rv_incometax_status_submittedon_id_taxyear", "rv_incometax_status_account_taxyear"]
    ) {
      await db.exec(`CREATE INDEX ${name} ON record (${status}, id) WHERE resource = 'incometax'`);
    }
    await migrate(db, MIGRATIONS, clock);
    const left = await db.all<{ name: string }>(
      pg
        ? "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE 'rv\\_%'"
        : "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'rv\\_%' ESCAPE '\\'",
    );
    assert.deepEqual(left, []);
  },
);

storeTest(
  "the trigram index is remade of the clients' and contacts' texts alone (migration 27)",
  async (t) => {
    const db = await t.openDb();
    await migrate(db, MIGRATIONS.filter((m) => m.id <= 24), clock);
    for (
      const [resource, id, search] of [["account", "a1", "acc000123 karoo bricks"], [
        "incometax",
        "r1",
        "karoo",
      ]]
    ) {
      await db.run(
        `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
         VALUES ($1, $2, $3, 1, $4, $4, '{}')`,
        [resource, id, search, AT.toISOString()],
      );
    }
    await migrate(db, MIGRATIONS, clock);
    if (db.dialect === "postgres") {
      const index = await db.get<{ def: string }>(
        "SELECT indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'record_trigram'",
      );
      assert.match(index!.def, / WHERE \(resource = ANY \(ARRAY\['account'::text, 'contact'::text\]\)\)$/);
      return;
    }
    const found = await db.all<{ id: string }>(
      `SELECT record.id FROM record_trigram JOIN record ON record.rowid = record_trigram.rowid
       WHERE record_trigram MATCH '"aro"' ORDER BY record.id`,
    );
    assert.deepEqual(found.map((r) => r.id), ["a1"]);
    // Written after it, a return stays out and a client goes in.
    await db.run(
      `INSERT INTO record (resource, id, search, version, created_at, updated_at, data)
       VALUES ('incometax', 'r2', 'protea', 1, $1, $1, '{}'), ('account', 'a2', 'protea', 1, $1, $1, '{}')`,
      [AT.toISOString()],
    );
    const protea = await db.all<{ id: string }>(
      `SELECT record.id FROM record_trigram JOIN record ON record.rowid = record_trigram.rowid
       WHERE record_trigram MATCH '"rot"'`,
    );
    assert.deepEqual(protea.map((r) => r.id), ["a2"]);
  },
);
