import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { messageOf, pickLanguage, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { GOOGLE_ENDPOINTS, googleSignIn, type GoogleSignInDeps } from "./google-sign-in.ts";

const STATE_COOKIE = "ld_google_state";

/** Google's answer at the callback; it may add parameters of its own (scope, authuser...), which are not read. */
const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/**
 * "Sign in with Google": an OAuth 2.0 authorization-code flow with a `state` check, for existing active employees.
 * It ends at the client's `/callback?token=…`, or `/callback?error=…` saying what went wrong in the language of
 * the browser's Accept-Language.
 */
export function googleAuthApi(
  { clientId, clientSecret, fetch = globalThis.fetch, endpoints = GOOGLE_ENDPOINTS, ...deps }:
    & Omit<GoogleSignInDeps, "clientId" | "clientSecret" | "fetch" | "endpoints">
    & {
      /** Unset: "Sign in with Google" answers 501 saying how to enable it. */
      clientId?: string;
      clientSecret?: string;
      fetch?: typeof globalThis.fetch;
      endpoints?: typeof GOOGLE_ENDPOINTS;
    },
) {
  const app = new Hono();
  const callbackUrl = (requestUrl: string) => new URL("/api/users/auth/google/callback", requestUrl).href;
  const signIn = clientId && clientSecret
    ? googleSignIn({ ...deps, clientId, clientSecret, fetch, endpoints })
    : undefined;

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

  app.get("/callback", validate("query", callbackQuery), async (c) => {
    if (!signIn) throw refusal("googleNotEnabled");
    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: "/api/users/auth/google" });
    const outcome = await signIn(c.req.valid("query"), expected, callbackUrl(c.req.url));
    if ("token" in outcome) return c.redirect(`/callback?token=${outcome.token}`);
    const words = messageOf(outcome.problem, pickLanguage(c.req.header("accept-language")));
    return c.redirect(`/callback?error=${encodeURIComponent(words)}`);
  });

  return app;
}
