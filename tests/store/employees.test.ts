import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError } from "../../server/store/errors.ts";
import type { NewEmployee } from "../../server/store/employees.ts";
import { storeTest } from "../support/store.ts";

/** A clock that stands still until the test moves it. */
function testClock(start = "2026-03-01T08:00:00.000Z") {
  let now = Date.parse(start);
  return {
    read: () => new Date(now),
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/** zod 4's ZodError is no Error subclass to node:assert, which would call the class as a predicate. */
const isZodError = (error: unknown) => error instanceof ZodError;

const thandi: NewEmployee = {
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "  Thandi.Mokoena@Ledgerdesk.TEST ",
  role: "staff",
  passwordHash: "pbkdf2-sha256$600000$c2FsdA$aGFzaA",
};

storeTest("employees: create, then find by email (any case) and by id", async (t) => {
  const clock = testClock();
  const store = await t.openStore({ clock: clock.read });
  assert.equal(await store.employees.count(), 0);

  const created = await store.employees.create(thandi, "admin-id");
  assert.match(created.id, /^[0-9a-f-]{36}$/);
  assert.deepStrictEqual(created, {
    id: created.id,
    firstName: "Thandi",
    lastName: "Mokoena",
    email: "thandi.mokoena@ledgerdesk.test",
    phone: null,
    department: null,
    designation: null,
    office: null,
    division: null,
    role: "staff",
    active: true,
    passwordHash: thandi.passwordHash,
    settings: null,
    shortcuts: null,
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-01T08:00:00.000Z",
    createdBy: "admin-id",
    updatedBy: "admin-id",
    version: 1,
  });
  assert.deepStrictEqual(await store.employees.findByEmail("THANDI.MOKOENA@ledgerdesk.test"), created);
  assert.deepStrictEqual(await store.employees.findByEmail(" thandi.mokoena@ledgerdesk.test "), created);
  assert.deepStrictEqual(await store.employees.findById(created.id), created);
  assert.equal(await store.employees.findByEmail("nobody@ledgerdesk.test"), undefined);
  assert.equal(await store.employees.findById("no-such-id"), undefined);
  // An id from a request's path may hold anything: PostgreSQL would refuse a NUL in the query.
  for (const id of ["\u0000", `${created.id}\u0000`]) {
    assert.equal(await store.employees.findById(id), undefined);
  }
  assert.equal(await store.employees.count(), 1);
});

storeTest("employees: every field round-trips", async (t) => {
  const store = await t.openStore();
  const full = await store.employees.create({
    firstName: "Pieter",
    lastName: "van der Merwe",
    email: "pieter@ledgerdesk.test",
    phone: "+27 21 555 0101",
    department: "dep-1",
    designation: "des-1",
    office: "off-1",
    division: "div-1",
    role: "clerk",
    active: false,
    passwordHash: "hash",
    settings: { layout: { style: "horizontal" }, theme: "dark", rtl: false },
    shortcuts: ["apps.calendar", "apps.mail"],
  }, null);
  const found = await store.employees.findById(full.id);
  assert.deepStrictEqual(found, full);
  assert.equal(found?.active, false);
  assert.deepStrictEqual(found?.settings, { layout: { style: "horizontal" }, theme: "dark", rtl: false });
  assert.equal(found?.createdBy, null);
});

storeTest("employees: a taken email (in any case) is a ConflictError on email", async (t) => {
  const store = await t.openStore();
  await store.employees.create(thandi, null);
  await assert.rejects(
    store.employees.create({ ...thandi, firstName: "Other", email: "THANDI.mokoena@ledgerdesk.test" }, null),
    (error: unknown) => {
      assert.ok(error instanceof ConflictError);
      assert.equal(error.field, "email");
      assert.match(error.message, /thandi\.mokoena@ledgerdesk\.test/);
      return true;
    },
  );
  assert.equal(await store.employees.count(), 1);

  // Inside a transaction the conflict leaves the transaction usable (no aborted PostgreSQL transaction).
  await store.db.transaction(async () => {
    await assert.rejects(store.employees.create(thandi, null), ConflictError);
    await store.employees.create({ ...thandi, email: "second@ledgerdesk.test" }, null);
  });
  assert.equal(await store.employees.count(), 2);
});

storeTest("employees: bad input is a ZodError and the database checks the role too", async (t) => {
  const store = await t.openStore();
  await assert.rejects(store.employees.create({ ...thandi, role: "owner" as never }, null), isZodError);
  await assert.rejects(store.employees.create({ ...thandi, firstName: "" }, null), isZodError);
  await assert.rejects(store.employees.create({ ...thandi, passwordHash: "" }, null), isZodError);
  await assert.rejects(store.db.run(
    `INSERT INTO employee (id, first_name, last_name, email, role, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    ["x", "A", "B", "a@b.test", "owner", "h", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
  ));
  assert.equal(await store.employees.count(), 0);
  // The column defaults: active true, version 1.
  await store.db.run(
    `INSERT INTO employee (id, first_name, last_name, email, role, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    ["y", "A", "B", "a@b.test", "user", "h", "2026-01-01T00:00:00.000Z"],
  );
  const row = await store.employees.findById("y");
  assert.equal(row?.active, true);
  assert.equal(row?.version, 1);
});

storeTest("employees: updateUserData replaces settings/shortcuts and bumps version", async (t) => {
  const clock = testClock();
  const store = await t.openStore({ clock: clock.read });
  const created = await store.employees.create(thandi, null);
  clock.advance(60);

  const first = await store.employees.updateUserData(created.id, { settings: { theme: "dark" } }, created.id);
  assert.deepStrictEqual(first, {
    ...created,
    settings: { theme: "dark" },
    updatedAt: "2026-03-01T08:01:00.000Z",
    updatedBy: created.id,
    version: 2,
  });
  assert.deepStrictEqual(await store.employees.findById(created.id), first);

  const second = await store.employees.updateUserData(created.id, { shortcuts: ["apps.mail"] }, "someone");
  assert.deepStrictEqual(second?.settings, { theme: "dark" }, "a missing key is kept");
  assert.deepStrictEqual(second?.shortcuts, ["apps.mail"]);
  assert.equal(second?.version, 3);
  assert.equal(second?.updatedBy, "someone");
  assert.equal(second?.createdAt, created.createdAt);

  const cleared = await store.employees.updateUserData(created.id, { settings: null }, "someone");
  assert.equal(cleared?.settings, null);
  assert.deepStrictEqual(cleared?.shortcuts, ["apps.mail"]);
  assert.equal(cleared?.version, 4);

  const unchanged = await store.employees.updateUserData(created.id, {}, "someone");
  assert.deepStrictEqual(unchanged, cleared);
  assert.equal(await store.employees.updateUserData("no-such-id", { settings: {} }, null), undefined);
});
