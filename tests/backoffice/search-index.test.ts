/**
 * `?q=` through the trigram index (migrations 24 and 27, server/backoffice/search-index.ts): the same answers as
 * reading every search text (a substring anywhere, accents and case folded), an index kept true through every
 * write, and of the clients' and contacts' records alone: the other lists read their texts, with the same answers.
 */
import assert from "node:assert/strict";
import { trigrams } from "../../server/backoffice/search-index.ts";
import { TRIGRAM_RESOURCES } from "../../server/store/trigrams.ts";
import type { Db } from "../../server/store/db.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, type Caller, Fixtures, openBackoffice } from "./support.ts";

const codes = async (api: Caller, path: string): Promise<string[]> => {
  const res = await api.get(path);
  assert.equal(res.status, 200, res.text);
  return res.body.items.map((i: { code: string }) => i.code).sort();
};

storeTest(
  "a client is found by every start of its code, digits inside it, its numbers and its name",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    await fx.create("account", 0, {
      code: "ACC054321",
      name: "Müller Bäckerei (Pty) Ltd",
      registrationNumber: "2015/123456/07",
    });
    await fx.create("account", 1, { code: "ACC054322", name: "Zulu Sun Tours", vatNumber: "4123456789" });
    await fx.create("account", 2, { code: "ACC154321", name: "Karoo Bricks", tradingName: "50% Off_Bricks" });
    const all = ["ACC054321", "ACC054322", "ACC154321"];
    const search = (q: string) => codes(api, `/account?q=${encodeURIComponent(q)}`);

    // Each key of a code typed, as the list searches while staff type: one or two characters too.
    const two = ["ACC054321", "ACC054322"];
    const expected = [all, all, all, two, two, two, two];
    for (let n = 1; n <= 7; n++) {
      assert.deepEqual(await search("acc0543".slice(0, n)), expected[n - 1], `${n}`);
    }
    assert.deepEqual(await search("ACC05432"), ["ACC054321", "ACC054322"]);
    assert.deepEqual(await search("acc054321"), ["ACC054321"]);
    assert.deepEqual(await search("acc0543210"), []);
    // A substring anywhere, not only a word's start: a code's digits, a number's middle.
    assert.deepEqual(await search("54321"), ["ACC054321", "ACC154321"]);
    assert.deepEqual(await search("4321"), ["ACC054321", "ACC154321"]);
    assert.deepEqual(await search("23456789"), ["ACC054322"]);
    // A registration number as written, and run together.
    assert.deepEqual(await search("2015/123456"), ["ACC054321"]);
    assert.deepEqual(await search("201512345607"), ["ACC054321"]);
    assert.deepEqual(await search("5/12"), ["ACC054321"]);
    // Accents and case folded, on both sides; every word in any order, a short one among them.
    assert.deepEqual(await search("MÜLLER"), ["ACC054321"]);
    assert.deepEqual(await search("backerei muller"), ["ACC054321"]);
    assert.deepEqual(await search("Bäck ei"), ["ACC054321"]);
    assert.deepEqual(await search("sun zu"), ["ACC054322"]);
    // % and _ match themselves; a quote is a character like another.
    assert.deepEqual(await search("50%"), ["ACC154321"]);
    assert.deepEqual(await search("f_b"), ["ACC154321"]);
    assert.deepEqual(await search('"karoo'), []);
    assert.deepEqual(await search("zzz-no-such-client"), []);
    assertNoServerErrors(bo);
  },
);

storeTest("the search follows every edit: a changed number, a renamed client, a deleted one", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const client = await fx.create("account", 0, { code: "ACC000777", registrationNumber: "2015/123456/07" });
  const ret = await fx.create("incometax", 0, {}, { account: client.id });
  const find = async (path: string) => (await api.get(path)).body.items.map((i: { id: string }) => i.id);

  const changed = await api.put(`/account/${client.id}`, {
    name: "Highveld Clay Works",
    registrationNumber: "2019/654321/07",
    version: client.version,
  });
  assert.equal(changed.status, 200, changed.text);
  assert.deepEqual(await find("/account?q=123456"), []);
  assert.deepEqual(await find("/account?q=654321"), [client.id]);
  assert.deepEqual(await find("/account?q=highveld"), [client.id]);
  // The return quotes its client's title: rewritten by search-sync, found by the new name alone.
  assert.deepEqual(await find("/incometax?q=highveld%20clay"), [ret.id]);
  assert.deepEqual(await find(`/incometax?q=${encodeURIComponent(client.name)}`), []);

  assert.equal((await api.del(`/incometax/${ret.id}`)).status, 204);
  assert.equal((await api.del(`/account/${client.id}`)).status, 204);
  assert.deepEqual(await find("/account?q=acc000777"), []);
  assert.deepEqual(await find("/incometax?q=highveld"), []);
  assertNoServerErrors(bo);
});

storeTest(
  "a list the index does not hold (returns) finds what it found before, by reading its texts",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const muller = await fx.create("account", 0, { code: "ACC054321", name: "Müller Bäckerei (Pty) Ltd" });
    const zulu = await fx.create("account", 1, { code: "ACC054322", name: "Zulu Sun Tours" });
    const ofMuller = await fx.create("incometax", 0, {}, { account: muller.id });
    const ofZulu = await fx.create("incometax", 1, {}, { account: zulu.id });
    const find = async (q: string) =>
      (await api.get(`/incometax?q=${encodeURIComponent(q)}`)).body.items.map((i: { id: string }) => i.id)
        .sort();

    // The trigrams of these are the clients' too, which the index holds: found there, a return would be missed.
    assert.deepEqual(await find("acc0543"), [ofMuller.id, ofZulu.id].sort());
    assert.deepEqual(await find("54321"), [ofMuller.id]);
    assert.deepEqual(await find("ACC054322"), [ofZulu.id]);
    assert.deepEqual(await find("backerei muller"), [ofMuller.id]);
    assert.deepEqual(await find("sun zu"), [ofZulu.id]);
    assert.deepEqual(await find("zzz-no-such-client"), []);
    assertNoServerErrors(bo);
  },
);

/** The rowids SQLite's trigram index finds for every trigram of `text`. */
async function indexed(db: Db, text: string): Promise<number[]> {
  const rows = await db.all<{ rowid: number }>(
    "SELECT rowid FROM record_trigram WHERE record_trigram MATCH $1 ORDER BY rowid",
    [trigrams(text).map((t) => `"${t.replaceAll('"', '""')}"`).join(" ")],
  );
  return rows.map((r) => Number(r.rowid));
}

storeTest(
  "SQLite's trigram index holds every client's and contact's text, and only while it does",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const db = bo.store.db;
    const client = await fx.create("account", 0, { code: "ACC000778", name: "Karoo Bricks" });
    const contact = await fx.create("contact", 0, {}, { account: client.id });
    const ret = await fx.create("incometax", 0, {}, { account: client.id });
    const texts = async () =>
      await db.all<{ rowid: number; resource: string; search: string }>(
        "SELECT rowid, resource, search FROM record ORDER BY rowid",
      );
    const everyTextIndexed = async () => {
      // A text under three characters holds no trigram: nothing to find it by.
      for (const r of (await texts()).filter((r) => Array.from(r.search).length >= 3)) {
        const found = (await indexed(db, r.search)).includes(Number(r.rowid));
        assert.equal(found, TRIGRAM_RESOURCES.includes(r.resource), `${r.resource}: ${r.search}`);
      }
    };
    await everyTextIndexed();
    assert.ok((await texts()).some((r) => r.resource === "contact"));
    const returnText = (await texts()).find((r) => r.resource === "incometax")!;

    await api.put(`/account/${client.id}`, { name: "Highveld Clay Works", version: client.version });
    await everyTextIndexed();
    // The return's text, rewritten with its client's new name (search-sync), stays out of the index.
    const rewritten = (await texts()).find((r) => r.rowid === returnText.rowid)!;
    assert.match(rewritten.search, /highveld clay works/);
    assert.ok(!(await indexed(db, "highveld clay works")).includes(Number(returnText.rowid)));

    // A record after it, so that deleting the contact leaves a hole among the rowids before this one's.
    const other = await fx.create("account", 1, { code: "ACC000779" });
    const contactText = (await texts()).find((r) => r.resource === "contact")!;
    assert.equal((await api.del(`/contact/${contact.id}`)).status, 204);
    assert.ok(!(await indexed(db, contactText.search)).includes(Number(contactText.rowid)));
    await api.del(`/incometax/${ret.id}`);
    // VACUUM rebuilds the file: the index is found by the records' rowids, which it must keep, holes and all.
    await db.exec("VACUUM");
    await everyTextIndexed();
    assert.deepEqual(await codes(api, "/account?q=acc000779"), [other.code]);
  },
  { engines: ["sqlite"], shared: true },
);

storeTest(
  "PostgreSQL keeps a trigram index of the clients' and contacts' search texts, keyed by resource",
  async (t) => {
    const bo = await openBackoffice(t);
    const row = await bo.store.db.get<{ def: string }>(
      "SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'record_trigram' AND schemaname = current_schema()",
    );
    assert.match(
      row?.def ?? "",
      /USING gin \(resource(?: \S*text_ops)?, search \S*gin_trgm_ops\) WHERE \(resource = ANY \(ARRAY\['account'::text, 'contact'::text\]\)\)$/,
    );
  },
  { engines: ["postgres"] },
);
