/**
 * Trigger runs and refused deletes under CLIENT_VISIBILITY=assigned, on both engines: an employee confined to their
 * clients runs a trigger for those clients only, sees the returns a run made for others by id alone, and is told
 * how many of others' records still use something they delete, not whose.
 */
import assert from "node:assert/strict";
import { storeTest } from "../support/store.ts";
import { NOW, openTriggers, practice } from "./triggers-support.ts";

const RUN = (id: string) => `/workflows/triggers/${id}/run`;

storeTest(
  "a confined employee's run opens returns for their clients only; the admin's for the rest",
  async (t) => {
    // A second a write, so the latest run is the last one made.
    let tick = 0;
    const clock = () => new Date(NOW.getTime() + 1_000 * tick++);
    const office = await openTriggers(t, { clientVisibility: "assigned", clock });
    const p = await practice(office);
    const { admin, staff } = office.as;
    const feb = (await admin.get(`/account/${p.accounts.feb}`)).body;
    const given = await admin.put(`/account/${feb.id}`, { manager: staff.userId, version: feb.version });
    assert.equal(given.status, 200, given.text);

    const theirs = await staff.post(RUN(p.trigger), undefined);
    assert.equal(theirs.status, 201, theirs.text);
    assert.equal(theirs.body.created, 1);
    const [made] = theirs.body.createdRecords;
    assert.equal((await staff.get(`/incometax/${made}`)).body.account, feb.id);

    const rest = await admin.post(RUN(p.trigger), undefined);
    assert.equal(rest.status, 201, rest.text);
    assert.equal(rest.body.created, 2, "the June and VAT-only clients, which the staff member's run left");

    // The admin's run, as the staff member reads it: the others' returns by id, their own by title.
    const runs = (await staff.get("/workflows/triggers/last-runs")).body.items;
    assert.equal(runs[0].lastRun.id, rest.body.id);
    const last = (await staff.get(`/triggerrun/${rest.body.id}`)).body;
    assert.deepEqual(last._refTitles.createdRecords, last.createdRecords);
    assert.notDeepEqual(
      rest.body._refTitles.createdRecords,
      rest.body.createdRecords,
      "the admin reads titles",
    );
    assert.deepEqual(office.errors, []);
  },
);

storeTest("a refused delete counts others' records that use it without naming them", async (t) => {
  const office = await openTriggers(t, { clientVisibility: "assigned" });
  const p = await practice(office);
  const { admin, staff } = office.as;
  // Staff may delete master data here; the VAT201 tax type is used by one return, of a client not theirs.
  const [permission] = (await admin.get("/permission?role=staff")).body.items;
  const grants = { ...permission.grants, "master-data": ["read", "create", "update", "delete"] };
  const saved = await admin.put(`/permission/${permission.id}`, { ...permission, grants });
  assert.equal(saved.status, 200, saved.text);
  office.engine.grants.invalidate();

  const asStaff = await staff.del(`/taxtype/${p.vat}`);
  assert.equal(asStaff.status, 409, asStaff.text);
  assert.deepEqual(asStaff.body.error.referencedBy, [{
    resource: "incometax",
    count: 1,
    titles: [],
  }]);
  assert.ok(!asStaff.text.includes("Vat Only"));
  const asAdmin = await admin.del(`/taxtype/${p.vat}`);
  assert.equal(asAdmin.status, 409);
  assert.equal(asAdmin.body.error.referencedBy[0].titles.length, 1);
  assert.ok(asAdmin.text.includes("Vat Only"));
  assert.deepEqual(office.errors, []);
});
