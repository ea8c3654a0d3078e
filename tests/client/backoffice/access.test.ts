/** What the declarations never allow (unsupported actions, locked records), shared by the engine and the pages. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { isLocked, supports } from "../../../domain/resources/access.ts";
import { checkDeclarations, resourceDef, RESOURCES } from "../../../domain/resources/index.ts";

const def = (name: string) => resourceDef(name)!;

Deno.test("permission records are never added or deleted, and the admin's is never changed", () => {
  const permission = def("permission");
  strictEqual(supports(permission, "create"), false);
  strictEqual(supports(permission, "delete", { role: "staff" }), false);
  strictEqual(supports(permission, "update", { role: "staff" }), true);
  strictEqual(supports(permission, "update", { role: "admin" }), false);
  strictEqual(isLocked(permission, { role: "admin" }), true);
  strictEqual(permission.locked?.reason.tr, "Yönetici rolü her zaman tüm yetkilere sahiptir.");
});

Deno.test("a resource without such declarations supports every action on every record", () => {
  const account = def("account");
  for (const action of ["create", "update", "delete"] as const) {
    strictEqual(supports(account, action, { status: "active" }), true, action);
  }
  // A resource may declare that its records are never changed (a log).
  const log = { ...account, unsupported: ["update"] as const };
  strictEqual(supports(log, "update", { status: "active" }), false);
  strictEqual(supports(log, "delete", { status: "active" }), true);
  deepStrictEqual(checkDeclarations(RESOURCES.map((r) => (r === account ? log : r))), []);
  // No resource with an add page declares that it cannot be created.
  deepStrictEqual(RESOURCES.filter((r) => r.add && !supports(r, "create")).map((r) => r.name), []);
});

Deno.test("the declarations' checks catch an add page without create and a lock on no field", () => {
  const account = def("account");
  const broken = {
    ...account,
    unsupported: ["create"] as const,
    locked: { field: "nosuch", is: ["x"], reason: { en: "No.", tr: "Hayır.", ar: "" } },
  };
  const problems = checkDeclarations(RESOURCES.map((r) => (r === account ? broken : r)));
  deepStrictEqual(problems, [
    "account: an add page, but no create",
    'account: locked "nosuch" is not a field',
    "account: locked has no ar reason",
  ]);
});
