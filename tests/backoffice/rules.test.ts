/**
 * The business rules around the generic engine: generated codes, computed deadlines, side effects, uniqueness,
 * nested refs, fixed route values, the audit trail, all-or-nothing writes, and bodies that are not records.
 */
import assert from "node:assert/strict";
import { annualReturnDueDate, objectionDeadline } from "../../domain/deadlines.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, Fixtures, openBackoffice } from "./support.ts";

storeTest(
  "account codes: ACC0001 onwards when blank, skipping typed ones, unique without regard to case",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const code = async (n: number, given = "") => (await fx.create("account", n, { code: given })).code;
    assert.equal(await code(0), "ACC0001");
    assert.equal(await code(1), "ACC0002");
    assert.equal(await code(2, "ACC0003"), "ACC0003");
    assert.equal(await code(3), "ACC0004");

    const clash = await api.post("/account", { ...await fx.body("account", 4), code: "acc0001" });
    assert.equal(clash.status, 409, clash.text);
    assert.ok(clash.body.error.fields.code, clash.text);
    assert.match(clash.body.error.message, /^code: /);

    // Codes are never handed out twice, even after a delete; concurrent creates get distinct ones.
    const last = (await api.get("/account?code=acc0004")).body.items[0];
    assert.equal((await api.del(`/account/${last.id}`)).status, 204);
    assert.equal(await code(5), "ACC0005");
    const bodies = await Promise.all([6, 7, 8, 9, 10].map((n) => fx.body("account", n)));
    const made = await Promise.all(bodies.map((b) => api.post("/account", { ...b, code: "" })));
    assert.deepEqual(made.map((r) => r.status), [201, 201, 201, 201, 201]);
    assert.deepEqual(made.map((r) => r.body.code).sort(), [
      "ACC0006",
      "ACC0007",
      "ACC0008",
      "ACC0009",
      "ACC0010",
    ]);
    assertNoServerErrors(bo);
  },
);

storeTest(
  "an objection's deadline is computed from its assessment, and moves with the assessment date",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const assessment = await fx.create("assessment", 0, { assessmentDate: "2025-01-15" });
    const objection = await fx.create("objection", 0, { deadline: "2099-01-01" }, {
      assessment: assessment.id,
    });
    assert.equal(
      objection.deadline,
      objectionDeadline("2025-01-15"),
      "computed; the client's value is ignored",
    );

    const moved = await api.put(`/assessment/${assessment.id}`, { assessmentDate: "2025-11-03", version: 1 });
    assert.equal(moved.status, 200, moved.text);
    const after = (await api.get(`/objection/${objection.id}`)).body;
    assert.equal(after.deadline, objectionDeadline("2025-11-03"));
    assert.equal(after.version, 2);
    const audit = (await api.get(`/objection/${objection.id}/audit`)).body;
    assert.deepEqual(audit[0].changed, ["deadline"]);
    assertNoServerErrors(bo);
  },
);

storeTest(
  "creating an assessment sets its return's status to assessed, audited, in the same write",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const ret = await fx.create("incometax", 0, { status: "submitted" });
    await fx.create("assessment", 0, {}, { incometax: ret.id });
    const after = (await api.get(`/incometax/${ret.id}`)).body;
    assert.equal(after.status, "assessed");
    assert.equal(after.version, 2);
    const audit = (await api.get(`/incometax/${ret.id}/audit`)).body;
    assert.deepEqual(audit.map((e: { action: string; changed: string[] }) => [e.action, e.changed[0]]), [
      ["update", "status"],
      ["create", "account"],
    ]);
    assertNoServerErrors(bo);
  },
);

storeTest("an annual return's due date comes from the client's CIPC record when not given", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const company = await fx.create("account", 0);
  const cc = await fx.create("account", 1);
  const bare = await fx.create("account", 2);
  await fx.create("cipc", 0, {
    registrationNumber: "2015/123456/07",
    entityType: "private-company",
    incorporationDate: "2015-03-10",
  }, { account: company.id });
  await fx.create("cipc", 1, {
    registrationNumber: "2004/654321/23",
    entityType: null,
    incorporationDate: "2004-12-06",
  }, { account: cc.id });

  const due = async (account: string, dueDate: string | null) =>
    (await fx.create("annualreturn", 0, { year: 2025, dueDate }, { account })).dueDate;
  assert.equal(
    await due(company.id, null),
    annualReturnDueDate({ kind: "company", incorporationDate: "2015-03-10", year: 2025 }),
  );
  assert.equal(
    await due(cc.id, ""),
    "2026-01-31",
    "a close corporation (from the number's suffix): end of next month",
  );
  assert.equal(await due(company.id, "2025-05-05"), "2025-05-05", "a given date stands");
  assert.equal(await due(bare.id, null), null, "no CIPC record, no date");
  assertNoServerErrors(bo);
});

storeTest(
  "unique fields clash without regard to case (409 naming the field); nothing is written",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const before = (await api.get("/module")).body.total;
    const clash = await api.post("/module", { key: "CLIENTS", name: "Clients again" });
    assert.equal(clash.status, 409, clash.text);
    assert.deepEqual(Object.keys(clash.body.error.fields), ["key"]);
    assert.equal((await api.get("/module")).body.total, before);
    const made = await api.post("/module", { key: "archive", name: "Archive" });
    assert.equal(made.status, 201);
    const renamed = await api.put(`/module/${made.body.id}`, { key: "Clients", version: 1 });
    assert.equal(renamed.status, 409);
    const ok = await api.put(`/module/${made.body.id}`, { key: "ARCHIVE", version: 1 });
    assert.equal(ok.status, 200, "its own value, in another case, is no clash");
    const rows = await bo.store.db.all("SELECT count(*) AS n FROM audit_log WHERE resource = 'module'");
    assert.deepEqual(rows, [{ n: 2 }]);
    assertNoServerErrors(bo);
  },
);

storeTest("refs in lists and nested objects are checked and block deletes", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const opportunity = await fx.body("opportunity", 0);
  const badList = await api.post("/opportunity", { ...opportunity, services: [fx.refId("taxtype"), "gone"] });
  assert.equal(badList.status, 400);
  assert.equal(badList.body.error.fields["services.1"].message, "No taxtype with id gone.");

  const group = await fx.create("accountgroup", 3);
  const trigger = await fx.body("trigger", 0);
  const badNested = await api.post("/trigger", { ...trigger, accountFilter: { accountGroup: "gone" } });
  assert.equal(badNested.status, 400);
  assert.equal(badNested.body.error.fields["accountFilter.accountGroup"].code, "noSuchRecord");
  const made = await fx.create("trigger", 0, { accountFilter: { accountGroup: group.id } });
  const refused = await api.del(`/accountgroup/${group.id}`);
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.error.referencedBy, [{
    resource: "trigger",
    count: 1,
    titles: [made._title],
  }]);
  assertNoServerErrors(bo);
});

storeTest("entrance and exit letters: the route fixes the kind; each list holds its own", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const fx = new Fixtures(api);
  const exit = await fx.create("exit", 0, { kind: "entrance" });
  assert.equal(exit.kind, "exit");
  const changed = await api.put(`/exit/${exit.id}`, { kind: "entrance", version: 1, status: "sent" });
  assert.equal(changed.body.kind, "exit");
  assert.equal((await api.get("/entrance")).body.total, 0);
  assert.equal((await api.get(`/entrance/${exit.id}`)).status, 404);
  assertNoServerErrors(bo);
});

storeTest(
  "bodies that are not records are 400s, never 500s; server fields in a body are ignored, unknown ones refused",
  async (t) => {
    const bo = await openBackoffice(t);
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    for (const body of ["{not json", "[1, 2]", '"text"', "null"]) {
      const res = await api.post("/office", body);
      assert.equal(res.status, 400, `${body}: ${res.text}`);
      assert.ok(res.body.error.fields.body, res.text);
    }
    const misspelt = await api.post("/office", { name: "Head office", nmae: "Head office" });
    assert.equal(misspelt.status, 400, "a key that is no field is not dropped without a word");
    assert.ok(misspelt.body.error.fields.nmae, misspelt.text);
    const office = await api.post("/office", {
      name: "Head office",
      id: "chosen-id",
      version: 7,
      createdBy: "someone",
      _title: "shown",
    });
    assert.equal(office.status, 201);
    assert.notEqual(office.body.id, "chosen-id");
    assert.equal(office.body.version, 1);
    assert.equal(office.body.createdBy, api.userId);

    const noVersion = await api.put(`/office/${office.body.id}`, { name: "HQ" });
    assert.equal(noVersion.status, 400);
    assert.ok(noVersion.body.error.fields.version);
    assert.equal((await api.put(`/office/${office.body.id}`, { name: "HQ", version: "x" })).status, 400);
    assert.equal((await api.put("/office/nope", { name: "HQ", version: 1 })).status, 404);
    assert.equal((await api.del("/office/nope")).status, 404);
    assert.equal((await api.request("PATCH", `/office/${office.body.id}`, { name: "x" })).status, 405);
    // NUL characters: PostgreSQL cannot hold them, so both engines refuse them by name.
    const nul = await api.post("/office", { name: "Head\u0000office" });
    assert.equal(nul.status, 400);
    assert.ok(nul.body.error.fields.name, nul.text);
    assert.equal((await api.get("/office?q=a%00b")).status, 400);
    assert.equal((await api.get("/office?name=a%00b")).status, 400);
    assert.equal((await api.get("/office/a%00b")).status, 404);
    // Half of a character (a lone surrogate, which JSON spells as \ud800): no text holds one, jsonb refuses it.
    const half = await api.post("/office", { name: "Head", address: "lone \ud800 half" });
    assert.equal(half.status, 400, half.text);
    assert.equal(half.body.error.fields.address.code, "wholeCharacters");
    const paired = await api.post("/office", { name: "Karoo 🧾 office" });
    assert.equal(paired.status, 201, paired.text);
    const same = await api.put(`/office/${office.body.id}`, { name: "Head office", version: 1 });
    assert.equal(same.body.version, 1, "a write that changes nothing is not a new version");
    await fx.ensure("account");
    assertNoServerErrors(bo);
  },
);

storeTest(
  "writes are all-or-nothing: a failing side effect leaves no record, ref, claim or audit row",
  async (t) => {
    const bo = await openBackoffice(t, {
      hooks: {
        ...HOOKS,
        contact: {
          after: () => Promise.reject(new Error("side effect failed")),
        },
      },
    });
    const api = bo.as.admin;
    const fx = new Fixtures(api);
    const res = await api.post("/contact", await fx.body("contact", 0));
    assert.equal(res.status, 500);
    assert.equal(bo.errors.length, 1);
    const count = async (sql: string) => (await bo.store.db.get<{ n: number }>(sql))!.n;
    assert.equal(await count("SELECT count(*) AS n FROM record WHERE resource = 'contact'"), 0);
    assert.equal(await count("SELECT count(*) AS n FROM record_ref WHERE resource = 'contact'"), 0);
    assert.equal(await count("SELECT count(*) AS n FROM audit_log WHERE resource = 'contact'"), 0);
  },
);

storeTest("the audit trail: who, when, which fields, newest first, never a password", async (t) => {
  let now = new Date("2026-03-02T08:00:00.000Z");
  const bo = await openBackoffice(t, { clock: () => now });
  const api = bo.as.staff;
  const fx = new Fixtures(bo.as.admin);
  const office = (await api.post("/office", { name: "Durban", phone: "+27 31 555 0000" })).body;
  now = new Date("2026-03-02T09:00:00.000Z");
  await api.put(`/office/${office.id}`, { name: "Durban North", version: 1 });
  const audit = (await api.get(`/office/${office.id}/audit`)).body;
  assert.deepEqual(
    audit.map((e: Record<string, unknown>) => [e.action, e.userId, e.userName, e.at, e.changed, e.version]),
    [
      ["update", api.userId, "staff Tester", "2026-03-02T09:00:00.000Z", ["name"], 2],
      ["create", api.userId, "staff Tester", "2026-03-02T08:00:00.000Z", ["name", "phone"], 1],
    ],
  );

  const employee = await fx.create("employee", 0, { password: "first-secret-1" });
  const changed = await bo.as.admin.put(`/employee/${employee.id}`, {
    password: "second-secret-2",
    version: 1,
  });
  assert.equal(changed.status, 200, changed.text);
  const entries = (await bo.as.admin.get(`/employee/${employee.id}/audit`)).body;
  assert.deepEqual(entries[0].changed, ["password"]);
  const raw = await bo.store.db.all<{ changed: string }>("SELECT changed FROM audit_log");
  assert.ok(raw.every((r) => !/secret/.test(r.changed)), "no password in the audit log");
  assert.equal((await api.get("/office/never-existed/audit")).status, 404);
  assertNoServerErrors(bo);
});
