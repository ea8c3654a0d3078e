/** The register form's fields a Firebase error can be shown under. */
export type FirebaseErrorTarget = "email" | "displayName" | "password" | "general";

const FIELD_OF: Record<string, Exclude<FirebaseErrorTarget, "general">> = {
  "email-already-in-use": "email",
  "invalid-email": "email",
  "operation-not-allowed": "displayName",
  "user-not-found": "displayName",
  "user-disabled": "displayName",
  "weak-password": "password",
  "wrong-password": "password",
};

/**
 * Where a Firebase registration error is shown (spec section 5): the code, with or without its `auth/`
 * prefix, picks the field; anything else is a general error above the form.
 */
export function firebaseErrorTarget(code: string | null | undefined): FirebaseErrorTarget {
  const bare = (code ?? "").trim().replace(/^auth\//, "");
  return FIELD_OF[bare] ?? "general";
}

/** A Firebase error as a field and the message to show under it. */
export function mapFirebaseError(
  error: { code?: string | null; message?: string | null },
): { field: FirebaseErrorTarget; message: string } {
  return {
    field: firebaseErrorTarget(error.code),
    message: error.message?.trim() || error.code || "Registration failed.",
  };
}
