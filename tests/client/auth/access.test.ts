import { strictEqual } from "node:assert/strict";
import { decideAccess, returnPath, SIGNED_IN } from "../../../client/session/access.ts";
import { authRoles } from "../../../domain/roles.ts";

const guest = { signedIn: false, roles: [], kind: null } as const;
const employee = (...roles: string[]) => ({ signedIn: true, roles, kind: "employee" as const });
const demo = (...roles: string[]) => ({ signedIn: true, roles, kind: "demo" as const });

Deno.test("a route without its own setting takes the default list: any signed-in role, guests to /login", () => {
  strictEqual(decideAccess({}, guest), "login");
  for (const role of ["admin", "staff", "user", "clerk"]) {
    strictEqual(decideAccess({}, employee(role)), "allow");
  }
  strictEqual(decideAccess({}, employee("auditor")), "forbidden");
});

Deno.test("guest-only routes admit guests and send signed-in users home", () => {
  strictEqual(decideAccess({ auth: authRoles.onlyGuest }, guest), "allow");
  strictEqual(decideAccess({ auth: authRoles.onlyGuest }, employee("admin")), "home");
  strictEqual(decideAccess({ auth: authRoles.onlyGuest }, demo("admin")), "home");
});

Deno.test("a signed-in user without the role gets the access state, not a redirect", () => {
  strictEqual(decideAccess({ auth: authRoles.admin }, employee("clerk")), "forbidden");
  strictEqual(decideAccess({ auth: authRoles.staff }, employee("user")), "forbidden");
  strictEqual(decideAccess({ auth: authRoles.staff }, employee("staff")), "allow");
  strictEqual(decideAccess({ auth: authRoles.admin }, guest), "login");
});

Deno.test("open routes admit everyone", () => {
  strictEqual(decideAccess({ auth: "none" }, guest), "allow");
  strictEqual(decideAccess({ auth: "none", backoffice: true }, demo("admin")), "allow");
  strictEqual(decideAccess({ auth: null }, employee("clerk")), "allow");
});

Deno.test("back-office routes need a back-office session; a demo session is told so", () => {
  strictEqual(decideAccess({ backoffice: true }, demo("admin")), "needs-backoffice");
  strictEqual(decideAccess({ backoffice: true }, employee("clerk")), "allow");
  strictEqual(decideAccess({ backoffice: true }, guest), "login");
  strictEqual(decideAccess({ auth: authRoles.admin, backoffice: true }, employee("staff")), "forbidden");
  strictEqual(decideAccess({}, demo("staff")), "allow");
});

Deno.test("any signed-in role may log out, a clerk included", () => {
  for (const role of ["admin", "staff", "user", "clerk"]) {
    strictEqual(decideAccess({ auth: SIGNED_IN }, employee(role)), "allow", role);
  }
  strictEqual(decideAccess({ auth: SIGNED_IN }, guest), "login");
});

Deno.test("after sign-in only a local page (never /logout) is returned to", () => {
  strictEqual(returnPath({ from: "/apps/account?page=2" }), "/apps/account?page=2");
  strictEqual(returnPath({ from: "//evil.example/x" }), null);
  strictEqual(returnPath({ from: "https://evil.example/" }), null);
  strictEqual(returnPath({ from: "/logout" }), null);
  strictEqual(returnPath(null), null);
  strictEqual(returnPath({ from: 3 }), null);
});
