/**
 * The history's from → to: an update's audit entry keeps each changed field's value before and after (the generic
 * engine and the employee's own table), never a write-only one's; long values are shortened; a hook's change to
 * another record is kept the same way; entries written before values were kept still read.
 */
import assert from "node:assert/strict";
import { AUDIT_TEXT_KEPT } from "../../domain/resources/audit.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";

storeTest("an update's audit entry keeps each changed field from → to", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const account = await fx.create("account", 0, { email: "a@x.co.za", notes: "Old notes", phone: null });
  const put = await api.put(`/account/${account.id}`, {
    email: "B@Y.co.za",
    notes: "New notes",
    phone: "011 555 0101",
    status: account.status,
    version: account.version,
  });
  assert.equal(put.status, 200, put.text);
  const [entry, created] = (await api.get(`/account/${account.id}/audit`)).body;
  assert.deepEqual(entry.changed, ["email", "notes", "phone"]);
  assert.deepEqual(entry.changes, {
    email: { from: "a@x.co.za", to: "b@y.co.za" },
    notes: { from: "Old notes", to: "New notes" },
    phone: { from: null, to: "011 555 0101" },
  });
  assert.deepEqual(created.changes, {}, "a create names its fields only");
  assertNoServerErrors(bo);
});

storeTest("an employee's update keeps from → to, and names a new password without its value", async (t) => {
  const bo = await openBackoffice(t);
  const fx = new Fixtures(bo.as.admin);
  const employee = await fx.create("employee", 0, {
    email: "thandi@practice.test",
    phone: null,
    password: "first-secret-1",
  });
  const put = await bo.as.admin.put(`/employee/${employee.id}`, {
    email: "Thandi.M@practice.test",
    phone: "+27 82 555 0101",
    password: "second-secret-2",
    version: employee.version,
  });
  assert.equal(put.status, 200, put.text);
  const [entry] = (await bo.as.admin.get(`/employee/${employee.id}/audit`)).body;
  assert.deepEqual(entry.changed, ["email", "password", "phone"]);
  assert.deepEqual(entry.changes, {
    email: { from: "thandi@practice.test", to: "thandi.m@practice.test" },
    phone: { from: null, to: "+27 82 555 0101" },
  });
  const raw = await bo.store.db.all<{ changed: string }>("SELECT changed FROM audit_log");
  assert.ok(raw.every((r) => !/secret/.test(r.changed)), "no password in the audit log");

  // A stale save still refuses with the record as it now is, for the form to merge with (never a password).
  const stale = await bo.as.admin.put(`/employee/${employee.id}`, { phone: null, version: employee.version });
  assert.equal(stale.status, 409, stale.text);
  assert.equal(stale.body.error.current.email, "thandi.m@practice.test");
  assert.ok(!("password" in stale.body.error.current));
  assertNoServerErrors(bo);
});

storeTest("long values are kept shortened: a text's start, a long list's length", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const row = (n: number) => ({ text: `Working paper ${n} reviewed and filed`, done: n % 2 === 0 });
  const binding = await fx.create("binding", 0, {
    comments: "a".repeat(3000),
    checklist: [row(1), row(2)],
  });
  const long = Array.from({ length: 80 }, (_, i) => row(i));
  const put = await api.put(`/binding/${binding.id}`, {
    comments: "b".repeat(3000),
    checklist: long,
    version: binding.version,
  });
  assert.equal(put.status, 200, put.text);
  const [entry] = (await api.get(`/binding/${binding.id}/audit`)).body;
  assert.deepEqual(entry.changes.comments, {
    from: `${"a".repeat(AUDIT_TEXT_KEPT)}…`,
    to: `${"b".repeat(AUDIT_TEXT_KEPT)}…`,
  });
  assert.deepEqual(entry.changes.checklist, { from: [row(1), row(2)], to: { count: 80 } });
  assertNoServerErrors(bo);
});

storeTest("a hook's change to another record is kept from → to as well", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const ret = await fx.create("incometax", 0, { status: "submitted" });
  await fx.create("assessment", 0, {}, { incometax: ret.id });
  const [entry] = (await api.get(`/incometax/${ret.id}/audit`)).body;
  assert.deepEqual(entry.changes.status, { from: "submitted", to: "assessed" });
  assertNoServerErrors(bo);
});

storeTest("an entry written before values were kept still reads: its names, no values", async (t) => {
  const bo = await openBackoffice(t);
  const office = (await bo.as.admin.post("/office", { name: "Durban" })).body;
  await bo.store.db.run(
    `INSERT INTO audit_log (id, resource, record_id, action, user_id, at, changed, version)
     VALUES ('old-entry', 'office', $1, 'update', NULL, '2026-01-01T00:00:00.000Z', '["name","phone"]', 2)`,
    [office.id],
  );
  const [entry] = (await bo.as.admin.get(`/office/${office.id}/audit`)).body;
  assert.deepEqual([entry.changed, entry.changes], [["name", "phone"], {}]);
  assertNoServerErrors(bo);
});
