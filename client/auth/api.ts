/**
 * The sign-in pages' own calls (the session's are in client/session): asking for a reset link, setting a new
 * password with it, and whether Google sign-in is set up. No data layer here: the sign-in pages stay light.
 */
import { api, ApiError } from "../lib/api.ts";

export const GOOGLE_SIGN_IN = "/api/users/auth/google";

/** Sends a reset link to `email` if it has an account (the answer is the same either way): its lifetime. */
export function askResetLink(email: string): Promise<{ minutes: number }> {
  return api<{ minutes: number }>("/api/account/forgot-password", { body: { email }, anonymous: true });
}

/** Sets a new password with a reset link's token; answers whose password it was. */
export function resetPassword(token: string, password: string): Promise<{ email: string }> {
  return api<{ email: string }>("/api/account/reset-password", {
    body: { token, password },
    anonymous: true,
  });
}

/**
 * Why Google sign-in cannot start here (the server has no Google credentials: 501, in the page's language), or
 * null when it can: the server answers with a redirect to Google, not followed here.
 */
export async function googleSignInRefusal(): Promise<string | null> {
  try {
    await api(GOOGLE_SIGN_IN, { anonymous: true, redirect: "manual" });
    return null;
  } catch (err) {
    return err instanceof ApiError && err.status === 501 ? err.message : null;
  }
}
