/**
 * Due dates worked out on the server (issue 32): a return, a reply to SARS or an annual return saved without a
 * date gets the one the rules give (domain/workflows/due-dates.ts), however it is made; a different date typed by
 * hand needs a reason; the form asks the worked-out date as it is filled; records without one are listed.
 */
import assert from "node:assert/strict";
import { workedOutApi } from "../../server/workflows/worked-out-routes.ts";
import { TriggerRunner } from "../../server/workflows/triggers.ts";
import { writeListQuery } from "../../domain/list-query.ts";
import { undatedList, undatedQuery } from "../../domain/workflows/undated.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

async function open(t: StoreTestContext) {
  const { store, engine, errors, as } = await openWorkflowApi(t, (app, engine, store) => {
    app.route("/api/backoffice/workflows", workedOutApi({ db: store.db, engine }));
  });
  const api = as.admin;
  const type = (code: string) => make(api, "taxtype", { code, name: code });
  const tt = {
    itr12: await type("ITR12"),
    itr14: await type("ITR14"),
    trust: await type("IT12TR"),
    vat: await type("VAT201"),
  };
  const kind = (entityKind: string) => make(api, "accounttype", { name: entityKind, entityKind });
  const client = async (name: string, entityKind: string, extra: Record<string, unknown> = {}) =>
    make(api, "account", { name, accountType: await kind(entityKind), financialYearEnd: 2, ...extra });
  const accounts = {
    person: await client("Thandi Nkosi", "individual"),
    provisional: await client("Sipho Dlamini", "individual", { provisionalTaxpayer: true }),
    company: await client("Karoo Bricks", "company", { financialYearEnd: 6 }),
    trust: await client("Nkosi Family Trust", "trust"),
  };
  return { store, engine, errors, as, api, tt, accounts };
}

storeTest("a return made without a due date gets SARS's date for its taxpayer", async (t) => {
  const o = await open(t);
  const due = async (account: string, taxType: string, taxYear = 2026) =>
    (await o.api.get(`/incometax/${await make(o.api, "incometax", { account, taxType, taxYear })}`)).body;
  assert.equal((await due(o.accounts.person, o.tt.itr12)).dueDate, "2026-10-20");
  assert.equal(
    (await due(o.accounts.provisional, o.tt.itr12)).dueDate,
    "2027-01-29",
    "31 Jan 2027 is a Sunday",
  );
  assert.equal((await due(o.accounts.trust, o.tt.trust)).dueDate, "2027-01-29");
  assert.equal(
    (await due(o.accounts.company, o.tt.itr14)).dueDate,
    "2027-06-30",
    "a June year end, a year on",
  );
  assert.equal((await due(o.accounts.company, o.tt.vat)).dueDate, null, "no rule for a VAT return");
  const blank = await o.api.post("/incometax", {
    account: o.accounts.person,
    taxType: o.tt.itr12,
    taxYear: 2027,
    dueDate: "",
  });
  assert.equal(blank.status, 201, blank.text);
  assert.equal(blank.body.dueDate, "2027-10-20", "a blank date is worked out too");
  assert.deepEqual(o.errors, []);
});

storeTest("a date other than the worked-out one needs a reason, and is kept with it", async (t) => {
  const o = await open(t);
  const body = { account: o.accounts.person, taxType: o.tt.itr12, taxYear: 2026, dueDate: "2026-09-30" };
  const before = await o.api.get("/incometax");
  const refused = await o.api.post("/incometax", body);
  assert.equal(refused.status, 400, refused.text);
  assert.deepEqual(Object.keys(refused.body.error.fields), ["dueDateReason"]);
  assert.match(refused.body.error.message, /dueDateReason: .*2026-10-20/);
  assert.equal((await o.api.get("/incometax")).body.total, before.body.total, "nothing written");
  const turkish = await o.api.request("POST", "/incometax", body, "tr");
  assert.match(turkish.body.error.fields.dueDateReason.message, /Son tarihin.*2026-10-20/);

  const kept = await o.api.post("/incometax", { ...body, dueDateReason: "Client emigrates in October" });
  assert.equal(kept.status, 201, kept.text);
  assert.equal(kept.body.dueDate, "2026-09-30");
  assert.equal(kept.body.dueDateReason, "Client emigrates in October");

  // The worked-out date itself needs no reason: one sent with it is dropped.
  const same = await o.api.post("/incometax", { ...body, dueDate: "2026-10-20", dueDateReason: "because" });
  assert.equal(same.status, 201, same.text);
  assert.equal(same.body.dueDateReason, null);

  // An edit of another field leaves an older date alone; moving the date again asks again.
  const note = await o.api.put(`/incometax/${kept.body.id}`, {
    status: "info-received",
    version: kept.body.version,
  });
  assert.equal(note.status, 200, note.text);
  const moved = await o.api.put(`/incometax/${same.body.id}`, {
    dueDate: "2026-10-01",
    version: same.body.version,
  });
  assert.equal(moved.status, 400, moved.text);
  assert.deepEqual(Object.keys(moved.body.error.fields), ["dueDateReason"]);
  assert.deepEqual(o.errors, []);
});

storeTest("replies to SARS: 21 business days; a general letter has no date", async (t) => {
  const o = await open(t);
  const letter = (kind: string, extra: Record<string, unknown> = {}) =>
    o.api.post("/correspondence", {
      account: o.accounts.person,
      direction: "in",
      kind,
      subject: "Letter",
      receivedOn: "2026-11-02",
      ...extra,
    });
  assert.equal((await letter("verification")).body.responseDueOn, "2026-12-01");
  assert.equal((await letter("general")).body.responseDueOn, null);
  const refused = await letter("audit", { responseDueOn: "2026-12-20" });
  assert.equal(refused.status, 400, refused.text);
  assert.deepEqual(Object.keys(refused.body.error.fields), ["responseDueReason"]);
  assert.deepEqual(o.errors, []);
});

storeTest(
  "the form's endpoint answers the worked-out date and its rule, and checks what it is asked",
  async (t) => {
    const o = await open(t);
    const ask = (resource: string, query: string, caller = o.api) =>
      caller.get(`/workflows/worked-out-dates/${resource}?${query}`);
    const it = await ask("incometax", `account=${o.accounts.company}&taxType=${o.tt.itr14}&taxYear=2026`);
    assert.equal(it.status, 200, it.text);
    assert.deepEqual(it.body, {
      workedOut: { date: "2027-06-30", rule: "company", from: "2026-06-30", named: "2027-06-30" },
    });
    const vat = await ask("incometax", `account=${o.accounts.company}&taxType=${o.tt.vat}&taxYear=2026`);
    assert.deepEqual(vat.body, { workedOut: null });
    const reply = await ask("correspondence", "direction=in&kind=verification&receivedOn=2026-11-02");
    assert.equal(reply.body.workedOut.date, "2026-12-01");
    // A statutory obligation by its profile's rule, and one kept per event (issue 36).
    const irp6 = await ask("obligation", `account=${o.accounts.provisional}&kind=irp6&period=2027/1`);
    assert.deepEqual(irp6.body, {
      workedOut: { date: "2026-08-31", rule: "obligation", from: "2026-08-31", named: "2026-08-31" },
    });
    const dividend = await ask(
      "obligation",
      `account=${o.accounts.company}&kind=dividends-tax&period=2027-05`,
    );
    assert.equal(dividend.body.workedOut.date, "2027-06-30");
    assert.equal(dividend.body.workedOut.rule, "dividends-tax");
    // A rule the profile does not call for gives no date: it is typed.
    const notProvisional = await ask("obligation", `account=${o.accounts.person}&kind=irp6&period=2027/1`);
    assert.deepEqual(notProvisional.body, { workedOut: null });
    const notVendor = await ask("obligation", `account=${o.accounts.person}&kind=vat201&period=2027-02`);
    assert.deepEqual(notVendor.body, { workedOut: null });

    const badYear = await ask("incometax", `account=${o.accounts.company}&taxType=${o.tt.itr14}&taxYear=abc`);
    assert.equal(badYear.status, 400, badYear.text);
    assert.ok("taxYear" in badYear.body.error.fields, badYear.text);
    const noClient = await ask("incometax", `account=nope&taxType=${o.tt.itr14}&taxYear=2026`);
    assert.equal(noClient.status, 400, noClient.text);
    assert.ok("account" in noClient.body.error.fields, noClient.text);
    assert.equal((await ask("project", "x=1")).status, 404);
    assert.deepEqual(o.errors, []);
  },
);

storeTest("a statutory trigger dates each return as the form would", async (t) => {
  const o = await open(t);
  const trigger = await make(o.api, "trigger", {
    name: "Company returns",
    taxType: o.tt.itr14,
    schedule: { kind: "statutory" },
    active: true,
  });
  const run = await new TriggerRunner(o.store.db, o.engine).run(trigger, {
    actor: { id: o.api.userId, role: "admin" },
  });
  assert.ok(run);
  const made = await Promise.all(
    (run.createdRecords as string[]).map(async (id) => (await o.api.get(`/incometax/${id}`)).body),
  );
  const company = made.find((r) => r.account === o.accounts.company);
  // The run on 15 November 2026 opens the June year end's 2027: due 30 June 2028, a Friday.
  assert.equal(company.taxYear, 2027);
  assert.equal(company.dueDate, "2028-06-30");
  const asked = await o.api.get(
    `/workflows/worked-out-dates/incometax?account=${o.accounts.company}&taxType=${o.tt.itr14}&taxYear=2027`,
  );
  assert.equal(asked.body.workedOut.date, company.dueDate);
  assert.deepEqual(o.errors, []);
});

storeTest("records without a due date are listed: the open ones that need one", async (t) => {
  const o = await open(t);
  const undated = await make(o.api, "incometax", {
    account: o.accounts.company,
    taxType: o.tt.vat,
    taxYear: 2026,
  });
  await make(o.api, "incometax", { account: o.accounts.person, taxType: o.tt.itr12, taxYear: 2026 });
  await make(o.api, "incometax", {
    account: o.accounts.trust,
    taxType: o.tt.vat,
    taxYear: 2025,
    status: "submitted",
  });
  const query = writeListQuery(undatedQuery(undatedList("incometax")!));
  const list = await o.api.get(`/incometax?${query}`);
  assert.equal(list.status, 200, list.text);
  assert.deepEqual(list.body.items.map((r: { id: string }) => r.id), [undated]);

  // A general letter asks no reply by a date: it is not missing one; a verification letter whose date was
  // cleared by a reason-less blank is dated again, so none is listed.
  await make(o.api, "correspondence", {
    account: o.accounts.company,
    direction: "in",
    kind: "general",
    subject: "Statement of account",
    receivedOn: "2026-11-02",
  });
  await make(o.api, "correspondence", {
    account: o.accounts.company,
    direction: "in",
    kind: "verification",
    subject: "Verification",
    receivedOn: "2026-11-02",
  });
  const letters = await o.api.get(
    `/correspondence?${writeListQuery(undatedQuery(undatedList("correspondence")!))}`,
  );
  assert.equal(letters.status, 200, letters.text);
  assert.deepEqual(letters.body.items, []);
  assert.deepEqual(o.errors, []);
});
