/**
 * Engine.insertMany: many records of one resource written as insert writes each (validated, ref-checked,
 * computed, with refs, search texts and audit entries), many rows per statement on PostgreSQL, all or nothing.
 */
import assert from "node:assert/strict";
import type { Refusal } from "../../domain/api/index.ts";
import { insertRows, isUniqueViolation, tuples } from "../../server/backoffice/dialect.ts";
import { newId } from "../../server/store/ids.ts";
import { createEngine, TitleResolver } from "../../server/backoffice/index.ts";
import { validatedBodies } from "../../server/backoffice/write-batch.ts";
import { storeTest } from "../support/store.ts";
import { fastHash } from "./support.ts";

Deno.test("tuples: numbered placeholders, row after row", () => {
  assert.equal(tuples(1, 2), "($1, $2)");
  assert.equal(tuples(2, 3), "($1, $2, $3), ($4, $5, $6)");
  assert.equal(tuples(0, 3), "");
});

Deno.test("newId: ids made later sort later, each unique", () => {
  const ids = Array.from({ length: 5_000 }, () => newId());
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  assert.match(ids[0], /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

Deno.test("validatedBodies: each distinct body validated once, each record its own copy", () => {
  const asked: unknown[] = [];
  const validate = (body: unknown) => {
    asked.push(body);
    const b = body as { n: number };
    if (b.n < 0) throw new Error(`n is negative: ${b.n}`);
    return { n: b.n, list: [{ done: false }], checked: true };
  };
  const bodies = Array.from({ length: 3_000 }, (_, i) => ({ n: i % 3 }));
  const out = validatedBodies(bodies, validate);
  assert.equal(asked.length, 3, "three distinct bodies");
  assert.deepEqual(out.map((d) => d.n), bodies.map((b) => b.n));
  assert.deepEqual(out[3], { n: 0, list: [{ done: false }], checked: true });
  // A hook changing one record's data changes no other's.
  (out[0].list as { done: boolean }[])[0].done = true;
  assert.equal((out[3].list as { done: boolean }[])[0].done, false);
  assert.notEqual(out[0], out[3]);

  // Past 1,000 distinct bodies, each is validated (no lookup), and each answer is still right.
  asked.length = 0;
  const distinct = Array.from({ length: 1_500 }, (_, i) => ({ n: i }));
  assert.deepEqual(validatedBodies(distinct, validate).map((d) => d.n), distinct.map((b) => b.n));
  assert.equal(asked.length, 1_500);
  // A body refused is refused, however many bodies like the others came before it.
  assert.throws(() => validatedBodies([...bodies, { n: -1 }], validate), /n is negative: -1/);
});

storeTest(
  "insertRows: a row failing in a later batch rejects with its own error and the write keeps nothing",
  async (t) => {
    const store = await t.openStore();
    const db = store.db;
    await db.exec("CREATE TABLE keyed (n INTEGER PRIMARY KEY, t TEXT)");
    // 2,500 rows: three statements on PostgreSQL (sent one after another, not awaited), five JSON batches on
    // SQLite; row 2,100 repeats row 10's key.
    const rows = Array.from({ length: 2_500 }, (_, i) => [i === 2_100 ? 10 : i, `row ${i}`]);
    const failure = await db.transaction(() => insertRows(db, "keyed", ["n", "t"], rows)).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(isUniqueViolation(failure), String(failure));
    assert.deepEqual(await db.all("SELECT count(*) AS n FROM keyed"), [{ n: 0 }]);
    // And the database is usable after it.
    await insertRows(db, "keyed", ["n", "t"], rows.slice(0, 1_500));
    assert.deepEqual(await db.all("SELECT count(*) AS n FROM keyed"), [{ n: 1_500 }]);
  },
);

storeTest(
  "insertRows stores each value as binding it row by row would, whatever the batch carries",
  async (t) => {
    const store = await t.openStore();
    const db = store.db;
    await db.exec("CREATE TABLE kinds (n INTEGER, t TEXT, r REAL, b BOOLEAN, x TEXT)");
    const texts = [
      "plain",
      'quotes " and \\ backslash',
      "مرحبا بالعالم",
      "emoji 🧾 and ß",
      "line\nbreak\ttab",
      "control \u0001 char",
      "lone \ud800 surrogate",
      "",
      // PostgreSQL refuses NUL in text; on SQLite the batch must store it as binding does.
      ...(db.dialect === "sqlite" ? ["nul \u0000 inside"] : []),
    ];
    const rows = texts.map((text, i) => [i, text, i + 0.25, i % 2 === 0, i % 3 === 0 ? null : undefined]);
    // A batch over the JSON path's size, and one of one row.
    const many = Array.from(
      { length: 1_203 },
      (_, i) => rows[i % rows.length].map((v, c) => c === 0 ? i : v),
    );
    await db.exec("CREATE TABLE single (n INTEGER, t TEXT, r REAL, b BOOLEAN, x TEXT)");
    await insertRows(db, "kinds", ["n", "t", "r", "b", "x"], many);
    for (const row of many) {
      await insertRows(db, "single", ["n", "t", "r", "b", "x"], [row]);
    }
    const read = (table: string) =>
      db.all(
        `SELECT n, t, r, b, x, ${
          db.dialect === "sqlite" ? "typeof(r)" : "'real'"
        } AS rt FROM ${table} ORDER BY n`,
      );
    const [batched, single] = [await read("kinds"), await read("single")];
    assert.equal(batched.length, many.length);
    assert.deepEqual(batched, single);
    assert.equal(batched[2].t, "مرحبا بالعالم");
    assert.equal(batched[3].b, false);
    assert.equal(batched[4].b, true);
    assert.equal(batched[1].r, 1.25);
    assert.equal(batched[0].x, null);
  },
);

/** More than one statement's worth of rows on PostgreSQL (1,000 a statement), and more than one pipeline. */
const RETURNS = 1_234;

storeTest("insertMany writes each record as insert does, in one batch, all or nothing", async (t) => {
  const store = await t.openStore();
  const engine = createEngine({ db: store.db, hash: fastHash });
  await engine.whenReady();
  const actor = { id: null, role: "system" };
  const def = (name: string) => engine.def(name)!;
  const count = async (sql: string) => Number((await store.db.get<{ n: number }>(sql))!.n);
  const counts = async () => ({
    record: await count("SELECT count(*) AS n FROM record"),
    record_ref: await count("SELECT count(*) AS n FROM record_ref"),
    audit_log: await count("SELECT count(*) AS n FROM audit_log"),
  });

  const taxType = (await engine.insert(def("taxtype"), { code: "ITR12", name: "Individuals" }, actor)).id;
  const accountType =
    (await engine.insert(def("accounttype"), { name: "Individual", entityKind: "individual" }, actor)).id;
  // Clients get their codes from the account hook, one after another in body order.
  const accounts = await engine.insertMany(
    def("account"),
    ["Thandi Nkosi", "Karoo Bricks", "Vat Only"].map((name) => ({ name, accountType })),
    actor,
  );
  assert.deepEqual(accounts.map((a) => a.data.code), ["ACC0001", "ACC0002", "ACC0003"]);
  const before = await counts();

  const bodies = Array.from({ length: RETURNS }, (_, i) => ({
    account: accounts[i % 3].id,
    taxType,
    taxYear: 2000 + (i % 50),
    status: "requested",
  }));
  const titles = new TitleResolver(engine);
  const made = await engine.insertMany(def("incometax"), bodies, actor, {}, titles);
  assert.equal(made.length, RETURNS);
  assert.deepEqual(made.map((r) => r.data.taxYear), bodies.map((b) => b.taxYear), "in body order");
  assert.deepEqual(made.map((r) => r.id), made.map((r) => r.id).sort(), "ids ascend in body order");
  assert.equal(new Set(made.map((r) => r.id)).size, RETURNS);
  assert.deepEqual(await counts(), {
    record: before.record + RETURNS,
    record_ref: before.record_ref + 2 * RETURNS,
    audit_log: before.audit_log + RETURNS,
  });
  const last = made.at(-1)!;
  const row = await store.db.get<{ search: string; data: string }>(
    "SELECT search, data FROM record WHERE resource = 'incometax' AND id = $1",
    [last.id],
  );
  assert.equal(
    row!.search,
    "acc0001 — thandi nkosi\nitr12 — individuals",
    "titles of its client and tax type",
  );
  assert.deepEqual(JSON.parse(row!.data), last.data);
  const refs = await store.db.all<{ field: string; target_id: string }>(
    "SELECT field, target_id FROM record_ref WHERE resource = 'incometax' AND id = $1 ORDER BY field",
    [last.id],
  );
  assert.deepEqual(refs, [{ field: "account", target_id: accounts[0].id }, {
    field: "taxType",
    target_id: taxType,
  }]);
  assert.deepEqual(
    (await engine.audit(def("incometax"), last.id, actor)).map((e) => [e.action, e.version, e.changed]),
    // The due date worked out by the ITR12 rule (domain/workflows/due-dates.ts), as for a return made one at a time.
    [["create", 1, ["account", "dueDate", "status", "taxType", "taxYear"]]],
  );

  // The records' own write failing, after their refs and audit entries went in: the first failure is what the
  // batch answers, and nothing of it stays.
  const refused = await counts();
  if (store.db.dialect === "postgres") {
    await store.db.exec(`
      CREATE FUNCTION refuse_2049() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.data ->> 'taxYear' = '2049' THEN RAISE EXCEPTION 'no returns for 2049'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_2049 BEFORE INSERT ON record FOR EACH ROW EXECUTE FUNCTION refuse_2049();`);
  } else {
    await store.db.exec(`CREATE TRIGGER refuse_2049 BEFORE INSERT ON record
      WHEN json_extract(NEW.data, '$.taxYear') = 2049 BEGIN SELECT RAISE(ABORT, 'no returns for 2049'); END`);
  }
  await assert.rejects(engine.insertMany(def("incometax"), bodies, actor), /no returns for 2049/);
  assert.deepEqual(await counts(), refused);
  await store.db.exec("DROP TRIGGER refuse_2049" + (store.db.dialect === "postgres" ? " ON record" : ""));

  // One bad ref anywhere: a 400 naming its field, and nothing of the batch written.
  const settled = await counts();
  const bad = bodies.map((b, i) => (i === 700 ? { ...b, account: "no-such-client" } : b));
  await assert.rejects(engine.insertMany(def("incometax"), bad, actor), (error: Refusal) => {
    assert.equal(error.problem.code, "invalidFields");
    assert.equal(error.fields.account.code, "noSuchRecord");
    assert.match(error.message, /no-such-client/);
    return true;
  });
  assert.deepEqual(await counts(), settled);

  // One body that does not validate among many alike (validated once each): its 400, and nothing written.
  const wrong = bodies.map((b, i) => (i === 900 ? { ...b, status: "nonsense" } : b));
  await assert.rejects(engine.insertMany(def("incometax"), wrong, actor), (error: Refusal) => {
    assert.equal(error.problem.code, "invalidFields");
    assert.ok(error.fields.status, JSON.stringify(error.fields));
    return true;
  });
  assert.deepEqual(await counts(), settled);
  await store.close();
});
