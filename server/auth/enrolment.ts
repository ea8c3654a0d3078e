import type { MiddlewareHandler } from "hono";
import { refusal } from "../../domain/api/index.ts";
import { CALENDAR_FEED_PATH } from "../../domain/workflows/practice-work.ts";
import { identify } from "./guard.ts";
import type { TokenService } from "./tokens.ts";
import type { TwoFactor } from "./two-factor.ts";

/** A method and a path; a path ending in `/*` is every path below it. */
type Call = `${"GET" | "POST"} /api/${string}`;

/**
 * What an employee the practice requires two-factor sign-in of (TWO_FACTOR) may call before they have set it up:
 * exactly what it takes to set it up (in their language), to know who is signed in, and to leave. Everything else
 * a back-office token opens is refused (403 twoFactorEnrolmentRequired, which sends the browser to the set-up
 * page), so a route added later is closed to them until it is listed here.
 */
export const BEFORE_ENROLMENT: readonly Call[] = [
  // Who is signed in: the shell's name and menu, and the start-up check of a stored token (or the browser signs
  // them out on every reload before they could finish setting up).
  "GET /api/users/me",
  "POST /api/users/verifytoken",
  // Setting it up: whether it is on and required, a new key, and the first code that turns it on.
  "GET /api/users/two-factor",
  "POST /api/users/two-factor/start",
  "POST /api/users/two-factor/confirm",
  // One's own display settings (language, theme, layout): the browser saves them as they change, on the set-up
  // page too; they touch nothing but the caller's preferences.
  "POST /api/auth/user/update",
  // Leaving: ending one's own sessions only takes away (a stolen password is a reason, set up or not).
  "POST /api/users/logout",
  "POST /api/users/logout-everywhere",
];

/**
 * Calls that act with no one's authority: a token sent with them is not read (signing in, reset links, Google's
 * return, the public calendar feeds, the health check and the API description), so the gate lets them be.
 */
export const OPEN_TO_ANYONE: readonly Call[] = [
  "GET /api/health",
  "GET /api/openapi.json",
  "POST /api/users/login",
  "POST /api/users/login/two-factor",
  "GET /api/users/auth/google/*",
  "POST /api/account/*",
  "GET /api/auth",
  "POST /api/auth",
  "POST /api/auth/register",
  `GET ${CALENDAR_FEED_PATH}/*`,
  // The client portal reads portal tokens only (server/portal): no employee's authority opens it.
  "GET /api/portal/*",
  "POST /api/portal/*",
];

function opens(calls: readonly Call[]): (method: string, path: string) => boolean {
  const exact = new Set<string>(calls.filter((call) => !call.endsWith("/*")));
  const below = calls.filter((call) => call.endsWith("/*")).map((call) => call.slice(0, -1));
  return (method: string, path: string) => {
    const call = `${method === "HEAD" ? "GET" : method} ${path}`;
    return exact.has(call) || below.some((base) => call === base.slice(0, -1) || call.startsWith(base));
  };
}

/** Whether a call is one of BEFORE_ENROLMENT or OPEN_TO_ANYONE. */
export const openBeforeEnrolment = opens([...BEFORE_ENROLMENT, ...OPEN_TO_ANYONE]);

/**
 * Before every /api route: a back-office token of an employee the practice requires two-factor sign-in of, who has
 * not set it up, opens only BEFORE_ENROLMENT (and OPEN_TO_ANYONE). Any other caller passes on to the route's own
 * guard, which answers a missing or refused token as before.
 */
export function requireTwoFactorEnrolment(
  tokens: TokenService,
  twoFactor: Pick<TwoFactor, "required" | "isEnabled">,
): MiddlewareHandler {
  return async (c, next) => {
    if (!openBeforeEnrolment(c.req.method, c.req.path)) {
      const who = await identify(tokens, c);
      if (
        typeof who !== "string" && who.aud === "backoffice" && twoFactor.required(who.role) &&
        !await twoFactor.isEnabled(who.sub)
      ) {
        throw refusal("twoFactorEnrolmentRequired");
      }
    }
    await next();
  };
}
