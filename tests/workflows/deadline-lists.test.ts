/**
 * The list API's range and blank conditions (`?dueDateFrom=`, `?dueDateTo=`, `?lodgedOnEmpty=`), and lists sorted by
 * the deadline fields, on both engines.
 */
import assert from "node:assert/strict";
import { DEADLINE_FIELDS } from "../../domain/workflows/deadline-fields.ts";
import { assertNoServerErrors, type Backoffice, Fixtures, openBackoffice } from "../backoffice/support.ts";
import { storeTest } from "../support/store.ts";

const DUE = ["2026-11-20", "2026-11-22", "2026-11-25", "2026-12-01", null];

/** Five annual returns of one client, due on DUE (one with no date), the third filed. */
async function annualReturns(bo: Backoffice) {
  const fx = new Fixtures(bo.as.admin);
  const account = await fx.ensure("account");
  const made = [];
  for (const [i, dueDate] of DUE.entries()) {
    made.push(
      await fx.create("annualreturn", i, {
        account,
        year: 2020 + i,
        dueDate,
        status: i === 2 ? "filed" : "due",
        filedOn: i === 2 ? "2026-11-01" : null,
        fee: `${100 * (i + 1)}.00`,
      }),
    );
  }
  return { fx, made, account };
}

const dueDates = (body: { items: { dueDate: string | null }[] }) => body.items.map((i) => i.dueDate);

storeTest("a list takes inclusive ranges of dates and amounts, and blank or filled-in values", async (t) => {
  const bo = await openBackoffice(t);
  await annualReturns(bo);
  const api = bo.as.admin;
  const list = async (qs: string) => {
    const res = await api.get(`/annualreturn?sort=dueDate&${qs}`);
    assert.equal(res.status, 200, `${qs}: ${res.text}`);
    return res.body;
  };
  assert.deepEqual(dueDates(await list("dueDateFrom=2026-11-22")), [
    "2026-11-22",
    "2026-11-25",
    "2026-12-01",
  ]);
  assert.deepEqual(dueDates(await list("dueDateTo=2026-11-22")), ["2026-11-20", "2026-11-22"]);
  const window = await list("dueDateFrom=2026-11-21&dueDateTo=2026-11-30");
  assert.deepEqual([dueDates(window), window.total], [["2026-11-22", "2026-11-25"], 2]);
  assert.deepEqual(dueDates(await list("dueDateFrom=2026-11-21&dueDateTo=2026-11-30&status=due")), [
    "2026-11-22",
  ]);
  assert.deepEqual(dueDates(await list("dueDateEmpty=true")), [null]);
  assert.equal((await list("dueDateEmpty=false")).total, 4);
  assert.deepEqual(dueDates(await list("filedOnEmpty=false")), ["2026-11-25"]);
  assert.deepEqual(dueDates(await list("feeFrom=200&feeTo=300.00")), ["2026-11-22", "2026-11-25"]);
  assert.deepEqual(dueDates(await list("yearFrom=2023")), [null, "2026-12-01"]);
  // A cleared box filters nothing; the CSV export takes the same conditions.
  assert.equal((await list("dueDateFrom=&dueDateEmpty=")).total, 5);
  const csv = await api.get("/annualreturn?format=csv&dueDateFrom=2026-11-21&dueDateTo=2026-11-30");
  assert.equal(csv.text.trim().split("\r\n").length, 3);
  assertNoServerErrors(bo);
});

storeTest("conditions work on text, refs and the employee list too; a field of that name wins", async (t) => {
  const bo = await openBackoffice(t);
  const { fx, account } = await annualReturns(bo);
  const api = bo.as.admin;
  await fx.create("payment", 1, { account, periodFrom: "2026-01-01", amount: "50.00" });
  await fx.create("payment", 2, { account, periodFrom: "2026-02-01", amount: "5000.00" });
  // `periodFrom` is a payment field: an equality filter, not a range of a field "period".
  assert.equal((await api.get("/payment?periodFrom=2026-02-01")).body.total, 1);
  assert.equal((await api.get("/payment?periodFromFrom=2026-01-15")).body.total, 1);
  assert.equal((await api.get("/payment?amountTo=100")).body.total, 1);
  await fx.create("payment", 3, { account, periodFrom: null, amount: "75.00", notes: null });
  assert.equal((await api.get("/payment?notesEmpty=true")).body.total, 1);
  assert.equal((await api.get("/payment?notesEmpty=false")).body.total, 2);
  assert.equal((await api.get("/payment?periodFromEmpty=true&amountFrom=75&amountTo=75")).body.total, 1);
  await fx.create("contact", 1, { account: null });
  const noClient = await api.get("/contact?accountEmpty=true");
  assert.equal(noClient.status, 200, noClient.text);
  assert.ok(noClient.body.items.every((c: { account: unknown }) => c.account === null));
  const employees = await api.get("/employee?phoneEmpty=true");
  assert.equal(employees.status, 200, employees.text);
  assert.equal(employees.body.total, 4, "the four signed-in testers have no phone");
  assertNoServerErrors(bo);
});

storeTest("a condition the list cannot honour is a 400 naming the parameter", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  for (
    const [qs, field, message] of [
      ["dueDateFrom=22-11-2026", "dueDateFrom", "valid date"],
      ["dueDateTo=2026-02-30", "dueDateTo", "valid date"],
      ["feeFrom=lots", "feeFrom", "amount"],
      ["yearTo=1.5", "yearTo", "whole number"],
      ["statusFrom=due", "statusFrom", "Cannot filter status by a range"],
      ["cipcReferenceTo=x", "cipcReferenceTo", "a range"],
      ["dueDateEmpty=yes", "dueDateEmpty", "true or false"],
      ["dueDateFrom=2026-01-01&dueDateFrom=2026-02-01", "dueDateFrom", "one value"],
      ["colourFrom=2026-01-01", "colourFrom", "Unknown parameter"],
    ]
  ) {
    const res = await api.get(`/annualreturn?${qs}`);
    assert.equal(res.status, 400, qs);
    assert.ok(res.body.error.fields[field]?.message.includes(message), `${qs}: ${res.text}`);
  }
  assertNoServerErrors(bo);
});

storeTest("lists sort by every deadline field, both ways, blanks first ascending", async (t) => {
  const bo = await openBackoffice(t);
  const { fx } = await annualReturns(bo);
  for (const [i, d] of ["2026-12-03", "2026-11-02", null, "2026-11-30"].entries()) {
    await fx.create("correspondence", i, { responseDueOn: d });
    await fx.create("incometax", i, { dueDate: d, taxYear: 2020 + i });
    await fx.create("project", i, { dueOn: d });
  }
  const assessment = await fx.ensure("assessment");
  for (const i of [0, 1]) await fx.create("objection", i, { assessment });
  for (const { resource, field } of DEADLINE_FIELDS) {
    for (const order of ["asc", "desc"] as const) {
      const res = await bo.as.admin.get(`/${resource}?sort=${field}&order=${order}&pageSize=200`);
      assert.equal(res.status, 200, `${resource}: ${res.text}`);
      const values: (string | null)[] = res.body.items.map((r: Record<string, string | null>) => r[field]);
      const dated = values.filter((v) => v !== null).sort();
      const blanks = values.filter((v) => v === null);
      const want = order === "asc" ? [...blanks, ...dated] : [...dated.reverse(), ...blanks];
      assert.deepEqual(values, want, `${resource} by ${field} ${order}`);
    }
  }
  assertNoServerErrors(bo);
});
