import type { Context, MiddlewareHandler } from "hono";
import { errorBody } from "../middleware/errors.ts";
import { bearerToken, InvalidTokenError, type TokenClaims, type TokenService } from "./tokens.ts";

export type AuthVariables = { user: TokenClaims };

export const MESSAGES = {
  missing: "Sign in first: this call needs an Authorization: Bearer <token> header.",
  invalid: "Invalid jwt_access_token",
  demo: "A demo session cannot use the back office. Sign in with a practice account.",
};

const AUDIENCES = ["backoffice", "demo"] as const;

/** Which audience a presented token belongs to, if any. */
export async function identify(
  tokens: TokenService,
  c: Context,
): Promise<TokenClaims | "missing" | "invalid"> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return "missing";
  // One verification for both audiences: a failed attempt per audience would cost an exception per request.
  try {
    return await tokens.verify(token, AUDIENCES);
  } catch (err) {
    if (!(err instanceof InvalidTokenError)) throw err;
    return "invalid";
  }
}

/** Admits back-office tokens only: none → 401, a bad one → 401, a demo token → 403. */
export function requireBackoffice(tokens: TokenService): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const who = await identify(tokens, c);
    if (who === "missing") return c.json(errorBody(c, MESSAGES.missing), 401);
    if (who === "invalid") return c.json(errorBody(c, MESSAGES.invalid), 401);
    if (who.aud !== "backoffice") return c.json(errorBody(c, MESSAGES.demo), 403);
    c.set("user", who);
    await next();
  };
}
