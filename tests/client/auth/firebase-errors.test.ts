import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { firebaseErrorTarget, mapFirebaseError } from "../../../client/auth/firebase-errors.ts";

Deno.test("Firebase registration errors land under the spec's fields, with or without the auth/ prefix", () => {
  const table: Record<string, string> = {
    "email-already-in-use": "email",
    "invalid-email": "email",
    "operation-not-allowed": "displayName",
    "user-not-found": "displayName",
    "user-disabled": "displayName",
    "weak-password": "password",
    "wrong-password": "password",
  };
  for (const [code, field] of Object.entries(table)) {
    strictEqual(firebaseErrorTarget(code), field, code);
    strictEqual(firebaseErrorTarget(`auth/${code}`), field, `auth/${code}`);
  }
});

Deno.test("any other Firebase error is a general one", () => {
  for (const code of ["auth/network-request-failed", "too-many-requests", "", null, undefined, "email"]) {
    strictEqual(firebaseErrorTarget(code), "general", String(code));
  }
});

Deno.test("a mapped error keeps Firebase's message, or falls back to the code", () => {
  deepStrictEqual(
    mapFirebaseError({ code: "auth/weak-password", message: "Password should be at least 6" }),
    {
      field: "password",
      message: "Password should be at least 6",
    },
  );
  deepStrictEqual(mapFirebaseError({ code: "auth/internal-error" }), {
    field: "general",
    message: "auth/internal-error",
  });
});
