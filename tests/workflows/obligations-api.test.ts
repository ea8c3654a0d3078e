/**
 * The clients' obligations through the API, on both engines (issue 36): a preview says what a run would do and
 * writes nothing; a run makes what the profiles call for, all generated and assigned to the client's manager; a
 * second run does nothing; a changed profile retires what it no longer calls for and reopens it when it does
 * again; a settled obligation is never touched; a year the filing seasons lack, a span out of order and a bad
 * date are 400s naming the field; grants hold.
 */
import assert from "node:assert/strict";
import { obligationApi } from "../../server/workflows/obligation-routes.ts";
import { defaultSpan, ObligationRunner } from "../../server/workflows/obligations.ts";
import { runObligationDay } from "../../server/workflows/scheduler.ts";
import { keepingObligations } from "../../server/workflows/obligation-hooks.ts";
import { HOOKS } from "../../server/backoffice/index.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

/** `keeping`: a client's obligations kept as its profile is saved, as the app's engine keeps them. */
async function openObligations(t: StoreTestContext, keeping = false) {
  let runner!: ObligationRunner;
  const hooks = keeping ? keepingObligations(HOOKS, () => runner) : HOOKS;
  const { store, errors, as } = await openWorkflowApi(t, (app, engine, store) => {
    runner = new ObligationRunner(store.db, engine);
    app.route("/api/backoffice/workflows/obligations", obligationApi(engine, runner));
  }, hooks);
  const count = async () =>
    Number(
      (await store.db.get<{ n: number }>("SELECT count(*) AS n FROM record WHERE resource = 'obligation'"))!
        .n,
    );
  return { as, errors, count, runner };
}

storeTest(
  "a preview says what a run does; a run does it once, and follows the profile as it changes",
  async (t) => {
    const { as, errors, count } = await openObligations(t);
    const admin = as.admin;
    const company = await make(admin, "accounttype", { name: "Private company", entityKind: "company" });
    const manager = as.staff.userId;
    const client = await make(admin, "account", {
      name: "Karoo Bricks",
      accountType: company,
      financialYearEnd: 6,
      provisionalTaxpayer: true,
      vatCategory: "C",
      vatFiling: "efiling",
      employer: true,
      manager,
    });
    await make(admin, "cipc", {
      account: client,
      registrationNumber: "2015/123456/07",
      incorporationDate: "2015-03-10",
    });
    // A dormant client has no obligations made.
    await make(admin, "account", {
      name: "Sleeping Ltd",
      accountType: company,
      status: "dormant",
      employer: true,
    });

    const preview = await admin.get("/workflows/obligations/preview");
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual(preview.body.span, { from: "2026-11-15", to: "2028-02-29" });
    assert.equal(await count(), 0, "a preview writes nothing");
    const kinds = preview.body.byKind;
    assert.deepEqual(Object.keys(kinds).sort(), [
      "annual-return",
      "beneficial-ownership",
      "emp201",
      "emp501",
      "irp6",
      "itr14",
      "vat201",
    ]);
    // EMP201 of October 2026 (due 6 November) is past; November 2026 to January 2028 are due in the span.
    assert.equal(kinds.emp201.create, 15);
    assert.deepEqual(preview.body.clients, [{
      account: client,
      title: `${preview.body.clients[0].title}`,
      count: preview.body.create,
    }]);
    assert.match(preview.body.clients[0].title, /Karoo Bricks/);

    const run = await admin.post("/workflows/obligations/run", {});
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(run.body.byKind, kinds);
    assert.equal(await count(), preview.body.create);
    const list = await admin.get(`/obligation?account=${client}&kind=emp201&pageSize=50&sort=dueDate`);
    assert.equal(list.body.items.length, 15);
    const first = list.body.items[0];
    assert.deepEqual([first.period, first.dueDate, first.status, first.generated, first.assignee], [
      "2026-11",
      "2026-12-07",
      "open",
      true,
      manager,
    ]);
    const again = await admin.post("/workflows/obligations/run", {});
    assert.deepEqual([again.body.create, again.body.change, again.body.retire, again.body.reopen], [
      0,
      0,
      0,
      0,
    ]);

    // VAT by a branch now: the open returns move to the 25th; one submitted by hand stays as it was.
    const vat =
      (await admin.get(`/obligation?account=${client}&kind=vat201&sort=dueDate&pageSize=50`)).body.items;
    const submitted = await admin.put(`/obligation/${vat[0].id}`, { ...vat[0], status: "submitted" });
    assert.equal(submitted.status, 200, submitted.text);
    const account = (await admin.get(`/account/${client}`)).body;
    assert.equal((await admin.put(`/account/${client}`, { ...account, vatFiling: "branch" })).status, 200);
    const moved = await admin.post("/workflows/obligations/run", {});
    assert.equal(moved.body.change, vat.length - 1);
    const after =
      (await admin.get(`/obligation?account=${client}&kind=vat201&sort=dueDate&pageSize=50`)).body.items;
    assert.equal(after[0].dueDate, vat[0].dueDate, "the submitted one is untouched");
    // November 2026's return: 25 December is Christmas Day, so the 24th.
    assert.equal(after[1].dueDate, "2026-12-24");

    // No longer an employer: the open EMP201s and EMP501s are retired; registered again, they come back.
    const changed = (await admin.get(`/account/${client}`)).body;
    assert.equal((await admin.put(`/account/${client}`, { ...changed, employer: false })).status, 200);
    const retired = await admin.post("/workflows/obligations/run", {});
    assert.equal(retired.body.byKind.emp201.retire, 15);
    assert.ok(retired.body.byKind.emp501.retire >= 1);
    const gone = (await admin.get(`/obligation?account=${client}&kind=emp201&pageSize=50`)).body.items;
    assert.ok(
      gone.every((o: { status: string; retired: boolean }) => o.status === "not-required" && o.retired),
    );
    const rehired = (await admin.get(`/account/${client}`)).body;
    assert.equal((await admin.put(`/account/${client}`, { ...rehired, employer: true })).status, 200);
    const back = await admin.post("/workflows/obligations/run", {});
    assert.equal(back.body.byKind.emp201.reopen, 15);
    assert.equal(back.body.create, 0);
    assert.deepEqual(errors, []);
  },
);

storeTest(
  "a year the filing seasons lack, a span out of order and a bad date are refused; grants hold",
  async (t) => {
    const { as, errors, count } = await openObligations(t);
    const individual = await make(as.admin, "accounttype", { name: "Individual", entityKind: "individual" });
    await make(as.admin, "account", { name: "Thandi Nkosi", accountType: individual, financialYearEnd: 2 });

    const unknown = await as.admin.post("/workflows/obligations/run", {
      from: "2030-01-01",
      to: "2031-03-31",
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error.fields.to.code, "seasonUnknown");
    assert.match(unknown.body.error.fields.to.message, /no row for 2029, 2030/);
    assert.equal(await count(), 0, "nothing half generated");

    const backwards = await as.admin.get("/workflows/obligations/preview?from=2027-05-01&to=2027-01-01");
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.error.fields.to.code, "toBeforeFrom");
    const bad = await as.admin.post("/workflows/obligations/run", { from: "2027-02-30" });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.error.fields.from);
    const stray = await as.admin.post("/workflows/obligations/run", { year: 2027 });
    assert.equal(stray.status, 400);

    // A clerk reads compliance but does not run it.
    const clerkPreview = await as.clerk.get("/workflows/obligations/preview");
    assert.equal(clerkPreview.status, 200, clerkPreview.text + errors.join("\n"));
    assert.equal((await as.clerk.post("/workflows/obligations/run", {})).status, 403);
    assert.equal(await count(), 0);
    assert.deepEqual(errors, []);
  },
);

storeTest(
  "the daily schedule keeps the obligations once a day, whichever instance runs the pass",
  async (t) => {
    const { as, count, runner } = await openObligations(t);
    const individual = await make(as.admin, "accounttype", { name: "Individual", entityKind: "individual" });
    await make(as.admin, "account", {
      name: "Thandi Nkosi",
      accountType: individual,
      provisionalTaxpayer: true,
    });
    const lines: string[] = [];
    await runObligationDay(runner, "2026-11-15", (l) => lines.push(l));
    const made = await count();
    assert.ok(made > 0);
    assert.match(lines[0], /^Obligations 2026-11-15: created \d+, changed 0, retired 0, reopened 0$/);
    // Another instance's pass the same day finds the day claimed; the next day's finds nothing to do.
    assert.equal(await runner.run(defaultSpan("2026-11-15"), { schedule: "2026-11-15" }), undefined);
    const next = await runner.run(defaultSpan("2026-11-16"), { schedule: "2026-11-16" });
    assert.equal(next?.change, 0);
    assert.equal(await count(), made + (next?.create ?? 0));
  },
);

storeTest(
  "a saved profile keeps the client's obligations at once, with the save or not at all",
  async (t) => {
    const { as, count, errors } = await openObligations(t, true);
    const admin = as.admin;
    const company = await make(admin, "accounttype", { name: "Private company", entityKind: "company" });
    const client = await make(admin, "account", {
      name: "Karoo Bricks",
      accountType: company,
      financialYearEnd: 6,
    });
    assert.equal((await admin.post("/workflows/obligations/run", {})).status, 201);
    const before = await count();
    const kinds = async (status = "open") =>
      (await admin.get(`/obligation?account=${client}&status=${status}&pageSize=100`)).body.items.map((
        o: { kind: string },
      ) => o.kind);
    assert.ok(!(await kinds()).includes("emp201"));

    // Registered as an employer: its EMP201s and EMP501s are there when the save answers, no run needed.
    const account = (await admin.get(`/account/${client}`)).body;
    assert.equal((await admin.put(`/account/${client}`, { ...account, employer: true })).status, 200);
    assert.equal((await kinds()).filter((k: string) => k === "emp201").length, 15);
    assert.ok(await count() > before);

    // A profile refused leaves the obligations as they were.
    const made = await count();
    const again = (await admin.get(`/account/${client}`)).body;
    const refused = await admin.put(`/account/${client}`, {
      ...again,
      employer: false,
      provisionalTopUp: true,
    });
    assert.equal(refused.status, 400);
    assert.equal(await count(), made);
    assert.equal((await kinds()).filter((k: string) => k === "emp201").length, 15);

    // No longer active: every open obligation of the client retires at once.
    assert.equal((await admin.put(`/account/${client}`, { ...again, status: "dormant" })).status, 200);
    assert.deepEqual(await kinds(), []);
    assert.ok((await kinds("not-required")).length > 0);
    assert.deepEqual(errors, []);
  },
);

storeTest("a client's checks: its contradictions, as the reader may see the client", async (t) => {
  const { as, errors } = await openObligations(t);
  const trust = await make(as.admin, "accounttype", { name: "Trust", entityKind: "trust" });
  const client = await make(as.admin, "account", {
    name: "Jacobs Family Trust",
    accountType: trust,
    financialYearEnd: 6,
    vatCategory: "B",
    vatFiling: "branch",
  });
  const checks = await as.admin.get(`/workflows/obligations/checks/${client}`);
  assert.equal(checks.status, 200, checks.text);
  assert.deepEqual(checks.body.items.map((c: { code: string }) => c.code), [
    "vatWithoutNumber",
    "yearEndNotFebruary",
  ]);
  assert.equal((await as.admin.get("/workflows/obligations/checks/no-such-client")).status, 404);
  assert.deepEqual(errors, []);
});
