/** Tax-case trigger runs through the API: what a run makes, idempotence, all-or-nothing, permissions, the log. */
import assert from "node:assert/strict";
import { invalidField } from "../../domain/api/index.ts";
import { REFS_TITLED } from "../../domain/resources/title.ts";
import { testApp } from "../support/app.ts";
import { readyWorkflows } from "../../server/workflows/ready.ts";
import { storeTest } from "../support/store.ts";
import { counts, make, openTriggers, practice, TODAY } from "./triggers-support.ts";

const RUN = (id: string) => `/workflows/triggers/${encodeURIComponent(id)}/run`;

storeTest("a run opens a return for each matching client without one; a second run opens none", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);
  const api = office.as.admin;

  const first = await api.post(RUN(p.trigger), undefined);
  assert.equal(first.status, 201, first.text);
  const run = first.body;
  assert.equal(run.trigger, p.trigger);
  assert.equal(run._refTitles.trigger, "ITR12 season");
  assert.equal(run.ranAt, "2026-11-15 10:00:00", "practice time, Johannesburg");
  assert.equal(run.ranBy, api.userId);
  assert.equal(run.scheduled, false);
  assert.equal(run.created, 3);
  assert.equal(run.skipped, 1, "the client whose 2027 ITR12 was opened by hand");
  assert.equal(run.createdRecords.length, 3);

  const codes = [];
  for (const id of run.createdRecords) {
    const { account } = (await api.get(`/incometax/${id}`)).body;
    codes.push((await api.get(`/account/${account}`)).body.code);
  }
  assert.deepEqual(codes, codes.toSorted(), "listed in the order of their clients' codes");

  const made = (await api.get(`/incometax?taxType=${p.itr12}&status=requested&pageSize=200`)).body.items
    .filter((r: { id: string }) => run.createdRecords.includes(r.id));
  const byAccount = Object.fromEntries(made.map((r: { account: string }) => [r.account, r]));
  assert.deepEqual(
    Object.keys(byAccount).sort(),
    [p.accounts.feb, p.accounts.june, p.accounts.vatOnly].sort(),
  );
  for (const r of made) {
    assert.equal(r.taxYear, 2027);
    assert.equal(r.dueDate, "2027-10-20");
    assert.equal(r.requestedOn, TODAY);
    assert.equal(r.status, "requested");
    assert.equal(r.preparedBy, office.as.staff.userId);
    assert.equal(r.createdBy, api.userId);
    // Written as a hand-made return is: found by its client (ref index), titled, audited.
    const ofClient = await api.get(`/incometax?account=${r.account}`);
    assert.ok(ofClient.body.items.some((i: { id: string }) => i.id === r.id));
    const history = await api.get(`/incometax/${r.id}/audit`);
    assert.deepEqual(history.body.map((e: { action: string; userId: string }) => [e.action, e.userId]), [[
      "create",
      api.userId,
    ]]);
  }

  const before = (await api.get(`/incometax?pageSize=200`)).body.total;
  const second = await api.post(RUN(p.trigger), undefined);
  assert.equal(second.status, 201, second.text);
  assert.equal(second.body.created, 0);
  assert.deepEqual(second.body.createdRecords, []);
  assert.equal(second.body.skipped, 4);
  assert.equal((await api.get(`/incometax?pageSize=200`)).body.total, before, "nothing new");

  // The log lists both runs, newest first, and exports them.
  const log = await api.get("/triggerrun");
  assert.equal(log.status, 200, log.text);
  assert.equal(log.body.total, 2);
  assert.deepEqual(log.body.items.map((r: { id: string }) => r.id).sort(), [run.id, second.body.id].sort());
  const byTrigger = await api.get(`/triggerrun?trigger=${p.trigger}&scheduled=false`);
  assert.equal(byTrigger.body.total, 2);
  // Its list of returns is a weak one, not in record_ref; the run is still found by a return it made.
  const listed = await office.store.db.all(
    "SELECT target_id FROM record_ref WHERE resource = 'triggerrun' AND field = 'createdRecords'",
  );
  assert.deepEqual(listed, []);
  const byReturn = await api.get(`/triggerrun?createdRecords=${run.createdRecords[1]}`);
  assert.equal(byReturn.status, 200, byReturn.text);
  assert.deepEqual(byReturn.body.items.map((r: { id: string }) => r.id), [run.id]);
  const csv = await api.get("/triggerrun?format=csv");
  assert.equal(csv.status, 200);
  assert.match(csv.text, /ITR12 season/);

  const last = await api.get("/workflows/triggers/last-runs");
  assert.equal(last.status, 200, last.text);
  assert.deepEqual(last.body.items.map((i: { id: string; active: boolean }) => [i.id, i.active]), [[
    p.trigger,
    true,
  ]]);
  assert.equal(last.body.items[0].lastRun.created + last.body.items[0].lastRun.skipped, 4);
  assert.deepEqual(office.errors, []);
});

storeTest(
  "a run's record titles its first returns only, and the Tax Dashboard's last run lists none",
  async (t) => {
    const office = await openTriggers(t);
    const p = await practice(office);
    const api = office.as.admin;
    // More clients of group A than a run's record titles: three of the practice and REFS_TITLED + 2 more.
    const feb = (await api.get(`/account/${p.accounts.feb}`)).body;
    for (let i = 0; i < REFS_TITLED + 2; i++) {
      await make(api, "account", {
        name: `Client ${String(i).padStart(2, "0")}`,
        accountType: feb.accountType,
        accountGroup: feb.accountGroup,
        financialYearEnd: 2,
        status: "active",
      });
    }
    const ran = await api.post(RUN(p.trigger), undefined);
    assert.equal(ran.status, 201, ran.text);
    const made: string[] = ran.body.createdRecords;
    assert.equal(made.length, REFS_TITLED + 5, "every return made is listed");

    for (
      const run of [
        ran.body,
        (await api.get(`/triggerrun/${ran.body.id}`)).body,
        (await api.get("/triggerrun")).body.items[0],
      ]
    ) {
      assert.deepEqual(run.createdRecords, made);
      const titles: string[] = run._refTitles.createdRecords;
      assert.equal(titles.length, REFS_TITLED, "the first REFS_TITLED are titled");
      for (const [i, title] of titles.entries()) {
        assert.equal(title, (await api.get(`/incometax/${made[i]}`)).body._title, `the title of return ${i}`);
      }
    }
    const last = (await api.get("/workflows/triggers/last-runs")).body.items[0].lastRun;
    assert.equal(last.id, ran.body.id);
    assert.equal(last.created, REFS_TITLED + 5);
    assert.equal("createdRecords" in last, false, "the dashboard's run lists no ids");
    assert.deepEqual(office.errors, []);
  },
);

storeTest(
  "a run reads its clients' filter fields and year ends as stored: a provisional-taxpayer filter, due dates by year end",
  async (t) => {
    const office = await openTriggers(t);
    const p = await practice(office);
    const api = office.as.admin;
    const made = async (accountFilter: Record<string, unknown>) => {
      const trigger = await make(api, "trigger", {
        name: `After year end ${JSON.stringify(accountFilter)}`,
        taxType: p.vat,
        schedule: { kind: "after-year-end", days: 60 },
        accountFilter,
        active: true,
      });
      const res = await api.post(RUN(trigger), undefined);
      assert.equal(res.status, 201, res.text);
      const returns = await Promise.all(
        res.body.createdRecords.map(async (id: string) => (await api.get(`/incometax/${id}`)).body),
      );
      return new Map(returns.map((r) => [r.account, r.dueDate]));
    };
    // Only the provisional taxpayer (a February year end: 60 days after 28 February 2027).
    assert.deepEqual(
      await made({ accountGroup: p.groupA, provisionalTaxpayer: true }),
      new Map([[p.accounts.feb, "2027-04-29"]]),
    );
    // The others of group A without a VAT return for 2027; the June year end's is due 60 days after 30 June, a
    // Sunday: the Friday before.
    assert.deepEqual(
      await made({ accountGroup: p.groupA, provisionalTaxpayer: false }),
      new Map([[p.accounts.june, "2027-08-27"], [p.accounts.opened, "2027-04-29"]]),
    );
    assert.deepEqual(office.errors, []);
  },
);

storeTest(
  "a run is all or nothing: a failing return leaves no record, ref, audit entry or log",
  async (t) => {
    let fail = false;
    const office = await openTriggers(t, {
      hooks: {
        incometax: {
          compute(_ctx, data) {
            // The second client's return fails, after the first one was written.
            if (fail && data.taxYear === 2027 && data.dueDate === "2027-10-20" && data.account === failing) {
              throw invalidField("dueDate", "invalid");
            }
            return Promise.resolve();
          },
        },
      },
    });
    const p = await practice(office);
    const failing = p.accounts.june;
    fail = true;
    const before = await counts(office.store);
    const res = await office.as.admin.post(RUN(p.trigger), undefined);
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.error.fields.dueDate.code, "invalid");
    assert.deepEqual(await counts(office.store), before);
    assert.equal((await office.as.admin.get("/triggerrun")).body.total, 0);

    fail = false;
    const retry = await office.as.admin.post(RUN(p.trigger), undefined);
    assert.equal(retry.status, 201, retry.text + office.errors.join("\n"));
    assert.equal(retry.body.created, 3);
    assert.deepEqual(office.errors, []);
  },
);

storeTest("permissions, unknown and inactive triggers, and a read-only log", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);

  // Clerks may read Tax but not update it; users may.
  const refused = await office.as.clerk.post(RUN(p.trigger), undefined);
  assert.equal(refused.status, 403);
  assert.match(refused.body.error.message, /clerk.*may not update records in Tax/);
  assert.equal((await office.as.admin.get("/triggerrun")).body.total, 0);
  assert.equal((await office.as.clerk.get("/workflows/triggers/last-runs")).status, 200);
  const byUser = await office.as.user.post(RUN(p.trigger), undefined);
  assert.equal(byUser.status, 201, byUser.text);
  assert.equal(byUser.body.ranBy, office.as.user.userId);

  const unknown = await office.as.admin.post(RUN("no-such-trigger"), undefined);
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.error.message, /No trigger with id no-such-trigger/);
  assert.equal((await office.as.admin.post(RUN("a\u0000b"), undefined)).status, 404);
  assert.equal((await office.as.admin.get(RUN(p.trigger))).status, 405);

  const trigger = (await office.as.admin.get(`/trigger/${p.trigger}`)).body;
  const off = await office.as.admin.put(`/trigger/${p.trigger}`, { ...trigger, active: false });
  assert.equal(off.status, 200, off.text);
  const before = await counts(office.store);
  const inactive = await office.as.admin.post(RUN(p.trigger), undefined);
  assert.equal(inactive.status, 409);
  assert.match(inactive.body.error.message, /ITR12 season is inactive/);
  assert.deepEqual(await counts(office.store), before);

  // The log is the server's: no one adds, changes or deletes a run.
  const run = byUser.body;
  assert.equal((await office.as.admin.post("/triggerrun", { created: 5 })).status, 405);
  assert.equal((await office.as.admin.put(`/triggerrun/${run.id}`, { created: 5, version: 1 })).status, 405);
  assert.equal((await office.as.admin.del(`/triggerrun/${run.id}`)).status, 405);
  assert.equal((await office.as.admin.get(`/triggerrun/${run.id}`)).body.created, 3);

  // Its refs are weak: a return it made, and the trigger itself, can still be deleted.
  assert.equal((await office.as.admin.del(`/incometax/${run.createdRecords[0]}`)).status, 204);
  const strong = await office.as.admin.del(`/taxtype/${p.itr12}`);
  assert.equal(strong.status, 409, "an ordinary ref still holds");
  assert.equal((await office.as.admin.del(`/trigger/${p.trigger}`)).status, 204);
  const kept = await office.as.admin.get(`/triggerrun/${run.id}`);
  assert.equal(kept.status, 200);
  assert.equal(kept.body.trigger, p.trigger, "the log still names the trigger it ran");
  assert.deepEqual(office.errors, []);
});

Deno.test("server/app.ts mounts the run route before the generic resource routes", async () => {
  const { app, store } = await testApp();
  try {
    const login = await app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
    });
    const { jwt_access_token: token } = await login.json();
    const call = (method: string, path: string, body?: unknown) =>
      app.request(`/api/backoffice${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const missing = await call("POST", RUN("nope"));
    assert.equal(missing.status, 404);
    assert.match((await missing.json()).error.message, /No trigger with id nope/);
    const taxType = await (await call("POST", "/taxtype", { code: "ITR14", name: "Companies" })).json();
    const trigger = await (await call("POST", "/trigger", {
      name: "Companies",
      taxType: taxType.id,
      schedule: { kind: "after-year-end", days: 365 },
    })).json();
    const run = await call("POST", RUN(trigger.id));
    assert.equal(run.status, 201);
    assert.equal((await run.json()).created, 0, "no clients yet");
    assert.equal((await call("GET", "/workflows/triggers/last-runs")).status, 200);
    assert.equal((await call("POST", RUN(trigger.id), undefined)).status, 201);
    // Unauthenticated calls are refused by the back office's guard.
    assert.equal((await app.request(`/api/backoffice${RUN(trigger.id)}`, { method: "POST" })).status, 401);
  } finally {
    await store?.close();
  }
});

storeTest(
  "the trigger's assignee prepares the returns it opens, and stays in use while it does",
  async (t) => {
    const office = await openTriggers(t);
    const p = await practice(office);
    const api = office.as.admin;
    const assignee = await make(api, "employee", {
      firstName: "Temp",
      lastName: "Preparer",
      email: "temp@ledgerdesk.test",
      role: "staff",
      password: "temporary-password-1",
    });
    const trigger = (await api.get(`/trigger/${p.trigger}`)).body;
    assert.equal((await api.put(`/trigger/${p.trigger}`, { ...trigger, assignee })).status, 200);
    // The assignee is in use by the trigger, so it cannot go away underneath a run.
    assert.equal((await api.del(`/employee/${assignee}`)).status, 409);
    const run = await api.post(RUN(p.trigger), undefined);
    assert.equal(run.status, 201, run.text);
    const made = await api.get(`/incometax?preparedBy=${assignee}`);
    assert.equal(made.body.total, 3);
    assert.deepEqual(office.errors, []);
  },
);

storeTest("made ready at start-up, a run makes no index of its own", async (t) => {
  const office = await openTriggers(t);
  const p = await practice(office);
  const db = office.store.db;
  const indexes = async () =>
    (await db.all<{ name: string }>(
      db.dialect === "postgres"
        ? "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1"
        : "SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY 1",
    )).map((r) => r.name);
  await readyWorkflows(db);
  const ready = await indexes();
  const res = await office.as.admin.post(RUN(p.trigger), undefined);
  assert.equal(res.status, 201, res.text);
  assert.equal(res.body.created, 3);
  assert.deepEqual(await indexes(), ready);
});
