import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { allows } from "../../../client/backoffice/data/grants.ts";
import { changedNames } from "../../../client/backoffice/view/AuditHistory.tsx";

Deno.test("grants: an action is offered only where the role's module grants it; admin has everything", () => {
  const clerk = { role: "clerk", grants: { clients: ["read", "create", "update"], "master-data": ["read"] } };
  strictEqual(allows(clerk, "clients", "update"), true);
  strictEqual(allows(clerk, "clients", "delete"), false);
  strictEqual(allows(clerk, "master-data", "create"), false);
  strictEqual(allows(clerk, "employees", "read"), false);
  strictEqual(allows({ role: "admin", grants: {} }, "administration", "delete"), true);
});

Deno.test("audit entries name their changed fields as a list or as an object of changes", () => {
  deepStrictEqual(changedNames(["name", "status"]), ["name", "status"]);
  deepStrictEqual(changedNames({ name: ["a", "b"] }), ["name"]);
  deepStrictEqual(changedNames(undefined), []);
});
