import { Hono } from "hono";
import { refusal } from "../../domain/api/index.ts";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { SignInEmployees } from "./users-api.ts";
import type { SessionRegistry } from "./sessions.ts";
import type { TokenService } from "./tokens.ts";
import type { TwoFactor } from "./two-factor.ts";

export const GOOGLE_ENDPOINTS = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
};

const STATE_COOKIE = "ld_google_state";

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The claims of an ID token received straight from Google's token endpoint over TLS (OIDC §3.1.3.7 allows this). */
function idTokenClaims(idToken: string): { email?: string; email_verified?: boolean } {
  const part = idToken.split(".")[1] ?? "";
  return JSON.parse(atob(part.replaceAll("-", "+").replaceAll("_", "/")));
}

/**
 * "Sign in with Google": an OAuth 2.0 authorization-code flow with a `state` check, for existing active employees.
 * It ends at the client's `/callback?token=…`, or `/callback?error=…` saying what went wrong.
 */
export function googleAuthApi(
  {
    clientId,
    clientSecret,
    tokens,
    employees,
    sessions,
    twoFactor,
    fetch = globalThis.fetch,
    endpoints = GOOGLE_ENDPOINTS,
  }: {
    clientId?: string;
    clientSecret?: string;
    tokens: TokenService;
    /** A Google sign-in starts a session as a password sign-in does. */
    sessions: Pick<SessionRegistry, "start">;
    twoFactor: Pick<TwoFactor, "isEnabled">;
    employees: SignInEmployees;
    fetch?: typeof globalThis.fetch;
    endpoints?: typeof GOOGLE_ENDPOINTS;
  },
) {
  const app = new Hono();
  const callbackUrl = (requestUrl: string) => new URL("/api/users/auth/google/callback", requestUrl).href;
  const fail = (message: string) => `/callback?error=${encodeURIComponent(message)}`;

  app.get("/", (c) => {
    if (!clientId || !clientSecret) throw refusal("googleNotEnabled");
    const state = randomState();
    setCookie(c, STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/api/users/auth/google",
      maxAge: 600,
    });
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl(c.req.url),
      response_type: "code",
      scope: "openid email profile",
      state,
      prompt: "select_account",
    }).toString();
    return c.redirect(url.href, 302);
  });

  app.get("/callback", async (c) => {
    if (!clientId || !clientSecret) throw refusal("googleNotEnabled");
    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: "/api/users/auth/google" });
    const { code, state, error } = c.req.query();
    if (error) return c.redirect(fail(`Google sign-in was cancelled (${error}).`));
    if (!expected || !state || !sameString(expected, state)) {
      return c.redirect(fail("The Google sign-in could not be verified (state mismatch). Please try again."));
    }
    if (!code) return c.redirect(fail("Google did not return an authorization code."));
    let claims;
    try {
      const res = await fetch(endpoints.token, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: callbackUrl(c.req.url),
          grant_type: "authorization_code",
        }),
      });
      if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
      claims = idTokenClaims((await res.json()).id_token);
    } catch {
      return c.redirect(fail("Google could not confirm the sign-in. Please try again."));
    }
    if (!claims.email || claims.email_verified === false) {
      return c.redirect(fail("Google did not confirm an email address for this account."));
    }
    const employee = await employees.findByEmail(claims.email);
    if (!employee?.active) {
      return c.redirect(fail(`No active Ledgerdesk account uses ${claims.email}. Ask an administrator.`));
    }
    // Google's word is one factor: an account with two-factor sign-in on signs in with its password and code.
    if (await twoFactor.isEnabled(employee.id)) {
      return c.redirect(
        fail("This account signs in with its password and a two-factor code, not with Google."),
      );
    }
    const sid = await sessions.start(employee.id);
    return c.redirect(`/callback?token=${await tokens.issue(employee.id, employee.role, "backoffice", sid)}`);
  });

  return app;
}
