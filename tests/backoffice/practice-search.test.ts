/**
 * The practice search (`GET /api/backoffice/search`, the toolbar's) and the lists' every-word search, on both
 * engines: clients by name, trading name, code and their numbers however they are typed, other records by their
 * titles (a client's returns through the client), words in any order, accents and case ignored; only the kinds the
 * role may read, only a confined employee's own clients; bad input a 400.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine } from "../../server/backoffice/create-engine.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, type Caller, fastHash, Fixtures, openBackoffice } from "./support.ts";

type Group = {
  resource: string;
  items: Array<{ id: string; title: string; match?: unknown }>;
  more: boolean;
};

async function search(api: Caller, q: string, extra = ""): Promise<Group[]> {
  const res = await api.get(`/search?q=${encodeURIComponent(q)}${extra}`);
  assert.equal(res.status, 200, res.text);
  return res.body.groups;
}

/** The ids found of one kind. */
const idsOf = (groups: Group[], resource: string) =>
  (groups.find((g) => g.resource === resource)?.items ?? []).map((i) => i.id).sort();

const listIds = async (api: Caller, path: string): Promise<string[]> => {
  const res = await api.get(path);
  assert.equal(res.status, 200, res.text);
  return res.body.items.map((i: { id: string }) => i.id).sort();
};

/** A client with numbers of its own (valid ones: the sample's for `n`) and a name. */
async function client(fx: Fixtures, n: number, name: string, extra: Record<string, unknown> = {}) {
  return await fx.create("account", n, { name, ...extra });
}

storeTest(
  "the practice search finds clients by name, code and numbers however typed, words in any order",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const ndlovu = await client(fx, 1, "Ndlovu Family Trust", {
      tradingName: "Müller Holdings",
      registrationNumber: "2015/123456/07",
    });
    const karoo = await client(fx, 2, "Karoo Bricks (Pty) Ltd");

    // Words in any order, from their start, accents and case ignored.
    for (const q of ["ndlovu trust", "TRUST ndlovu", "ndl fam", "muller", "MÜLLER hold"]) {
      assert.deepEqual(idsOf(await search(api, q), "account"), [ndlovu.id], q);
    }
    assert.deepEqual(idsOf(await search(api, "lovu"), "account"), [], "from a word's start only");
    assert.deepEqual(idsOf(await search(api, "ndlovu bricks"), "account"), [], "every word");
    assert.deepEqual(idsOf(await search(api, karoo.code.toLowerCase()), "account"), [karoo.id]);

    // Numbers: as stored, with or without spaces and slashes, by their start.
    const tax: string = ndlovu.incomeTaxNumber;
    const spaced = `${tax.slice(0, 4)} ${tax.slice(4, 7)} ${tax.slice(7)}`;
    const slashed = `${tax.slice(0, 4)}/${tax.slice(4, 7)}/${tax.slice(7)}`;
    for (
      const q of [tax, spaced, slashed, tax.slice(0, 6), ndlovu.vatNumber, ndlovu.payeNumber, ndlovu.idNumber]
    ) {
      const groups = await search(api, q);
      assert.deepEqual(idsOf(groups, "account"), [ndlovu.id], q);
    }
    for (const q of ["2015/123456/07", "2015 123456 07", "201512345607", "2015/1234"]) {
      assert.deepEqual(idsOf(await search(api, q), "account"), [ndlovu.id], q);
    }
    // Found by a number, the client says which.
    const byTax = (await search(api, spaced)).find((g) => g.resource === "account")!.items[0];
    assert.deepEqual(byTax.match, { field: "incomeTaxNumber", value: tax });
    assert.equal(byTax.title, `${ndlovu.code} — Ndlovu Family Trust`);
    // Found by its name, it needs no such note.
    assert.equal(
      (await search(api, "ndlovu")).find((g) => g.resource === "account")!.items[0].match,
      undefined,
    );

    // Nothing found: no groups at all. Text with no letters or digits finds nothing either.
    assert.deepEqual(await search(api, "zzz-no-such-client"), []);
    assert.deepEqual(await search(api, "%_'\""), []);
    assertNoServerErrors(bo);
  },
);

storeTest(
  "other records are found by their titles, a client's through the client, grouped by kind",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const ndlovu = await client(fx, 1, "Ndlovu Family Trust");
    const other = await client(fx, 2, "Karoo Bricks (Pty) Ltd");
    const itr = await fx.create("taxtype", 0, { code: "ITR12", name: "Individual income tax" });
    const ret2024 = await fx.create("incometax", 0, { taxYear: 2024 }, {
      account: ndlovu.id,
      taxtype: itr.id,
    });
    const ret2023 = await fx.create("incometax", 1, { taxYear: 2023 }, {
      account: ndlovu.id,
      taxtype: itr.id,
    });
    await fx.create("incometax", 2, { taxYear: 2024 }, { account: other.id, taxtype: itr.id });
    const assessment = await fx.create("assessment", 0, {}, { incometax: ret2024.id });
    const payment = await fx.create("payment", 0, { reference: "INV-77341" }, { account: ndlovu.id });

    const groups = await search(api, "ndlovu");
    assert.equal(groups[0].resource, "account", "clients first");
    assert.deepEqual(idsOf(groups, "account"), [ndlovu.id]);
    assert.deepEqual(idsOf(groups, "incometax"), [ret2023.id, ret2024.id].sort());
    assert.deepEqual(idsOf(groups, "assessment"), [assessment.id]);
    assert.deepEqual(idsOf(groups, "payment"), [payment.id]);
    // A title's words from its refs and its own: the client's 2024 return alone.
    assert.deepEqual(idsOf(await search(api, "2024 ndlovu"), "incometax"), [ret2024.id]);
    assert.deepEqual(idsOf(await search(api, "inv 77341"), "payment"), [payment.id]);
    // Employees, kept in a table of their own, are found by their names too.
    const ada = await fx.create("employee", 0, { firstName: "Ada", lastName: "Quixotic" });
    assert.deepEqual(idsOf(await search(api, "quix ada"), "employee"), [ada.id]);
    assert.deepEqual(idsOf(await search(api, "xotic"), "employee"), [], "from a word's start");
    // `limit` records per kind, and `more` when there are others.
    const one = await search(api, "ndlovu", "&limit=1");
    const returns = one.find((g) => g.resource === "incometax")!;
    assert.equal(returns.items.length, 1);
    assert.equal(returns.more, true);
    assert.equal(one.find((g) => g.resource === "account")!.more, false);
    assertNoServerErrors(bo);
  },
);

storeTest("a list's search takes every word in any order, accents and case ignored", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const ndlovu = await client(fx, 1, "Ndlovu Family Trust", { registrationNumber: "2015/123456/07" });
  const muller = await client(fx, 2, "Müller Boerdery");
  const ret = await fx.create("incometax", 0, {}, { account: ndlovu.id });

  for (const q of ["ndlovu trust", "trust ndlovu", "NDLOVU  family", "lovu fam"]) {
    assert.deepEqual(await listIds(api, `/account?q=${encodeURIComponent(q)}`), [ndlovu.id], q);
  }
  assert.deepEqual(await listIds(api, `/account?q=${encodeURIComponent("ndlovu bricks")}`), []);
  assert.deepEqual(await listIds(api, "/account?q=muller"), [muller.id]);
  assert.deepEqual(await listIds(api, `/account?q=${encodeURIComponent("MÜLLER")}`), [muller.id]);
  // A number typed as the toolbar takes it: the list the toolbar's "all" opens finds it too.
  for (const q of ["2015/123456/07", "201512345607", "2015 123456"]) {
    assert.deepEqual(await listIds(api, `/account?q=${encodeURIComponent(q)}`), [ndlovu.id], q);
  }
  assert.deepEqual(await listIds(api, `/incometax?q=${encodeURIComponent("trust ndlovu")}`), [ret.id]);
  assertNoServerErrors(bo);
});

storeTest("the practice search answers only the kinds the role may read", async (t) => {
  const bo = await openBackoffice(t);
  const fx = new Fixtures(bo.as.admin);
  const ndlovu = await client(fx, 1, "Ndlovu Family Trust");
  await fx.create("incometax", 0, {}, { account: ndlovu.id });
  await fx.create("cipc", 0, {}, { account: ndlovu.id });
  const kinds = async (api: Caller) => (await search(api, "ndlovu")).map((g) => g.resource).sort();

  assert.deepEqual(await kinds(bo.as.admin), ["account", "cipc", "incometax"]);
  // A permission record takes the tax module from clerks: their search has no returns, their lists none either.
  const clerk = await bo.as.admin.get("/permission?role=clerk");
  const record = clerk.body.items[0];
  const grants = { ...record.grants, tax: [], "master-data": [] };
  const put = await bo.as.admin.put(`/permission/${record.id}`, { grants, version: record.version });
  assert.equal(put.status, 200, put.text);
  assert.deepEqual(await kinds(bo.as.clerk), ["account"]);
  // Without the clients module, a return is still found by its client's name in its title.
  const user = (await bo.as.admin.get("/permission?role=user")).body.items[0];
  const without = { ...user.grants, clients: [] };
  await bo.as.admin.put(`/permission/${user.id}`, { grants: without, version: user.version });
  assert.deepEqual(await kinds(bo.as.user), ["cipc", "incometax"]);
  assertNoServerErrors(bo);
});

storeTest(
  "under CLIENT_VISIBILITY=assigned the practice search finds only the reader's clients",
  async (t) => {
    const bo = await openBackoffice(t, { clientVisibility: "assigned" });
    const fx = new Fixtures(bo.as.admin);
    const staffId = bo.as.staff.userId;
    const mine = await client(fx, 1, "Ndlovu Family Trust", { partner: staffId });
    const theirs = await client(fx, 2, "Ndlovu Brothers Transport", { partner: null, manager: null });
    const myReturn = await fx.create("incometax", 0, {}, { account: mine.id });
    await fx.create("incometax", 1, {}, { account: theirs.id });

    const asStaff = await search(bo.as.staff, "ndlovu");
    assert.deepEqual(idsOf(asStaff, "account"), [mine.id]);
    assert.deepEqual(idsOf(asStaff, "incometax"), [myReturn.id]);
    assert.deepEqual(await search(bo.as.staff, theirs.incomeTaxNumber), []);
    // An admin sees the whole practice.
    assert.deepEqual(idsOf(await search(bo.as.admin, "ndlovu"), "account"), [mine.id, theirs.id].sort());
    assertNoServerErrors(bo);
  },
);

storeTest("the practice search refuses bad input with a 400 naming the parameter", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  for (
    const [query, name] of [
      ["", "q"],
      ["?q=", "q"],
      ["?q=%20%20", "q"],
      [`?q=${"a".repeat(201)}`, "q"],
      ["?q=a&q=b", "q"],
      ["?q=a&limit=0", "limit"],
      ["?q=a&limit=21", "limit"],
      ["?q=a&limit=two", "limit"],
      ["?q=a&sort=name", "sort"],
    ]
  ) {
    const res = await api.get(`/search${query}`);
    assert.equal(res.status, 400, `${query}: ${res.text}`);
    assert.ok(res.body.error.fields?.[name], `${query} names ${name}: ${res.text}`);
  }
  const anonymous = await bo.app.request("/api/backoffice/search?q=a");
  assert.equal(anonymous.status, 401);
  assertNoServerErrors(bo);
});

storeTest("a client's words follow its writes and are rebuilt once at start-up", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const c = await client(fx, 1, "Ndlovu Family Trust");
  const renamed = await api.put(`/account/${c.id}`, { name: "Highveld Clay Works", version: c.version });
  assert.equal(renamed.status, 200, renamed.text);
  assert.deepEqual(idsOf(await search(api, "ndlovu"), "account"), []);
  assert.deepEqual(idsOf(await search(api, "highveld clay"), "account"), [c.id]);
  const ret = await fx.create("incometax", 0, {}, { account: c.id });
  assert.deepEqual(idsOf(await search(api, "highveld"), "incometax"), [ret.id]);

  // As an older release left a practice: no words at all. The next start fills them in, once.
  const db = bo.store.db;
  await db.run("DELETE FROM record_word");
  await db.run("UPDATE record_resource SET words = NULL");
  const engine = () =>
    createEngine({
      db,
      defs: RESOURCES,
      validate: validateRecord,
      hash: fastHash,
      clock: () => new Date(),
      hooks: HOOKS,
    });
  await engine().whenReady();
  assert.deepEqual(idsOf(await search(api, "highveld clay"), "account"), [c.id]);
  await db.run("DELETE FROM record_word WHERE resource = 'account'");
  await engine().whenReady();
  assert.deepEqual(
    idsOf(await search(api, "highveld"), "account"),
    [],
    "in step: a second start changes nothing",
  );

  const gone = await api.del(`/incometax/${ret.id}`);
  assert.equal(gone.status, 204, gone.text);
  assertNoServerErrors(bo);
});
