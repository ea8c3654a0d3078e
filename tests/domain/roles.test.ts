import { strictEqual } from "node:assert/strict";
import { authRoles, DEFAULT_AUTH, hasPermission } from "../../domain/roles.ts";

Deno.test("'none' and a missing list are open to everyone, guests included", () => {
  for (const user of [[], ["admin"], "clerk", null]) {
    strictEqual(hasPermission("none", user), true);
    strictEqual(hasPermission(undefined, user), true);
  }
});

Deno.test("an empty list admits guests only", () => {
  strictEqual(hasPermission(authRoles.onlyGuest, []), true);
  strictEqual(hasPermission(authRoles.onlyGuest, null), true);
  strictEqual(hasPermission(authRoles.onlyGuest, ["user"]), false);
});

Deno.test("otherwise the user needs one listed role", () => {
  strictEqual(hasPermission(authRoles.admin, ["admin"]), true);
  strictEqual(hasPermission(authRoles.admin, ["staff"]), false);
  strictEqual(hasPermission(authRoles.staff, "staff"), true);
  strictEqual(hasPermission(authRoles.user, ["clerk"]), false);
  strictEqual(hasPermission(DEFAULT_AUTH, ["clerk"]), true);
  strictEqual(hasPermission(DEFAULT_AUTH, []), false);
});
