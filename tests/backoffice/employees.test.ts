/** The employee resource over the sign-in table: write-only passwords, unique emails, and signing in. */
import assert from "node:assert/strict";
import { verifyPassword } from "../../server/auth/passwords.ts";
import { testApp } from "../support/app.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";

const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

Deno.test("an employee created through the resource signs in with /api/users/login; a new password replaces the old", async () => {
  const { app } = await testApp();
  const login = (email: string, password: string) =>
    app.request("/api/users/login", json("POST", { email, password }));
  const admin = await (await login("admin@ledgerdesk.test", "ledgerdesk-admin")).json();
  const token = admin.jwt_access_token;

  const created = await app.request(
    "/api/backoffice/employee",
    json("POST", {
      firstName: "Naledi",
      lastName: "Mokoena",
      email: "Naledi@Example.co.za",
      role: "user",
      password: "first-password",
    }, token),
  );
  assert.equal(created.status, 201, await created.clone().text());
  const employee = await created.json();
  assert.equal(employee.email, "naledi@example.co.za");
  assert.ok(!("password" in employee) && !("passwordHash" in employee));

  const session = await login("naledi@example.co.za", "first-password");
  assert.equal(session.status, 200);
  const body = await session.json();
  assert.deepEqual([body.role, body.userId, body.name], ["user", employee.id, "Naledi Mokoena"]);

  const changed = await app.request(
    `/api/backoffice/employee/${employee.id}`,
    json("PUT", { password: "second-password", version: 1 }, token),
  );
  assert.equal(changed.status, 200);
  assert.equal((await login("naledi@example.co.za", "first-password")).status, 401);
  assert.equal((await login("naledi@example.co.za", "second-password")).status, 200);

  const deactivated = await app.request(
    `/api/backoffice/employee/${employee.id}`,
    json("PUT", { active: false, version: 2 }, token),
  );
  assert.equal(deactivated.status, 200);
  assert.equal((await login("naledi@example.co.za", "second-password")).status, 401);
});

storeTest(
  "employees: password required on create, kept when left blank, never returned; email unique",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const body = await fx.body("employee", 0);

    const noPassword = await api.post("/employee", { ...body, password: "" });
    assert.equal(noPassword.status, 400);
    assert.ok(noPassword.body.error.fields.password);
    const taken = await api.post("/employee", { ...body, email: "CLERK@ledgerdesk.test" });
    assert.equal(taken.status, 409, taken.text);
    assert.ok(taken.body.error.fields.email);

    const created = await api.post("/employee", { ...body, password: "kept-password" });
    assert.equal(created.status, 201);
    const kept = await api.put(`/employee/${created.body.id}`, {
      phone: "+27 11 555 0101",
      password: "",
      version: 1,
    });
    assert.equal(kept.status, 200, kept.text);
    const stored = await bo.store.employees.findById(created.body.id);
    assert.ok(stored && await verifyPassword("kept-password", stored.passwordHash), "the password was kept");
    assert.equal(stored.phone, "+27 11 555 0101");

    const renamed = await api.put(`/employee/${created.body.id}`, {
      email: "admin@LEDGERDESK.test",
      version: 2,
    });
    assert.equal(renamed.status, 409);

    const list = await api.get("/employee?q=tester&sort=email");
    assert.deepEqual(list.body.items.map((e: { email: string }) => e.email), [
      "admin@ledgerdesk.test",
      "clerk@ledgerdesk.test",
      "staff@ledgerdesk.test",
      "user@ledgerdesk.test",
    ]);
    assert.ok(list.body.items.every((e: object) => !("password" in e)));
    // A full name finds its employee though first and last names are kept apart, in either order.
    for (const q of ["clerk tester", "Tester  Clerk"]) {
      const named = await api.get(`/employee?q=${encodeURIComponent(q)}`);
      assert.deepEqual(named.body.items.map((e: { email: string }) => e.email), ["clerk@ledgerdesk.test"], q);
    }
    assert.equal((await api.get("/employee?q=clerk%20nobody")).body.total, 0, "every word must match");
    assert.equal((await api.get("/employee?role=clerk")).body.total, 1);
    assert.equal((await api.get("/employee?active=false")).body.total, 0);
    const department = await fx.create("department", 0);
    await api.put(`/employee/${created.body.id}`, { department: department.id, version: 2 });
    assert.equal((await api.get(`/employee?department=${department.id}`)).body.total, 1);
    assert.equal(
      (await api.del(`/department/${department.id}`)).status,
      409,
      "an employee's department is in use",
    );

    const self = await api.del(`/employee/${api.userId}`);
    assert.equal(self.status, 409);
    assert.match(self.body.error.message, /your own employee record/);
    assertNoServerErrors(bo);
  },
);

storeTest(
  "the last active admin cannot be demoted, deactivated or deleted (409); with another admin they can",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const me = api.userId;
    const last = /^admin Tester is the last active admin: make another employee an active admin first/;

    // Alone: not to staff, not inactive, and nothing was written.
    for (const change of [{ role: "staff" }, { active: false }]) {
      const refused = await api.put(`/employee/${me}`, { ...change, version: 1 });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.error.message, last);
    }
    const mine = (await api.get(`/employee/${me}`)).body;
    assert.deepEqual([mine.role, mine.active, mine.version], ["admin", true, 1]);

    // A second admin makes both changes possible, each way round; an inactive admin does not count.
    const other = await fx.create("employee", 0, { role: "admin" });
    const demoted = await api.put(`/employee/${other.id}`, { role: "staff", version: 1 });
    assert.equal(demoted.status, 200, demoted.text);
    await api.put(`/employee/${other.id}`, { role: "admin", active: false, version: 2 });
    assert.equal((await api.put(`/employee/${me}`, { role: "user", version: 1 })).status, 409);
    await api.put(`/employee/${other.id}`, { active: true, version: 3 });
    const stepDown = await api.put(`/employee/${me}`, { active: false, version: 1 });
    assert.equal(stepDown.status, 200, stepDown.text);

    // Now `other` is the last: the (still signed-in) caller may not delete or demote them.
    const named = new RegExp(`^${other.firstName} ${other.lastName} is the last active admin`);
    const deleted = await api.del(`/employee/${other.id}`);
    assert.equal(deleted.status, 409, deleted.text);
    assert.match(deleted.body.error.message, named);
    assert.equal((await api.get(`/employee/${other.id}`)).status, 200);
    assert.equal((await api.put(`/employee/${other.id}`, { role: "clerk", version: 4 })).status, 409);

    // Two admins demoting each other at the same moment: one of them stays an admin.
    await api.put(`/employee/${me}`, { active: true, version: 2 });
    const both = await Promise.all([
      api.put(`/employee/${me}`, { role: "staff", version: 3 }),
      api.put(`/employee/${other.id}`, { role: "staff", version: 4 }),
    ]);
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await api.get("/employee?role=admin&active=true")).body.total, 1);
    assertNoServerErrors(bo);
  },
);
