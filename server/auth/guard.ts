import type { Context, MiddlewareHandler } from "hono";
import { refusal } from "../../domain/api/index.ts";
import {
  bearerToken,
  InvalidTokenError,
  type TokenClaims,
  type TokenService,
  type Unaccepted,
} from "./tokens.ts";

export type AuthVariables = { user: TokenClaims };

const AUDIENCES = ["backoffice", "demo"] as const;

/** The problem answered for a refused token: the spec's words, or what ended its session. */
export const REFUSED_TOKEN = {
  invalid: "invalidSession",
  ended: "sessionEnded",
  idle: "sessionIdle",
} as const satisfies Record<Unaccepted, string>;

/** Which audience a presented token belongs to, if any, or why it is refused. */
export async function identify(
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

/**
 * After requireBackoffice: refuses (403) a role the practice requires two-factor sign-in of until its employee has
 * set it up (the set-up itself is under /api/users/two-factor, outside this guard).
 */
export function requireTwoFactorEnrolment(
  twoFactor: { required(role: string): boolean; isEnabled(employeeId: string): Promise<boolean> },
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const { sub, role } = c.get("user");
    if (twoFactor.required(role) && !await twoFactor.isEnabled(sub)) {
      throw refusal("twoFactorEnrolmentRequired");
    }
    await next();
  };
}
