import { type Problem, problem, type ProblemCode, type ProblemParams } from "../../domain/api/index.ts";
import type { SignInEmployees } from "./users-api.ts";
import type { SessionRegistry } from "./sessions.ts";
import type { TokenService } from "./tokens.ts";
import type { TwoFactor } from "./two-factor.ts";

export const GOOGLE_ENDPOINTS = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
};

/** What Google sends back to the callback: a code and our state, or the error that stopped it. */
export type GoogleAnswer = { code?: string; state?: string; error?: string };

/** A session's token, or the problem the sign-in page shows. */
export type GoogleOutcome = { token: string } | { problem: Problem };

export type GoogleSignInDeps = {
  clientId: string;
  clientSecret: string;
  tokens: TokenService;
  /** A Google sign-in starts a session as a password sign-in does. */
  sessions: Pick<SessionRegistry, "start">;
  twoFactor: Pick<TwoFactor, "isEnabled">;
  employees: SignInEmployees;
  fetch: typeof globalThis.fetch;
  endpoints: typeof GOOGLE_ENDPOINTS;
};

type Claims = { email?: string; email_verified?: boolean };

function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The claims of an ID token received straight from Google's token endpoint over TLS (OIDC §3.1.3.7 allows this). */
function idTokenClaims(idToken: string): Claims {
  const part = idToken.split(".")[1] ?? "";
  return JSON.parse(atob(part.replaceAll("-", "+").replaceAll("_", "/")));
}

/** The claims Google confirms for a code; undefined when it does not (a refused code, no answer, not an answer). */
async function confirmedClaims(
  { clientId, clientSecret, fetch, endpoints }: GoogleSignInDeps,
  code: string,
  redirectUri: string,
): Promise<Claims | undefined> {
  try {
    const res = await fetch(endpoints.token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        grant_type: "authorization_code",
      }),
    });
    return res.ok ? idTokenClaims((await res.json()).id_token) : undefined;
  } catch {
    return undefined;
  }
}

const failed = (code: ProblemCode, params?: ProblemParams): GoogleOutcome => ({
  problem: problem(code, params),
});

/**
 * The end of "Sign in with Google": Google's answer (checked against the state we sent, `expected`) turned into a
 * session of an existing active employee, or the problem that stops it.
 */
export function googleSignIn(deps: GoogleSignInDeps) {
  const { tokens, employees, sessions, twoFactor } = deps;
  return async (
    { code, state, error }: GoogleAnswer,
    expected: string | undefined,
    redirectUri: string,
  ): Promise<GoogleOutcome> => {
    if (error) return failed("googleCancelled", { reason: error });
    if (!expected || !state || !sameString(expected, state)) return failed("googleStateMismatch");
    if (!code) return failed("googleNoCode");
    const claims = await confirmedClaims(deps, code, redirectUri);
    if (!claims) return failed("googleNotConfirmed");
    if (!claims.email || claims.email_verified === false) return failed("googleNoEmail");
    const employee = await employees.findByEmail(claims.email);
    if (!employee?.active) return failed("googleNoAccount", { email: claims.email });
    // Google's word is one factor: an account with two-factor sign-in on signs in with its password and code.
    if (await twoFactor.isEnabled(employee.id)) return failed("googleTwoFactor");
    const sid = await sessions.start(employee.id);
    return { token: await tokens.issue(employee.id, employee.role, "backoffice", sid) };
  };
}
