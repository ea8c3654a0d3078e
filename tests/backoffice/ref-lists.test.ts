/**
 * A list filtered to one client (a ref) reads that client's records by id on SQLite rather than walking its sort's
 * index past every other client's (record-lists.ts fewReferring: a client's year of obligations among 650,000 took
 * 100 ms), and answers the same records in the same order; a ref many records share is walked as before.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { listRequest } from "../../server/backoffice/index.ts";
import { listFrom, readList } from "../../server/backoffice/record-lists.ts";
import { RECORD_PRIMARY_KEY } from "../../server/backoffice/dialect.ts";
import { recordSource } from "../../server/backoffice/records.ts";
import { addRefs } from "../../server/backoffice/refs.ts";
import { refValues } from "../../server/backoffice/fields.ts";
import { storeTest } from "../support/store.ts";

const def = RESOURCES.find((d) => d.name === "obligation")!;

storeTest("a list of one client's records reads them by id, in the list's order", async (t) => {
  const store = await t.openStore();
  const source = recordSource(store.db);
  const at = "2026-11-29T00:00:00.000Z";
  const stamps = { version: 1, createdAt: at, updatedAt: at, createdBy: null, updatedBy: null };
  const records = Array.from({ length: 1_010 }, (_, i) => ({
    id: `o${String(i).padStart(5, "0")}`,
    data: {
      account: i % 101 === 0 ? "few" : "many",
      kind: "vat201",
      period: "2027-03",
      dueDate: `2027-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      status: "open",
    },
    ...stamps,
  }));
  await source.insert(def, records, records.map(() => ""));
  await addRefs(store.db, def.name, records.map((r) => ({ id: r.id, refs: refValues(def.fields, r.data) })));
  const request = (account: string) =>
    listRequest(def, {
      where: { account: [account], dueDateFrom: ["2027-01-01"], dueDateTo: ["2027-12-31"] },
      sort: "dueDate",
      pageSize: 200,
    }).request;

  const few = await readList(store.db, def, request("few"));
  const expected = records.filter((r) => r.data.account === "few")
    .sort((a, b) => a.data.dueDate.localeCompare(b.data.dueDate) || a.id.localeCompare(b.id));
  assert.deepEqual(few.rows.map((r) => r.id), expected.map((r) => r.id));
  assert.equal((await readList(store.db, def, request("many"))).total, 1_000);
  if (store.db.dialect === "sqlite") {
    assert.match((await listFrom(store.db, def, request("few"))).from, new RegExp(RECORD_PRIMARY_KEY));
    // Past a thousand, the sort's index is walked, as before.
    assert.doesNotMatch(
      (await listFrom(store.db, def, request("many"))).from,
      new RegExp(RECORD_PRIMARY_KEY),
    );
  }
});
