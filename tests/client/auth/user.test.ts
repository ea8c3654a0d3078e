import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  demoUser,
  employeeUser,
  FALLBACK_DISPLAY_NAME,
  normalizeRoles,
} from "../../../client/session/user.ts";

Deno.test("a missing role means user; a single role becomes a list", () => {
  deepStrictEqual(normalizeRoles(undefined), ["user"]);
  deepStrictEqual(normalizeRoles(null), ["user"]);
  deepStrictEqual(normalizeRoles(""), ["user"]);
  deepStrictEqual(normalizeRoles([]), ["user"]);
  deepStrictEqual(normalizeRoles("clerk"), ["clerk"]);
  deepStrictEqual(normalizeRoles(["admin", "staff"]), ["admin", "staff"]);
});

Deno.test("a back-office sign-in becomes the user the client holds", () => {
  deepStrictEqual(
    employeeUser({
      jwt_access_token: "t",
      userId: "e1",
      userType: "employee",
      name: "Ada Admin",
      role: "admin",
      email: "admin@ledgerdesk.test",
      photoURL: "",
      settings: null,
      shortcuts: ["calendar"],
    }),
    {
      role: ["admin"],
      from: "backoffice",
      uuid: "e1",
      data: {
        displayName: "Ada Admin",
        photoURL: "",
        email: "admin@ledgerdesk.test",
        settings: null,
        shortcuts: ["calendar"],
      },
    },
  );
});

Deno.test("a user without a name is shown as the product's fallback name", () => {
  strictEqual(FALLBACK_DISPLAY_NAME, "Ledgerdesk User");
  strictEqual(
    employeeUser({ jwt_access_token: "t", userId: "1", userType: "employee" }).data.displayName,
    FALLBACK_DISPLAY_NAME,
  );
  strictEqual(demoUser({ uuid: "d", data: { displayName: "  " } }).data.displayName, FALLBACK_DISPLAY_NAME);
});

Deno.test("a demo user keeps its source and gets its role as a list", () => {
  const u = demoUser({
    uuid: "demo-admin-0001",
    from: "custom-db",
    role: "admin",
    data: {
      displayName: "Abbott Keitch",
      photoURL: "",
      email: "admin@demo.ledgerdesk.test",
      settings: {},
      shortcuts: [],
    },
  });
  deepStrictEqual([u.from, u.role, u.data.settings], ["custom-db", ["admin"], {}]);
});
