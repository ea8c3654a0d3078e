/**
 * Client visibility's pure part (server/backoffice/visibility.ts): how each resource belongs to a client, who is
 * confined, which writes would leave a record its writer could not see, and that the two spellings of "this
 * employee's records" (from the employee down, for lists; from a record up, for reads) pick the same records.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import {
  clientPaths,
  confinedTo,
  ownedSql,
  Visibility,
  visibleIdsSql,
} from "../../server/backoffice/visibility.ts";
import { openStore } from "../../server/store/index.ts";

const def = (name: string) => RESOURCES.find((d) => d.name === name)!;

Deno.test("every client's record is found, directly or through the record it belongs to", () => {
  const paths = Object.fromEntries(
    [...clientPaths(RESOURCES)].map((
      [resource, steps],
    ) => [resource, steps.map((s) => `${s.field}>${s.to}`)]),
  );
  const direct = ["account>account"];
  assert.deepEqual(paths, {
    account: [],
    cipc: direct,
    opportunity: direct,
    contact: direct,
    binding: direct,
    incometax: direct,
    correspondence: direct,
    taxclearance: direct,
    exit: direct,
    entrance: direct,
    project: direct,
    secretarialjob: direct,
    annualreturn: direct,
    payment: direct,
    autopayment: direct,
    document: direct,
    documentrequest: direct,
    obligation: direct,
    job: direct,
    assessment: ["incomeTax>incometax", "account>account"],
    objection: ["assessment>assessment", "incomeTax>incometax", "account>account"],
  });
});

Deno.test("a weak or multiple ref does not make a record a client's; no client resource, no paths", () => {
  const account = def("account");
  const log: ResourceDef = {
    ...def("triggerrun"),
    fields: [
      { kind: "ref", name: "mentioned", label: account.label, to: "account", weak: true },
      { kind: "refs", name: "many", label: account.label, to: "account" },
    ],
  };
  assert.deepEqual([...clientPaths([account, log]).keys()], ["account"]);
  assert.equal(clientPaths([def("payment")]).size, 0);
});

Deno.test("under `assigned` everyone but admins and the server itself is confined; under `all`, no one", () => {
  assert.equal(confinedTo("assigned", { id: "e1", role: "staff" }), "e1");
  assert.equal(confinedTo("assigned", { id: "e2", role: "clerk" }), "e2");
  assert.equal(confinedTo("assigned", { id: "e3", role: "user" }), "e3");
  assert.equal(confinedTo("assigned", { id: "e4", role: "admin" }), null);
  assert.equal(confinedTo("assigned", { id: null, role: "system" }), null);
  assert.equal(confinedTo("all", { id: "e1", role: "staff" }), null);
  const off = new Visibility("all", RESOURCES);
  assert.equal(off.within("account", { id: "e1", role: "staff" }), undefined);
  const on = new Visibility("assigned", RESOURCES);
  assert.equal(on.within("taxtype", { id: "e1", role: "staff" }), undefined, "master data is everyone's");
  assert.equal(on.within("account", { id: "e4", role: "admin" }), undefined);
  assert.ok(on.within("objection", { id: "e1", role: "staff" }));
});

Deno.test("a confined write must keep its record in sight: the client theirs, a record on a client", () => {
  const v = new Visibility("assigned", RESOURCES);
  const staff = { id: "e1", role: "staff" };
  assert.deepEqual(v.ownProblems(def("account"), { partner: "e1", manager: "e2" }, staff), {});
  assert.deepEqual(v.ownProblems(def("account"), { partner: null, manager: "e1" }, staff), {});
  assert.deepEqual(v.ownProblems(def("account"), { partner: "e2", manager: null }, staff), {
    partner: { code: "notYourClient" },
    manager: { code: "notYourClient" },
  });
  assert.deepEqual(v.ownProblems(def("contact"), { account: null }, staff), {
    account: { code: "chooseYourClient" },
  });
  assert.deepEqual(v.ownProblems(def("contact"), { account: "a1" }, staff), {});
  assert.deepEqual(v.ownProblems(def("assessment"), { incomeTax: "" }, staff), {
    incomeTax: { code: "chooseYourClient" },
  });
  assert.deepEqual(v.ownProblems(def("taxtype"), {}, staff), {}, "not a client's record");
  assert.deepEqual(v.ownProblems(def("account"), { partner: "e2" }, { id: "e9", role: "admin" }), {});
  assert.deepEqual(new Visibility("all", RESOURCES).ownProblems(def("account"), {}, staff), {});
});

Deno.test("down from the employee and up from a record, the same records are theirs", async () => {
  const store = await openStore("sqlite::memory:");
  try {
    const ref = (resource: string, id: string, field: string, to: string, target: string) =>
      store.db.run(
        "INSERT INTO record_ref (resource, id, field, target_resource, target_id) VALUES ($1, $2, $3, $4, $5)",
        [resource, id, field, to, target],
      );
    // a1: me as partner; a2: me as manager; a3: someone else's; each with a return, assessment and objection.
    await ref("account", "a1", "partner", "employee", "me");
    await ref("account", "a2", "manager", "employee", "me");
    await ref("account", "a2", "partner", "employee", "other");
    await ref("account", "a3", "partner", "employee", "other");
    await ref("account", "a3", "office", "office", "me"); // an id that is not an employee's does not count
    for (const n of ["1", "2", "3"]) {
      await ref("incometax", `r${n}`, "account", "account", `a${n}`);
      await ref("incometax", `r${n}`, "preparedBy", "employee", "me");
      await ref("assessment", `s${n}`, "incomeTax", "incometax", `r${n}`);
      await ref("objection", `o${n}`, "assessment", "assessment", `s${n}`);
    }
    await ref("contact", "c3", "account", "account", "a3");
    const paths = clientPaths(RESOURCES);
    for (
      const [resource, prefix] of [["account", "a"], ["incometax", "r"], ["assessment", "s"], [
        "objection",
        "o",
      ]]
    ) {
      const down = await store.db.all<{ id: string }>(`${visibleIdsSql(paths, resource, "$1")} ORDER BY 1`, [
        "me",
      ]);
      assert.deepEqual(down.map((r) => r.id), [`${prefix}1`, `${prefix}2`], resource);
      const up = [];
      for (const n of ["1", "2", "3"]) {
        const row = await store.db.get<{ mine: number | boolean }>(
          `SELECT ${ownedSql(paths, resource, "$2", "$1")} AS mine`,
          ["me", `${prefix}${n}`],
        );
        if (row?.mine) up.push(`${prefix}${n}`);
      }
      assert.deepEqual(up, [`${prefix}1`, `${prefix}2`], resource);
    }
    assert.deepEqual(await store.db.all(visibleIdsSql(paths, "contact", "$1")!, ["me"]), []);
    assert.equal(visibleIdsSql(paths, "taxtype", "$1"), undefined);
    assert.equal(ownedSql(paths, "taxtype", "id", "$1"), undefined);
  } finally {
    await store.close();
  }
});
