/**
 * A saved view of a status, one office and one manager (issue 39) reads as one range of an index of the three and
 * the sort, and counts off a tally made when the view is kept (record-lists.ts withRefValues, keepList): joined
 * through record_ref, PostgreSQL hashed every active client to meet the two refs (1 to 5 s at 100,000 clients). The
 * answer is the same records in the same order; a ref to a record few share (under a thousand) is left to
 * record_ref, whose few records are read by id.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { listRequest } from "../../server/backoffice/index.ts";
import { keepList, listFrom, readList, tallySpec } from "../../server/backoffice/record-lists.ts";
import { Params, where } from "../../server/backoffice/record-conditions.ts";
import { recordSource } from "../../server/backoffice/records.ts";
import { addRefs } from "../../server/backoffice/refs.ts";
import { refValues } from "../../server/backoffice/fields.ts";
import { keptTallied } from "../../server/backoffice/tally.ts";
import type { Db } from "../../server/store/db.ts";
import { storeTest } from "../support/store.ts";

const def = RESOURCES.find((d) => d.name === "account")!;
const at = "2026-11-30T00:00:00.000Z";
const stamps = { version: 1, createdAt: at, updatedAt: at, createdBy: null, updatedBy: null };

/** Clients: two offices and two managers in turn, a third dormant, ten of them with a partner nobody else has. */
function clients(from: number, count: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      id: `a${String(i).padStart(5, "0")}`,
      data: {
        code: `ACC${String(i).padStart(5, "0")}`,
        name: `Client ${String((i * 7919) % 10_000).padStart(4, "0")}`,
        accountType: "t1",
        financialYearEnd: 2,
        office: i % 2 === 0 ? "o1" : "o2",
        manager: (i >> 1) % 2 === 0 ? "m1" : "m2",
        partner: i % 240 === 2 ? "few" : "p1",
        status: i % 3 === 0 ? "dormant" : "active",
      },
      ...stamps,
    };
  });
}

async function insert(db: Db, records: ReturnType<typeof clients>) {
  await recordSource(db).insert(def, records, records.map(() => ""));
  await addRefs(db, def.name, records.map((r) => ({ id: r.id, refs: refValues(def.fields, r.data) })));
}

const view = (where: Record<string, string[]>) =>
  listRequest(def, { where, sort: "name", order: "desc", pageSize: 25 }).request;

storeTest(
  "a view of a status, an office and a manager reads one range of their index, counted off a tally",
  async (t) => {
    const store = await t.openStore();
    const records = clients(0, 2_400);
    await insert(store.db, records);
    const request = view({ status: ["active"], office: ["o1"], manager: ["m2"] });
    const matching = (rows: ReturnType<typeof clients>) =>
      rows.filter((r) => r.data.status === "active" && r.data.office === "o1" && r.data.manager === "m2")
        .sort((a, b) => b.data.name.localeCompare(a.data.name) || b.id.localeCompare(a.id));

    const { request: read, from } = await listFrom(store.db, def, request);
    assert.deepEqual(
      read.filters.map((f) => f.kind),
      ["eq", "eq", "eq"],
      "the two refs are asked of the JSON",
    );
    if (store.db.dialect === "sqlite") {
      assert.match(
        from,
        /INDEXED BY rf_account_status_office_manager_name\b/,
      );
    }
    const expected = matching(records);
    const page = await readList(store.db, def, request);
    assert.deepEqual(page.rows.map((r) => r.id), expected.slice(0, 25).map((r) => r.id));
    assert.equal(page.total, expected.length);

    // Kept as a saved view is: its count reads a tally of the three fields, which every write keeps up.
    const spec = tallySpec(def, read)!;
    assert.deepEqual(spec.fields, ["manager", "office", "status"]);
    const counted = async () => {
      const params = new Params();
      return await keptTallied(store.db, spec, where(store.db, def, read, params), params.values);
    };
    assert.equal(await counted(), undefined, "a list's own count makes no tally");
    await keepList(store.db, def, request);
    assert.equal((await counted())?.count, expected.length);
    const more = clients(2_400, 24);
    await insert(store.db, more);
    const all = matching([...records, ...more]);
    assert.equal((await counted())?.count, all.length);
    const after = await readList(store.db, def, request);
    assert.equal(after.total, all.length);
    assert.deepEqual(after.rows.map((r) => r.id), all.slice(0, 25).map((r) => r.id));
  },
);

storeTest("a ref few records share stays a record_ref condition, and the list is the same", async (t) => {
  const store = await t.openStore();
  const records = clients(0, 2_400);
  await insert(store.db, records);
  const request = view({ status: ["active"], partner: ["few"], office: ["o1"] });
  const { request: read } = await listFrom(store.db, def, request);
  assert.deepEqual(read.filters.map((f) => f.kind), ["eq", "ref", "ref"]);
  const expected = records.filter((r) =>
    r.data.status === "active" && r.data.partner === "few" && r.data.office === "o1"
  )
    .sort((a, b) => b.data.name.localeCompare(a.data.name) || b.id.localeCompare(a.id));
  assert.ok(expected.length > 0);
  const page = await readList(store.db, def, request);
  assert.deepEqual(page.rows.map((r) => r.id), expected.map((r) => r.id));
  // A ref to a client is never a tally's field: a tally per client would be as big as the clients.
  const returns = RESOURCES.find((d) => d.name === "incometax")!;
  const byClient = listRequest(returns, { where: { status: ["requested"], account: ["a00001"] } }).request;
  assert.equal(
    tallySpec(returns, {
      ...byClient,
      filters: byClient.filters.map((f) =>
        f.kind === "ref" ? { kind: "eq", value: { field: f.field, kind: "plain" }, params: f.ids } : f
      ),
    }),
    undefined,
  );
});
