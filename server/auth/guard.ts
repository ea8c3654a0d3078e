import type { AddressVariables } from "./client-address.ts";
import type { Context, MiddlewareHandler } from "hono";
import { refusal } from "../../domain/api/index.ts";
import {
  bearerToken,
  InvalidTokenError,
  type TokenClaims,
  type TokenService,
  type Unaccepted,
} from "./tokens.ts";

/** A signed-in request's variables: the token's claims, and (noteAddress) where the request came from. */
export type AuthVariables = { user: TokenClaims } & AddressVariables;

const AUDIENCES = ["backoffice", "demo"] as const;

/** The problem answered for a refused token: the spec's words, or what ended its session. */
export const REFUSED_TOKEN = {
  invalid: "invalidSession",
  ended: "sessionEnded",
  idle: "sessionIdle",
} as const satisfies Record<Unaccepted, string>;

/** Each request's answer, once: see identify. */
const identified = new WeakMap<
  Context,
  { tokens: TokenService; who: Promise<TokenClaims | "missing" | Unaccepted> }
>();

/**
 * Which audience a presented token belongs to, if any, or why it is refused. Asked once per request (the two-factor
 * enrolment gate asks before the route's guard does): a session found idle is ended by the first check, and a
 * second would call it ended instead of idle.
 */
export function identify(tokens: TokenService, c: Context): Promise<TokenClaims | "missing" | Unaccepted> {
  const known = identified.get(c);
  if (known?.tokens === tokens) return known.who;
  const who = verifyPresented(tokens, c);
  identified.set(c, { tokens, who });
  return who;
}

async function verifyPresented(
  tokens: TokenService,
  c: Context,
): Promise<TokenClaims | "missing" | Unaccepted> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return "missing";
  // One verification for both audiences: a failed attempt per audience would cost an exception per request.
  try {
    return await tokens.verify(token, AUDIENCES);
  } catch (err) {
    if (!(err instanceof InvalidTokenError)) throw err;
    return err.reason;
  }
}

/** The signed-in caller of either audience; no token or a bad one is refused (401). */
export async function signedIn(tokens: TokenService, c: Context): Promise<TokenClaims> {
  const who = await identify(tokens, c);
  if (who === "missing") throw refusal("signInRequired");
  if (typeof who === "string") throw refusal(REFUSED_TOKEN[who]);
  return who;
}

/** Admits back-office tokens only: none → 401, a bad one → 401, a demo token → 403. */
export function requireBackoffice(tokens: TokenService): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const who = await signedIn(tokens, c);
    if (who.aud !== "backoffice") throw refusal("demoSessionNotAllowed");
    c.set("user", who);
    await next();
  };
}
