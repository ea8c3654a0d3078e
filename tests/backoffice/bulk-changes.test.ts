/**
 * Bulk changes and change sets (issue 39), through the API on both engines: a preview counts and shows the first
 * records before and after; the change is one change set, all or nothing, each record's audit entry naming it; a
 * record changed since it was read, a selection that changed since its preview, a field the role may not write, a
 * value the field refuses, a unique field and a resource changed only one by one are refused with nothing applied;
 * a confined employee changes only her clients' records; a change set is reverted (records changed since named
 * and left alone), its revert reverted, and a bulk delete put back as it was.
 */
import assert from "node:assert/strict";
import { storeTest } from "../support/store.ts";
import {
  type Answer,
  assertNoServerErrors,
  type Backoffice,
  type Caller,
  Fixtures,
  openBackoffice,
} from "./support.ts";

// deno-lint-ignore no-explicit-any
type Rec = Record<string, any>;

/** An employee of the practice, to be a client's manager. */
async function employee(fx: Fixtures, n: number, overrides: Rec = {}): Promise<Rec> {
  return await fx.create("employee", n, { email: `manager${n}@practice.test`, ...overrides });
}

/** Four clients managed by `manager`, and one managed by nobody. */
async function practice(bo: Backoffice) {
  const fx = new Fixtures(bo.as.admin);
  const ada = await employee(fx, 1, { firstName: "Ada", lastName: "Manager" });
  const ben = await employee(fx, 2, { firstName: "Ben", lastName: "Manager" });
  const clients: Rec[] = [];
  for (let i = 0; i < 4; i++) {
    clients.push(await fx.create("account", 10 + i, { manager: ada.id, status: "active" }));
  }
  const other = await fx.create("account", 20, { manager: null, status: "dormant" });
  return { fx, ada, ben, clients, other };
}

const read = async (api: Caller, id: string) => (await api.get(`/account/${id}`)).body;

function ok(answer: Answer, status = 200) {
  assert.equal(answer.status, status, answer.text);
  return answer.body;
}

storeTest(
  "a preview counts and shows the first records before and after; the change set applies, is logged and audited",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const { ada, ben, clients, other } = await practice(bo);
    const body = { query: `manager=${ada.id}`, action: "set", field: "manager", value: ben.id };

    const preview = ok(await api.post("/account/bulk/preview", body));
    assert.equal(preview.count, 4);
    assert.equal(preview.sample.length, 4);
    const first = preview.sample[0];
    assert.deepEqual(first.before, { value: ada.id, title: "Ada Manager" });
    assert.deepEqual(first.after, { value: ben.id, title: "Ben Manager" });
    assert.equal((await read(api, first.id)).manager, ada.id, "a preview writes nothing");

    const applied = ok(await api.post("/account/bulk", { ...body, count: preview.count }));
    assert.equal(applied.count, 4);
    for (const c of clients) {
      const now = await read(api, c.id);
      assert.equal(now.manager, ben.id);
      assert.equal(now.version, c.version + 1);
      const [entry] = ok(await api.get(`/account/${c.id}/audit`));
      assert.equal(entry.changeSet, applied.changeSet, "the audit entry points at the change set");
      assert.deepEqual(entry.changes.manager, { from: ada.id, to: ben.id });
    }
    assert.equal(
      (await read(api, other.id)).manager,
      null,
      "a record the query does not select is left alone",
    );
    // The list filtered by the new manager finds them: the ref rows were rewritten.
    assert.equal(ok(await api.get(`/account?manager=${ben.id}`)).total, 4);

    const log = ok(await api.get("/change-sets"));
    assert.equal(log.items[0].id, applied.changeSet);
    assert.deepEqual([log.total, log.capped], [1, false], "the log counts its change sets");
    assert.deepEqual(
      { ...log.items[0], at: undefined, userName: undefined },
      {
        id: applied.changeSet,
        resource: "account",
        action: "set",
        field: "manager",
        count: 4,
        userId: api.userId,
        at: undefined,
        userName: undefined,
        reverts: null,
        revertedBy: null,
      },
    );
    const detail = ok(await api.get(`/change-sets/${applied.changeSet}`));
    assert.deepEqual(
      detail.records.map((r: Rec) => [r.recordId, r.before, r.after]).sort(),
      clients.map((c) => [c.id, ada.id, ben.id]).sort(),
    );
    assertNoServerErrors(bo);
  },
);

storeTest(
  "a record changed since it was read, or a selection that changed since its preview: 409, nothing applied",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const { ada, ben, clients } = await practice(bo);
    const versions = Object.fromEntries(clients.map((c) => [c.id, c.version]));
    const moved = clients[2];
    ok(await api.put(`/account/${moved.id}`, { notes: "Changed meanwhile", version: moved.version }));

    const race = await api.post("/account/bulk", {
      ids: clients.map((c) => c.id),
      versions,
      action: "set",
      field: "status",
      value: "dormant",
    });
    assert.equal(race.status, 409, race.text);
    assert.equal(race.body.error.code, "staleRecord");
    assert.equal(race.body.error.current.id, moved.id, "the 409 names the record changed");

    const counted = await api.post("/account/bulk", {
      query: `manager=${ada.id}`,
      action: "set",
      field: "manager",
      value: ben.id,
      count: 5,
    });
    assert.equal(counted.status, 409, counted.text);
    assert.equal(counted.body.error.code, "selectionChanged");
    for (const c of clients) {
      const now = await read(api, c.id);
      assert.equal(now.status, "active");
      assert.equal(now.manager, ada.id);
    }
    const none = ok(await api.get("/change-sets"));
    assert.deepEqual([none.items, none.total], [[], 0]);
    assertNoServerErrors(bo);
  },
);

storeTest(
  "a field the role may not write, a value the field refuses, a unique field, a resource changed one by one: refused",
  async (t) => {
    const bo = await openBackoffice(t);
    const { fx, ada, clients } = await practice(bo);
    const ids = clients.map((c) => c.id);
    const tax = await fx.create("incometax", 30, { account: clients[0].id });

    /** Sets `field` to `value` in bulk as `caller`; answers the refusal's code, or its field's when it names one. */
    const refused = async (
      caller: Caller,
      resource: string,
      ids: string[],
      field: string,
      value: unknown,
    ) => {
      const answer = await caller.post(`/${resource}/bulk`, { ids, action: "set", field, value });
      const { fields, code } = answer.body.error;
      return [
        answer.status,
        fields ? Object.keys(fields) : [],
        fields ? Object.values<{ code: string }>(fields)[0].code : code,
      ];
    };
    assert.deepEqual(await refused(bo.as.clerk, "incometax", [tax.id], "status", "submitted"), [
      403,
      [],
      "roleMayNot",
    ]);
    assert.deepEqual(await refused(bo.as.admin, "account", ids, "status", "sleeping"), [
      400,
      ["status"],
      "oneOf",
    ]);
    assert.deepEqual(await refused(bo.as.admin, "account", ids, "code", "ACC9999"), [
      400,
      ["code"],
      "uniqueNotBulk",
    ]);
    assert.deepEqual(
      await refused(bo.as.admin, "account", ids, "manager", "nobody"),
      [400, ["manager"], "noSuchRecord"],
    );
    assert.deepEqual(
      await refused(bo.as.admin, "account", ids, "createdAt", "2026-01-01"),
      [400, ["field"], "unknownField"],
    );
    assert.deepEqual(
      await refused(bo.as.admin, "employee", [ada.id], "active", false),
      [403, [], "cannotBulkChange"],
    );

    for (const c of clients) {
      assert.equal((await read(bo.as.admin, c.id)).version, c.version, "nothing was applied");
    }
    assertNoServerErrors(bo);
  },
);

storeTest("a confined employee changes only her clients' records", async (t) => {
  const bo = await openBackoffice(t, { clientVisibility: "assigned" });
  const fx = new Fixtures(bo.as.admin);
  const staff = bo.as.staff.userId;
  const mine = [
    await fx.create("account", 40, { manager: staff, status: "active" }),
    await fx.create("account", 41, { partner: staff, status: "active" }),
  ];
  const theirs = await fx.create("account", 42, { manager: null, status: "active" });

  const applied = ok(
    await bo.as.staff.post("/account/bulk", {
      query: "status=active",
      action: "set",
      field: "status",
      value: "dormant",
    }),
  );
  assert.equal(applied.count, 2);
  for (const c of mine) assert.equal((await read(bo.as.admin, c.id)).status, "dormant");
  assert.equal((await read(bo.as.admin, theirs.id)).status, "active", "another's client is never touched");

  const named = await bo.as.staff.post("/account/bulk", {
    ids: [mine[0].id, theirs.id],
    action: "set",
    field: "status",
    value: "ceased",
  });
  assert.equal(named.status, 404, named.text);
  assert.equal((await read(bo.as.admin, mine[0].id)).status, "dormant", "nothing applied");

  // Handing her client to nobody would leave her a record she could not see again.
  const away = await bo.as.staff.post("/account/bulk", {
    ids: [mine[0].id],
    action: "set",
    field: "manager",
    value: null,
  });
  assert.equal(away.status, 400, away.text);
  assertNoServerErrors(bo);
});

storeTest(
  "a revert puts back the records not changed since, names the others; a revert is reverted in turn",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const { ada, ben, clients } = await practice(bo);
    const applied = ok(
      await api.post("/account/bulk", {
        query: `manager=${ada.id}`,
        action: "set",
        field: "manager",
        value: ben.id,
      }),
    );
    const moved = await read(api, clients[1].id);
    ok(await api.put(`/account/${moved.id}`, { notes: "Changed since", version: moved.version }));

    const reverted = ok(await api.post(`/change-sets/${applied.changeSet}/revert`, {}));
    assert.equal(reverted.count, 3);
    assert.deepEqual(reverted.changedSince.map((r: Rec) => r.id), [moved.id]);
    assert.match(reverted.changedSince[0].title, new RegExp(moved.name));
    for (const c of clients) {
      assert.equal((await read(api, c.id)).manager, c.id === moved.id ? ben.id : ada.id);
    }
    const [entry] = ok(await api.get(`/account/${clients[0].id}/audit`));
    assert.equal(entry.changeSet, reverted.changeSet);
    const log = ok(await api.get("/change-sets")).items;
    assert.equal(log[0].reverts, applied.changeSet);
    assert.equal(log[1].revertedBy, reverted.changeSet);

    const again = ok(await api.post(`/change-sets/${reverted.changeSet}/revert`, {}));
    assert.equal(again.count, 3);
    for (const c of clients) assert.equal((await read(api, c.id)).manager, ben.id);

    const spent = await api.post(`/change-sets/${applied.changeSet}/revert`, {});
    assert.equal(spent.status, 409, spent.text);
    assert.equal(spent.body.error.code, "changeSetMovedOn");
    assert.equal(spent.body.error.changedSince.length, 4);
    assertNoServerErrors(bo);
  },
);

storeTest("a bulk delete is one change set; its revert puts the records back as they were", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const { fx, clients } = await practice(bo);
  const used = clients[0];
  await fx.create("contact", 50, { account: used.id });
  const free = clients.slice(1);

  const refused = await api.post("/account/bulk", { ids: clients.map((c) => c.id), action: "delete" });
  assert.equal(refused.status, 409, refused.text);
  assert.equal(refused.body.error.code, "recordInUse");
  assert.equal((await api.get(`/account/${free[0].id}`)).status, 200, "nothing deleted");

  const before = await Promise.all(free.map((c) => read(api, c.id)));
  const deleted = ok(await api.post("/account/bulk", { ids: free.map((c) => c.id), action: "delete" }));
  assert.equal(deleted.count, 3);
  for (const c of free) assert.equal((await api.get(`/account/${c.id}`)).status, 404);
  const [gone] = ok(await api.get(`/account/${free[0].id}/audit`));
  assert.deepEqual([gone.action, gone.changeSet], ["delete", deleted.changeSet]);

  const restored = ok(await api.post(`/change-sets/${deleted.changeSet}/revert`, {}));
  assert.equal(restored.count, 3);
  for (const [i, c] of free.entries()) {
    const now = await read(api, c.id);
    assert.deepEqual({ ...now, version: 0, updatedAt: "" }, { ...before[i], version: 0, updatedAt: "" });
    assert.equal(now.version, before[i].version + 1);
  }
  assert.equal(
    ok(await api.get(`/account?q=${encodeURIComponent(free[0].name)}`)).total,
    1,
    "searchable again",
  );
  assertNoServerErrors(bo);
});

storeTest("a bulk change keeps the search text and the other refs' rows true to the records", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const { ada, ben, clients } = await practice(bo);
  const ids = clients.map((c) => c.id);
  ok(
    await api.post("/account/bulk", { ids, action: "set", field: "tradingName", value: "Zebulon Holdings" }),
  );
  assert.equal(ok(await api.get("/account?q=zebulon")).total, 4, "the searched field's new value is found");
  ok(await api.post("/account/bulk", { ids, action: "set", field: "partner", value: ben.id }));
  assert.equal(ok(await api.get(`/account?partner=${ben.id}`)).total, 4);
  assert.equal(ok(await api.get(`/account?manager=${ada.id}`)).total, 4, "the manager's ref rows are kept");
  assertNoServerErrors(bo);
});
