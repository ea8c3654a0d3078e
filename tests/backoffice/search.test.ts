/** `?q=` finds records by the titles of the records they refer to, kept in step as those titles change. */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine } from "../../server/backoffice/create-engine.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, type Caller, fastHash, Fixtures, openBackoffice } from "./support.ts";

const ids = async (api: Caller, path: string): Promise<string[]> => {
  const res = await api.get(path);
  assert.equal(res.status, 200, res.text);
  return res.body.items.map((i: { id: string }) => i.id).sort();
};

storeTest("records are found by their client's name and tax type, through nested titles too", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const karoo = await fx.create("account", 0, { name: "Karoo Bricks (Pty) Ltd" });
  const zulu = await fx.create("account", 1, { name: "Zulu Sun Tours" });
  const itr14 = await fx.create("taxtype", 0, { code: "ITR14", name: "Company income tax" });
  const vat = await fx.create("taxtype", 1, { code: "VAT201", name: "VAT return" });
  const karooReturn = await fx.create("incometax", 0, {}, { account: karoo.id, taxtype: itr14.id });
  const zuluReturn = await fx.create("incometax", 1, {}, { account: zulu.id, taxtype: vat.id });
  const assessment = await fx.create("assessment", 0, {}, { incometax: karooReturn.id });
  const objection = await fx.create("objection", 0, {}, { assessment: assessment.id });
  const contact = await fx.create("contact", 0, {}, { account: zulu.id });

  assert.deepEqual(await ids(api, "/incometax?q=karoo"), [karooReturn.id]);
  assert.deepEqual(await ids(api, "/incometax?q=ZULU%20SUN"), [zuluReturn.id]);
  assert.deepEqual(await ids(api, "/incometax?q=vat201"), [zuluReturn.id]);
  assert.deepEqual(await ids(api, `/incometax?q=${encodeURIComponent(karoo.code)}`), [karooReturn.id]);
  // An assessment names its return, which names its client; an objection names its assessment.
  assert.deepEqual(await ids(api, "/assessment?q=karoo"), [assessment.id]);
  assert.deepEqual(await ids(api, "/objection?q=company%20income%20tax"), [objection.id]);
  assert.deepEqual(await ids(api, "/contact?q=zulu"), [contact.id]);
  // Search and filters together; an id is not searchable text.
  assert.deepEqual(await ids(api, `/incometax?q=karoo&account=${zulu.id}`), []);
  assert.deepEqual(await ids(api, `/incometax?q=${karoo.id}`), []);
  // Refs that are not searchable (a partner, a preparer) do not make a record match.
  const ada = await fx.create("employee", 0, { firstName: "Ada", lastName: "Quixotic" });
  await api.put(`/incometax/${zuluReturn.id}`, { preparedBy: ada.id, version: zuluReturn.version });
  assert.deepEqual(await ids(api, "/incometax?q=quixotic"), []);
  assertNoServerErrors(bo);
});

storeTest("a renamed client is found by its new name everywhere, and no longer by its old one", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const client = await fx.create("account", 0, { name: "Karoo Bricks (Pty) Ltd" });
  const ret = await fx.create("incometax", 0, {}, { account: client.id });
  const assessment = await fx.create("assessment", 0, {}, { incometax: ret.id });
  const objection = await fx.create("objection", 0, {}, { assessment: assessment.id });
  const payment = await fx.create("payment", 0, {}, { account: client.id });

  const renamed = await api.put(`/account/${client.id}`, { name: "Highveld Clay Works", version: 1 });
  assert.equal(renamed.status, 200, renamed.text);
  for (
    const [path, id] of [
      ["/incometax", ret.id],
      ["/assessment", assessment.id],
      ["/objection", objection.id],
      ["/payment", payment.id],
    ]
  ) {
    assert.deepEqual(await ids(api, `${path}?q=highveld%20clay`), [id], path);
    assert.deepEqual(await ids(api, `${path}?q=karoo`), [], path);
  }

  // A change to a field outside the client's title leaves the others as they were (and their versions too).
  const before = (await api.get(`/incometax/${ret.id}`)).body.version;
  await api.put(`/account/${client.id}`, { phone: "+27 11 555 0199", version: 2 });
  assert.equal((await api.get(`/incometax/${ret.id}`)).body.version, before);

  // Moving a return to another client moves its search text with it.
  const other = await fx.create("account", 1, { name: "Cape Vineyards" });
  await api.put(`/incometax/${ret.id}`, { account: other.id, version: before });
  assert.deepEqual(await ids(api, "/incometax?q=cape%20vineyards"), [ret.id]);
  assert.deepEqual(await ids(api, "/incometax?q=highveld"), []);
  assert.deepEqual(await ids(api, "/assessment?q=cape%20vineyards"), [assessment.id]);
  assertNoServerErrors(bo);
});

storeTest("search texts built before refs were searchable are rebuilt once, at start-up", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const client = await fx.create("account", 0, { name: "Ubuntu Community Trust" });
  const ret = await fx.create("incometax", 0, {}, { account: client.id });
  // As an older release left them: the text fields only, and the signature of that time.
  const db = bo.store.db;
  await db.run("UPDATE record SET search = '' WHERE resource = 'incometax'");
  await db.run("UPDATE record_resource SET search_fields = 'efilingReference' WHERE resource = 'incometax'");

  const engine = createEngine({
    db,
    defs: RESOURCES,
    validate: validateRecord,
    hash: fastHash,
    clock: () => new Date(),
    hooks: HOOKS,
  });
  await engine.whenReady();
  const search = await db.get<{ search: string }>(
    "SELECT search FROM record WHERE resource = 'incometax' AND id = $1",
    [
      ret.id,
    ],
  );
  assert.match(search!.search, /ubuntu community trust/);
  const signature = await db.get<{ search_fields: string }>(
    "SELECT search_fields FROM record_resource WHERE resource = 'incometax'",
  );
  assert.match(signature!.search_fields, /^account,taxType,efilingReference;folded;titles:[0-9a-f]{8}$/);
  // Once in step, a second start changes nothing.
  await db.run("UPDATE record SET search = 'left alone' WHERE resource = 'incometax'");
  const again = createEngine({
    db,
    defs: RESOURCES,
    validate: validateRecord,
    hash: fastHash,
    clock: () => new Date(),
    hooks: HOOKS,
  });
  await again.whenReady();
  const kept = await db.get<{ search: string }>(
    "SELECT search FROM record WHERE resource = 'incometax' AND id = $1",
    [
      ret.id,
    ],
  );
  assert.equal(kept!.search, "left alone");
  assertNoServerErrors(bo);
});

storeTest(
  "the longest search text a record can hold is written and found (PostgreSQL keeps it in an index)",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    // Every text at its 200-character limit in three-byte characters, quoted by a record that quotes two titles.
    const client = await fx.create("account", 0, { name: "ก".repeat(200), tradingName: "ข".repeat(200) });
    const taxType = await fx.create("taxtype", 0, { name: "ค".repeat(200) });
    const letter = await fx.create("correspondence", 0, { subject: "ง".repeat(200) }, {
      account: client.id,
      taxtype: taxType.id,
    });
    assert.deepEqual(await ids(api, `/account?q=${encodeURIComponent("ขข")}`), [client.id]);
    assert.deepEqual(await ids(api, `/correspondence?q=${encodeURIComponent("กก")}`), [letter.id]);
    assert.deepEqual(await ids(api, `/correspondence?q=${encodeURIComponent("คค")}`), [letter.id]);
    assert.deepEqual(await ids(api, `/correspondence?q=${encodeURIComponent("งง")}`), [letter.id]);
    assertNoServerErrors(bo);
  },
);
