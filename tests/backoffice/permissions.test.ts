/** DOMAIN.md "Administration": modules, one permission record per role, enforced on every back-office call. */
import assert from "node:assert/strict";
import { permission } from "../../domain/resources/administration.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine } from "../../server/backoffice/create-engine.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { Refusal } from "../../domain/api/index.ts";
import { STATUS_OF_KIND } from "../../server/middleware/errors.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Caller, fastHash, Fixtures, openBackoffice } from "./support.ts";

const ALL = ["read", "create", "update", "delete"];

storeTest("the seeded modules and grants, as each role sees them", async (t) => {
  const bo = await openBackoffice(t);
  const modules = await bo.as.admin.get("/module?pageSize=200");
  assert.deepEqual(modules.body.items.map((m: { key: string }) => m.key), [
    "administration",
    "clients",
    "compliance",
    "documents",
    "employees",
    "master-data",
    "payments",
    "reports",
    "secretarial",
    "tax",
  ]);
  const grants = async (role: keyof typeof bo.as) => (await bo.as[role].get("/me/grants")).body;
  assert.deepEqual((await grants("admin")).grants.administration, ALL);
  assert.deepEqual(await grants("staff"), {
    role: "staff",
    grants: {
      clients: ALL,
      tax: ALL,
      secretarial: ALL,
      payments: ALL,
      documents: ALL,
      compliance: ALL,
      reports: ALL,
      "master-data": ["read", "create", "update"],
      employees: ["read"],
      administration: ["read"],
    },
  });
  assert.deepEqual((await grants("user")).grants, {
    clients: ["read", "create", "update"],
    tax: ["read", "create", "update"],
    secretarial: ["read", "create", "update"],
    payments: ["read", "create", "update"],
    documents: ["read", "create", "update"],
    compliance: ["read", "create", "update"],
    reports: ["read"],
    "master-data": ["read"],
    employees: ["read"],
    administration: [],
  });
  assert.deepEqual((await grants("clerk")).grants, {
    clients: ["read", "create", "update"],
    tax: ["read"],
    secretarial: ["read"],
    payments: ["read", "create", "update"],
    documents: ["read", "create"],
    compliance: ["read"],
    reports: [],
    "master-data": ["read"],
    employees: [],
    administration: [],
  });
  const permissions = await bo.as.admin.get("/permission");
  assert.deepEqual(permissions.body.items.map((p: { role: string }) => p.role), [
    "admin",
    "clerk",
    "staff",
    "user",
  ]);
  assertNoServerErrors(bo);
});

storeTest("each call needs its action on the resource's module: 403 with a clear message", async (t) => {
  const bo = await openBackoffice(t);
  const fx = new Fixtures(bo.as.admin);
  const accountId = await fx.ensure("account");
  const { clerk, user, staff } = bo.as;

  const refusedDelete = await clerk.del(`/account/${accountId}`);
  assert.equal(refusedDelete.status, 403);
  assert.equal(refusedDelete.body.error.message, "Your role (clerk) may not delete records in Clients.");
  assert.equal((await bo.as.admin.get(`/account/${accountId}`)).status, 200, "the record is still there");

  assert.equal(
    (await user.get("/module")).body.error.message,
    "Your role (user) may not read records in Administration.",
  );
  assert.equal((await user.get("/permission")).status, 403);
  assert.equal(
    (await clerk.get("/employee")).body.error.message,
    "Your role (clerk) may not read records in Employees.",
  );
  assert.equal(
    (await clerk.post("/incometax", {})).body.error.message,
    "Your role (clerk) may not create records in Tax.",
  );
  assert.equal((await staff.post("/employee", {})).status, 403);
  assert.equal((await staff.del(`/accounttype/${fx.refId("accounttype")}`)).status, 403);
  assert.equal((await staff.get(`/account/${accountId}/audit`)).status, 200);

  // What the grants allow goes through.
  const contact = await clerk.post("/contact", await fx.body("contact", 5));
  assert.equal(contact.status, 201, contact.text);
  assert.equal(
    (await clerk.put(`/contact/${contact.body.id}`, { firstName: "Nomsa", version: 1 })).status,
    200,
  );
  assert.equal((await user.get("/employee")).status, 200);

  // A token whose role has no permission record may do nothing.
  const guest = new Caller(bo.app, await bo.tokens.issue(clerk.userId, "guest", "backoffice"), clerk.userId);
  assert.equal((await guest.get("/account")).status, 403);
  assert.deepEqual(Object.values((await guest.get("/me/grants")).body.grants).flat(), []);
  assertNoServerErrors(bo);
});

storeTest(
  "permission records: never added or deleted (405), admin's read-only, a change applies at once",
  async (t) => {
    const bo = await openBackoffice(t);
    const { admin, staff } = bo.as;
    const records = (await admin.get("/permission")).body.items;
    const byRole = Object.fromEntries(records.map((r: { role: string }) => [r.role, r]));

    const added = await admin.post("/permission", { role: "guest", grants: {} });
    assert.equal(added.status, 405);
    assert.match(added.body.error.message, /cannot be created/);
    assert.equal((await admin.del(`/permission/${byRole.staff.id}`)).status, 405);

    const adminChange = await admin.put(`/permission/${byRole.admin.id}`, {
      grants: {},
      version: byRole.admin.version,
    });
    assert.equal(adminChange.status, 403);
    assert.equal(adminChange.body.error.message, permission.locked!.reason.en);

    const bad = await admin.put(`/permission/${byRole.staff.id}`, {
      grants: { clients: ["fly"] },
      version: byRole.staff.version,
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.error.fields["grants.clients.0"], bad.text);

    // Staff lose delete on clients: the next call is refused, and the grants endpoint says so.
    const accountId = await new Fixtures(admin).ensure("account");
    const grants = { ...byRole.staff.grants, clients: ["read", "create", "update"] };
    const { version } = byRole.staff;
    const changed = await admin.put(`/permission/${byRole.staff.id}`, { grants, role: "admin", version });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.role, "staff", "the role of a permission record is not editable");
    assert.deepEqual((await staff.get("/me/grants")).body.grants.clients, ["read", "create", "update"]);
    const refused = await staff.del(`/account/${accountId}`);
    assert.equal(refused.body.error.message, "Your role (staff) may not delete records in Clients.");

    // Staff may read permissions but not change them.
    assert.equal((await staff.get(`/permission/${byRole.staff.id}`)).status, 200);
    assert.equal((await staff.put(`/permission/${byRole.staff.id}`, { grants, version: 2 })).status, 403);
    assertNoServerErrors(bo);
  },
);

storeTest("the engine itself keeps what the declaration forbids, whoever calls it", async (t) => {
  const bo = await openBackoffice(t);
  const engine = createEngine({
    db: bo.store.db,
    defs: RESOURCES,
    validate: validateRecord,
    hash: fastHash,
    clock: () => new Date(),
    hooks: HOOKS,
  });
  const def = engine.def("permission")!;
  const actor = { id: bo.as.admin.userId, role: "admin" };
  const records = (await bo.as.admin.get("/permission")).body.items;
  const admin = records.find((r: { role: string }) => r.role === "admin");
  const refusal = (work: Promise<unknown>, status: number, message: string | RegExp) =>
    assert.rejects(
      work,
      (e: unknown) => e instanceof Refusal && STATUS_OF_KIND[e.kind] === status && !!e.message.match(message),
    );
  await refusal(engine.create(def, { grants: {} }, actor), 405, /^Permission records cannot be created\.$/);
  await refusal(engine.remove(def, admin.id, actor), 405, /cannot be deleted/);
  await refusal(
    engine.update(def, admin.id, { grants: {}, version: admin.version }, actor),
    403,
    permission.locked!.reason.en,
  );
  assert.equal((await bo.as.admin.get(`/permission/${admin.id}`)).body.version, admin.version);

  // Any action can be declared unsupported: records of a log are never changed.
  const logs = createEngine({
    db: bo.store.db,
    defs: RESOURCES.map((d) => (d.name === "accountgroup" ? { ...d, unsupported: ["update" as const] } : d)),
    validate: validateRecord,
    hash: fastHash,
    clock: () => new Date(),
    hooks: HOOKS,
  });
  const group = logs.def("accountgroup")!;
  const entry = await logs.create(group, { name: "Written once" }, actor);
  await refusal(logs.update(group, entry.id, { name: "Again", version: 1 }, actor), 405, /cannot be changed/);
  assertNoServerErrors(bo);
});
