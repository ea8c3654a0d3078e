import { Hono, type MiddlewareHandler } from "hono";
import type { ClientAddress } from "./client-address.ts";
import { z } from "zod";
import { problemCheck, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type AuthVariables, REFUSED_TOKEN, requireBackoffice } from "./guard.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { countSignIn, type SignInLimits } from "./sign-in-limits.ts";
import type { SessionRegistry } from "./sessions.ts";
import type { TwoFactor } from "./two-factor.ts";
import { InvalidTokenError, type TokenService } from "./tokens.ts";
import type { Employee, EmployeeRepository } from "../store/index.ts";

export type SignInEmployees = Pick<EmployeeRepository, "findByEmail" | "findById">;

// The spec words the sign-in form's problems (backoffice.md §5); the server says the same.
const loginBody = z.object({
  email: z.email(problemCheck("loginEmail")).max(320),
  password: z.string().min(6, problemCheck("loginPasswordLength")).max(1024),
});
const verifyBody = z.object({ data: z.object({ jwt_access_token: z.string().min(1).max(4096) }) });
const employeeParam = z.object({ id: z.string() });

/** What the client reads after a sign-in (spec §3, "Login response fields that are read"), plus the user data. */
export const signInAnswer = z.object({
  jwt_access_token: z.string(),
  userId: z.string(),
  userType: z.literal("employee"),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  photoURL: z.string(),
  settings: z.json().nullable(),
  shortcuts: z.json(),
});

/** The answer to a right password of an employee with two-factor sign-in on: the second step comes next. */
const challengeAnswer = z.object({
  twoFactorRequired: z.literal(true),
  /** For POST /api/users/login/two-factor, within 5 minutes; it opens nothing else. */
  challenge: z.string(),
});

const endedAnswer = z.object({
  /** How many sessions were ended. */
  ended: z.number().int().min(0),
});

/**
 * Who may act on another employee's sign-in (end their sessions, reset their two-factor sign-in): whoever may
 * change employees (admins; the grants decide others). Checked before what was sent is read.
 */
export function changesEmployees(
  managesEmployees: ManagesEmployees,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    await managesEmployees(c.get("user").role);
    await next();
  };
}

/** The sign-in answer with a token of the session `sid`. */
export async function session(
  tokens: TokenService,
  e: Employee,
  sid: string,
): Promise<z.infer<typeof signInAnswer>> {
  return {
    jwt_access_token: await tokens.issue(e.id, e.role, "backoffice", sid),
    userId: e.id,
    userType: "employee",
    name: `${e.firstName} ${e.lastName}`.trim(),
    role: e.role,
    email: e.email,
    photoURL: "",
    settings: e.settings ?? null,
    shortcuts: e.shortcuts ?? [],
  };
}

/**
 * Resolves when `role` may change employees (end their sessions, reset their two-factor sign-in), else throws the
 * 403: the back office's grants decide, passed in by the composition root (server/app.ts).
 */
export type ManagesEmployees = (role: string) => Promise<void>;

/**
 * `/api/users/*` of the embedded backend: sign-in, token refresh, the signed-in user, and ending sessions (one's
 * own, or as someone who may change employees, another's).
 */
export function usersApi(
  { tokens, employees, limits, addressOf, sessions, managesEmployees, twoFactor }: {
    /** Checks sessions (withSessions): a token of an ended session is refused everywhere here. */
    tokens: TokenService;
    employees: SignInEmployees;
    limits: SignInLimits;
    addressOf: ClientAddress;
    sessions: SessionRegistry;
    managesEmployees: ManagesEmployees;
    twoFactor: Pick<TwoFactor, "isEnabled">;
  },
) {
  const app = new Hono<{ Variables: AuthVariables }>();

  const loginAnswer = z.union([signInAnswer, challengeAnswer]);
  app.post("/login", validate("json", loginBody), answers(loginAnswer), async (c) => {
    const body = c.req.valid("json");
    const email = body.email.toLowerCase();
    const counted = await countSignIn(limits, email, addressOf(c));
    const employee = await employees.findByEmail(email);
    const ok = employee && employee.active
      ? await verifyPassword(body.password, employee.passwordHash)
      : await verifyAgainstDummy(body.password);
    if (!ok || !employee) throw refusal("loginFailed");
    await counted.succeeded();
    if (await twoFactor.isEnabled(employee.id)) {
      const challenge = await tokens.issue(employee.id, employee.role, "challenge");
      return c.json({ twoFactorRequired: true as const, challenge });
    }
    return c.json(await session(tokens, employee, await sessions.start(employee.id)));
  });

  // A refresh keeps the session: its idle time runs from each use, its end ends the refreshed tokens too.
  app.post("/verifytoken", validate("json", verifyBody), answers(signInAnswer), async (c) => {
    const claims = await tokens.verify(c.req.valid("json").data.jwt_access_token, "backoffice").catch(
      (err) => {
        if (err instanceof InvalidTokenError) throw refusal(REFUSED_TOKEN[err.reason]);
        throw err;
      },
    );
    const employee = await employees.findById(claims.sub);
    if (!employee?.active || !claims.sid) throw refusal("invalidSession");
    return c.json(await session(tokens, employee, claims.sid));
  });

  const ended = (description: string) => answers(endedAnswer, { description });

  /** Signs out: the caller's token, and every other token of its session, is refused from now on. */
  app.post(
    "/logout",
    requireBackoffice(tokens),
    ended("This session ended: its tokens answer 401"),
    async (c) => {
      await sessions.end(c.get("user").sid!);
      return c.json({ ended: 1 });
    },
  );

  /** Signs out everywhere: every session of the caller ends, this one too. */
  app.post(
    "/logout-everywhere",
    requireBackoffice(tokens),
    ended("Every session of the caller ended, this one too: their tokens answer 401"),
    async (c) => {
      return c.json({ ended: await sessions.endAll(c.get("user").sub) });
    },
  );

  /** Ends another employee's sessions: for whoever may change employees (admins; the grants decide others). */
  app.post(
    "/:id/end-sessions",
    requireBackoffice(tokens),
    changesEmployees(managesEmployees),
    ended("Every session of that employee ended (needs the employees module's update grant)"),
    validate("param", employeeParam),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!await employees.findById(id)) throw refusal("recordNotFound", { resource: "employee", id });
      return c.json({ ended: await sessions.endAll(id) });
    },
  );

  app.get("/me", requireBackoffice(tokens), async (c) => {
    const employee = await employees.findById(c.get("user").sub);
    if (!employee?.active) throw refusal("invalidSession");
    const { passwordHash: _, ...me } = employee;
    return c.json(me);
  });

  return app;
}
