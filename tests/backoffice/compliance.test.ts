/**
 * Compliance records through the API, on both engines (issue 36): the filing seasons a practice starts with, one
 * row a year; an obligation's period written its kind's way; a client's compliance profile refused when it
 * contradicts itself, naming the field, and nothing written.
 */
import assert from "node:assert/strict";
import { STARTING_SEASONS } from "../../server/store/migration-compliance.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";

storeTest("the filing seasons a practice starts with, one row a year", async (t) => {
  const bo = await openBackoffice(t);
  const seasons = await bo.as.admin.get("/filingseason?pageSize=50");
  assert.equal(seasons.status, 200);
  assert.deepEqual(
    seasons.body.items.map((s: { year: number; confirmed: boolean }) => [s.year, s.confirmed]),
    STARTING_SEASONS.map((s) => [s.year, s.confirmed]).reverse(),
  );
  const again = await bo.as.admin.post("/filingseason", { ...STARTING_SEASONS[0], year: 2025 });
  assert.equal(again.status, 400);
  assert.equal(again.body.error.fields.year.code, "seasonYearTaken");
  assert.equal(
    again.body.error.fields.year.message,
    "The filing season of 2025 is kept already: change that one",
  );
  const added = await bo.as.admin.post("/filingseason", {
    ...STARTING_SEASONS[0],
    year: 2029,
    confirmed: false,
  });
  assert.equal(added.status, 201, added.text);
  // A clerk reads the seasons; only an administrator's grants change them.
  assert.equal((await bo.as.clerk.get("/filingseason")).status, 200);
  assert.equal((await bo.as.clerk.post("/filingseason", { ...STARTING_SEASONS[0], year: 2030 })).status, 403);
  assertNoServerErrors(bo);
});

storeTest("an obligation's period is written its kind's way", async (t) => {
  const bo = await openBackoffice(t);
  const fixtures = new Fixtures(bo.as.admin);
  const made = await fixtures.create("obligation", 1, {
    kind: "vat201",
    period: "2027-03",
    dueDate: "2027-04-23",
  });
  assert.notEqual(made.generated, true, "made by hand");
  const wrong = await bo.as.admin.post("/obligation", { ...made, kind: "irp6", period: "2027-03" });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.error.fields.period.code, "periodNotOfKind");
  assert.match(wrong.body.error.fields.period.message, /written like 2027\/1/);
  const changed = await bo.as.admin.put(`/obligation/${made.id}`, { ...made, kind: "emp501" });
  assert.equal(changed.status, 400, "the period no longer fits the new kind");
  assert.equal((await bo.as.admin.get(`/obligation/${made.id}`)).body.kind, "vat201", "nothing written");
  assertNoServerErrors(bo);
});

storeTest("a compliance profile that contradicts itself is refused, naming each field", async (t) => {
  const bo = await openBackoffice(t);
  const fixtures = new Fixtures(bo.as.admin);
  const account = await fixtures.create("account", 1, { vatCategory: null, provisionalTaxpayer: false });
  const refused = await bo.as.admin.put(`/account/${account.id}`, {
    ...account,
    provisionalTopUp: true,
  });
  assert.equal(refused.status, 400);
  assert.deepEqual(Object.keys(refused.body.error.fields), ["provisionalTopUp"]);
  assert.equal(
    refused.body.error.fields.provisionalTopUp.message,
    "Only a provisional taxpayer makes the third provisional payment",
  );
  const vendor = await bo.as.admin.put(`/account/${account.id}`, { ...account, vatCategory: "A" });
  assert.equal(vendor.status, 400);
  assert.equal(
    vendor.body.error.fields.vatFiling.message,
    "Required for a VAT vendor: eFiling or at a branch",
  );
  const ok = await bo.as.admin.put(`/account/${account.id}`, {
    ...account,
    provisionalTaxpayer: true,
    provisionalTopUp: true,
    vatCategory: "A",
    vatFiling: "efiling",
    employer: true,
  });
  assert.equal(ok.status, 200, ok.text);
  assertNoServerErrors(bo);
});

storeTest(
  "a dividend paid or a change of beneficial ownership recorded by hand is dated from the event; another date says why",
  async (t) => {
    const bo = await openBackoffice(t);
    const fixtures = new Fixtures(bo.as.admin);
    const account = await fixtures.create("account", 1, {});
    const dividend = await bo.as.admin.post("/obligation", {
      account: account.id,
      kind: "dividends-tax",
      period: "2027-03",
    });
    assert.equal(dividend.status, 201, dividend.text);
    assert.equal(dividend.body.dueDate, "2027-04-30");
    const change = await bo.as.admin.post("/obligation", {
      account: account.id,
      kind: "beneficial-ownership",
      period: "2027-03-15",
    });
    assert.equal(change.status, 201, change.text);
    assert.equal(change.body.dueDate, "2027-04-01");
    const slip = await bo.as.admin.post("/obligation", {
      account: account.id,
      kind: "dividends-tax",
      period: "2027-04",
      dueDate: "2027-06-30",
    });
    assert.equal(slip.status, 400);
    assert.equal(slip.body.error.fields.dueDateReason.code, "reasonForOtherDate");
    const said = await bo.as.admin.post("/obligation", {
      account: account.id,
      kind: "dividends-tax",
      period: "2027-04",
      dueDate: "2027-05-14",
      dueDateReason: "Paid early by arrangement with SARS",
    });
    assert.equal(said.status, 201, said.text);
    assert.equal(said.body.dueDate, "2027-05-14");
    assertNoServerErrors(bo);
  },
);

storeTest(
  "a client that stops being a VAT vendor loses its way of filing VAT with its category",
  async (t) => {
    const bo = await openBackoffice(t);
    const fixtures = new Fixtures(bo.as.admin);
    const account = await fixtures.create("account", 1, { vatCategory: "C", vatFiling: "efiling" });
    assert.equal(account.vatFiling, "efiling");
    // The form sends no VAT filing once the category is blank (the field is hidden): the save clears it.
    const { vatFiling: _hidden, ...rest } = account;
    const stopped = await bo.as.admin.put(`/account/${account.id}`, { ...rest, vatCategory: null });
    assert.equal(stopped.status, 200, stopped.text);
    assert.equal(stopped.body.vatFiling ?? null, null);
    assert.equal((await bo.as.admin.get(`/account/${account.id}`)).body.vatFiling ?? null, null);
    // Without the category in the body nothing is known of it: the filing sent alone is checked as sent.
    const again = await bo.as.admin.put(`/account/${account.id}`, {
      version: stopped.body.version,
      vatFiling: "branch",
    });
    assert.equal(again.status, 400, again.text);
    assert.equal(again.body.error.fields.vatFiling.code, "vatFilingWithoutVat");
    assertNoServerErrors(bo);
  },
);
