/**
 * The practice-wide compliance report through the API, on both engines (issue 36): the clients with obligations
 * past due, most overdue first, each with its overdue kinds and SARS standing; the tallies; the filters by kind,
 * partner and office; paging; the checks listed practice-wide; the CSV of every row; a bad kind or an unknown
 * parameter a 400 naming it; an employee confined to their clients sees only theirs, in the rows and the tallies;
 * a role without Compliance's read grant is refused.
 */
import assert from "node:assert/strict";
import type { ClientVisibility } from "../../server/backoffice/index.ts";
import { complianceReportApi } from "../../server/workflows/compliance-report-routes.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import type { Caller } from "../backoffice/support.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

const REPORT = "/workflows/obligations/report";

async function openReport(t: StoreTestContext, visibility?: ClientVisibility) {
  return await openWorkflowApi(
    t,
    (app, engine, store) => {
      app.route("/api/backoffice/workflows/obligations/report", complianceReportApi(store.db, engine));
    },
    undefined,
    visibility,
  );
}

/**
 * Today is 2026-11-15. Karoo Bricks (staff's, office North): an ITR14 open since 30 June, a VAT201 submitted but
 * not paid, an annual return open at CIPC. Thandi Nkosi (user's, office South, provisional): an IRP6 open since
 * 31 August. Jacobs Family Trust (user's, office South, June year end, VAT without a number): an EMP501 open since
 * 31 October. Clean Co: paid, submitted and future obligations only.
 */
async function practice(admin: Caller, staff: string, user: string) {
  const company = await make(admin, "accounttype", { name: "Private company", entityKind: "company" });
  const individual = await make(admin, "accounttype", { name: "Individual", entityKind: "individual" });
  const trust = await make(admin, "accounttype", { name: "Trust", entityKind: "trust" });
  const north = await make(admin, "office", { name: "North" });
  const south = await make(admin, "office", { name: "South" });
  const clients = {
    karoo: await make(admin, "account", {
      name: "Karoo Bricks",
      accountType: company,
      financialYearEnd: 6,
      partner: staff,
      office: north,
    }),
    thandi: await make(admin, "account", {
      name: "Thandi Nkosi",
      accountType: individual,
      provisionalTaxpayer: true,
      partner: user,
      office: south,
    }),
    jacobs: await make(admin, "account", {
      name: "Jacobs Family Trust",
      accountType: trust,
      financialYearEnd: 6,
      vatCategory: "B",
      vatFiling: "branch",
      partner: user,
      office: south,
    }),
    clean: await make(admin, "account", {
      name: "Clean Co",
      accountType: company,
      partner: staff,
      office: north,
    }),
  };
  const owe = (account: string, kind: string, period: string, dueDate: string, status = "open") =>
    // Dates of the test's own (an entry by hand dated other than its rule says why).
    make(admin, "obligation", { account, kind, period, dueDate, status, dueDateReason: "The test's dates" });
  await owe(clients.karoo, "itr14", "2026", "2026-06-30");
  await owe(clients.karoo, "vat201", "2026-09", "2026-10-30", "submitted");
  await owe(clients.karoo, "annual-return", "2026", "2026-10-01");
  await owe(clients.karoo, "vat201", "2026-08", "2026-09-30", "paid");
  await owe(clients.thandi, "irp6", "2027/1", "2026-08-31");
  await owe(clients.thandi, "itr12", "2026", "2026-11-15");
  await owe(clients.jacobs, "emp501", "2027/interim", "2026-10-31");
  await owe(clients.clean, "irp6", "2027/1", "2026-08-31", "paid");
  await owe(clients.clean, "itr14", "2025", "2025-12-31", "submitted");
  await owe(clients.clean, "vat201", "2026-10", "2026-11-30");
  return { clients, north, south };
}

// deno-lint-ignore no-explicit-any
const names = (items: any[]) => items.map((r) => r.account.replace(/^.* — /, ""));

storeTest(
  "the clients with obligations past due, their standing, tallies, filters, pages and CSV",
  async (t) => {
    const { as, errors } = await openReport(t);
    const staff = as.staff.userId;
    const user = as.user.userId;
    const { clients, north, south } = await practice(as.admin, staff, user);

    const all = await as.admin.get(REPORT);
    assert.equal(all.status, 200, all.text);
    assert.equal(all.body.today, "2026-11-15");
    assert.equal(all.body.total, 3);
    assert.deepEqual(names(all.body.items), ["Karoo Bricks", "Thandi Nkosi", "Jacobs Family Trust"]);
    const [karoo, thandi, jacobs] = all.body.items;
    assert.deepEqual(
      [karoo.accountId, karoo.standing, karoo.count, karoo.oldest, karoo.office],
      [clients.karoo, "both", 3, "2026-06-30", "North"],
    );
    assert.deepEqual(karoo.overdue, [
      { kind: "itr14", count: 1, oldest: "2026-06-30" },
      { kind: "vat201", count: 1, oldest: "2026-10-30" },
      { kind: "annual-return", count: 1, oldest: "2026-10-01" },
    ]);
    assert.equal(karoo.partnerId, staff);
    assert.ok(karoo.partner);
    assert.deepEqual([thandi.standing, thandi.overdue], ["debt", [{
      kind: "irp6",
      count: 1,
      oldest: "2026-08-31",
    }]]);
    assert.deepEqual([jacobs.standing, jacobs.count], ["returns", 1]);
    const { byKind, byPartner, byOffice } = all.body.tallies;
    assert.deepEqual(byKind, { itr14: 1, vat201: 1, "annual-return": 1, irp6: 1, emp501: 1 });
    assert.deepEqual(byPartner.map((p: { id: string; count: number }) => [p.id, p.count]), [[staff, 3], [
      user,
      2,
    ]]);
    assert.deepEqual(byOffice.map((o: { name: string; count: number }) => [o.name, o.count]), [["North", 3], [
      "South",
      2,
    ]]);

    const irp6 = (await as.admin.get(`${REPORT}?kind=irp6`)).body;
    assert.deepEqual(names(irp6.items), ["Thandi Nkosi"]);
    assert.deepEqual(irp6.tallies.byKind, { irp6: 1 });
    const vat = (await as.admin.get(`${REPORT}?kind=vat201`)).body;
    assert.deepEqual([names(vat.items), vat.items[0].standing], [["Karoo Bricks"], "debt"]);
    assert.deepEqual(names((await as.admin.get(`${REPORT}?partner=${staff}`)).body.items), ["Karoo Bricks"]);
    const southern = (await as.admin.get(`${REPORT}?office=${south}`)).body;
    assert.deepEqual(names(southern.items), ["Thandi Nkosi", "Jacobs Family Trust"]);
    assert.deepEqual(southern.tallies.byOffice, [{ id: south, name: "South", count: 2 }]);
    assert.equal((await as.admin.get(`${REPORT}?office=${north}&kind=irp6`)).body.total, 0);

    const page2 = (await as.admin.get(`${REPORT}?pageSize=2&page=2`)).body;
    assert.deepEqual([names(page2.items), page2.total], [["Jacobs Family Trust"], 3]);
    assert.equal(page2.tallies.byKind.itr14, 1, "the tallies count every page");

    const csv = await as.admin.get(`${REPORT}?format=csv&pageSize=1&office=${south}`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
    assert.match(csv.headers.get("content-disposition") ?? "", /compliance-report-2026-11-15\.csv/);
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    assert.equal(
      lines[0],
      "Client,Partner,Office,SARS status,Overdue obligations,Oldest due date,Overdue by kind",
    );
    assert.equal(lines.length, 3, "every matching row, not a page");
    assert.match(lines[1], /Thandi Nkosi.*,South,debt,1,2026-08-31,irp6 1 \(2026-08-31\)$/);
    assert.deepEqual(errors, []);
  },
);

storeTest("a bad kind, an unknown parameter and a page too large are 400s naming them", async (t) => {
  const { as, errors } = await openReport(t);
  const bad = await as.admin.get(`${REPORT}?kind=itr99`);
  assert.equal(bad.status, 400);
  assert.ok(bad.body.error.fields.kind, bad.text);
  const checks = await as.admin.get(`${REPORT}/checks?kind=itr99`);
  assert.ok(checks.body.error.fields.kind, checks.text);
  const stray = await as.admin.get(`${REPORT}?taxYear=2027`);
  assert.equal(stray.status, 400);
  assert.equal(stray.body.error.fields.taxYear.code, "unknownFilter");
  assert.ok((await as.admin.get(`${REPORT}?pageSize=501`)).body.error.fields.pageSize);
  assert.deepEqual(errors, []);
});

storeTest("the checks practice-wide, filtered by kind, partner and office", async (t) => {
  const { as, errors } = await openReport(t);
  const { south } = await practice(as.admin, as.staff.userId, as.user.userId);
  const all = await as.admin.get(`${REPORT}/checks`);
  assert.equal(all.status, 200, all.text);
  const lines = (body: { items: { account: string; code: string; periods: string[] }[] }) =>
    body.items.map((c) => [c.account.replace(/^.* — /, ""), c.code, c.periods]);
  assert.deepEqual(lines(all.body), [
    ["Jacobs Family Trust", "vatWithoutNumber", []],
    ["Jacobs Family Trust", "yearEndNotFebruary", []],
    ["Thandi Nkosi", "provisionalNoIrp6", ["2027/1"]],
  ]);
  assert.equal(all.body.total, 3);
  assert.deepEqual(lines((await as.admin.get(`${REPORT}/checks?kind=vat201`)).body), [
    ["Jacobs Family Trust", "vatWithoutNumber", []],
  ]);
  assert.equal((await as.admin.get(`${REPORT}/checks?partner=${as.staff.userId}`)).body.total, 0);
  const paged = (await as.admin.get(`${REPORT}/checks?office=${south}&pageSize=1&page=3`)).body;
  assert.deepEqual([lines(paged), paged.total], [[["Thandi Nkosi", "provisionalNoIrp6", ["2027/1"]]], 3]);
  assert.deepEqual(errors, []);
});

storeTest("an employee confined to their clients sees only theirs; no read grant, no report", async (t) => {
  const { as, errors } = await openReport(t, "assigned");
  await practice(as.admin, as.staff.userId, as.user.userId);
  const mine = await as.user.get(REPORT);
  assert.equal(mine.status, 200, mine.text);
  assert.deepEqual(names(mine.body.items), ["Thandi Nkosi", "Jacobs Family Trust"]);
  assert.deepEqual(mine.body.tallies.byKind, { irp6: 1, emp501: 1 });
  assert.deepEqual(mine.body.tallies.byPartner.map((p: { id: string }) => p.id), [as.user.userId]);
  assert.deepEqual(mine.body.tallies.byOffice.map((o: { name: string }) => o.name), ["South"]);
  const csv = await as.user.get(`${REPORT}?format=csv`);
  assert.doesNotMatch(csv.text, /Karoo/);
  const checks = (await as.staff.get(`${REPORT}/checks`)).body;
  assert.equal(checks.total, 0, "staff's one client with anything past due has no contradiction");
  assert.equal((await as.admin.get(REPORT)).body.total, 3, "an admin sees every client");

  const [permission] = (await as.admin.get("/permission?role=clerk")).body.items;
  const saved = await as.admin.put(`/permission/${permission.id}`, {
    ...permission,
    grants: { ...permission.grants, compliance: [] },
  });
  assert.equal(saved.status, 200, saved.text);
  const refused = await as.clerk.get(REPORT);
  assert.equal(refused.status, 403, refused.text);
  assert.equal((await as.clerk.get(`${REPORT}/checks`)).status, 403);
  assert.deepEqual(errors, []);
});
