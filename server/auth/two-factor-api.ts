import { type Context, Hono } from "hono";
import { z } from "zod";
import { invalid, problem, refusal, waitText } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import type { Employee } from "../store/employees.ts";
import { type AuthVariables, requireBackoffice } from "./guard.ts";
import type { FailureLimiter } from "./rate-limit.ts";
import type { SessionRegistry } from "./sessions.ts";
import type { TokenService } from "./tokens.ts";
import type { CodeCheck, TwoFactor } from "./two-factor.ts";
import { changesEmployees, type ManagesEmployees, session, signInAnswer } from "./users-api.ts";

const codeBody = z.object({ code: z.string().min(1).max(40) });
const employeeParam = z.object({ id: z.string() });
const secondStepBody = z.object({ challenge: z.string().min(1).max(4096), code: z.string().min(1).max(40) });
const statusAnswer = z.object({
  enabled: z.boolean(),
  /** Whether the practice requires it of the caller's role (TWO_FACTOR). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
const enrolmentAnswer = z.object({
  /** For typing into an app by hand; never shown again once confirmed. */
  secret: z.string(),
  uri: z.string(),
  /** The address as a QR code (SVG markup). */
  qrSvg: z.string(),
});
const recoveryAnswer = z.object({ recoveryCodes: z.array(z.string()) });
const disabledAnswer = z.object({ enabled: z.literal(false) });
const resetAnswer = z.object({
  enabled: z.literal(false),
  /** Whether it had been set up (or started). */
  wasOn: z.boolean(),
});

type Deps = {
  tokens: TokenService;
  /** Who may reset another employee's two-factor sign-in: whoever may change employees. */
  managesEmployees: ManagesEmployees;
  twoFactor: TwoFactor;
  sessions: SessionRegistry;
  findEmployee: (id: string) => Promise<Employee | undefined>;
  /** Wrong codes per employee, whichever step they were typed at. */
  limiter: FailureLimiter;
};

/**
 * Counts a code against the employee before it is checked (a 429 once too many, counting nothing); a right one
 * clears the count.
 */
async function limited(limiter: FailureLimiter, employeeId: string) {
  const { wait } = await limiter.attempt(employeeId);
  if (wait > 0) throw refusal("tooManyTwoFactorCodes", { seconds: wait, wait: waitText(wait) });
  return async (check: CodeCheck) => {
    if (check === "ok") await limiter.reset(employeeId);
    return check;
  };
}

const CODE_PROBLEM = { wrong: "twoFactorCodeWrong", used: "twoFactorCodeUsed" } as const;

/** A refused code as a 400 naming the `code` field. */
function codeRefused(check: Exclude<CodeCheck, "ok">) {
  return invalid({ code: problem(CODE_PROBLEM[check]) });
}

/**
 * Two-factor sign-in of the embedded backend: `/api/users/two-factor/*` for the signed-in employee (status,
 * enrolment, turning it off), and `/api/users/login/two-factor`, the second step of a sign-in.
 */
export function twoFactorApi({ tokens, managesEmployees, twoFactor, sessions, findEmployee, limiter }: Deps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const me = async (c: Context<{ Variables: AuthVariables }>) => {
    const employee = await findEmployee(c.get("user").sub);
    if (!employee?.active) throw refusal("invalidSession");
    return employee;
  };

  app.post(
    "/login/two-factor",
    validate("json", secondStepBody),
    answers(signInAnswer, { description: "Signed in: as POST /api/users/login answers without two-factor" }),
    async (c) => {
      const body = c.req.valid("json");
      const claims = await tokens.verify(body.challenge, "challenge").catch(() => {
        throw refusal("twoFactorChallengeInvalid");
      });
      const employee = await findEmployee(claims.sub);
      if (!employee?.active) throw refusal("twoFactorChallengeInvalid");
      const count = await limited(limiter, employee.id);
      const check = await count(await twoFactor.check(employee.id, body.code));
      if (check !== "ok") throw refusal(CODE_PROBLEM[check]);
      return c.json(await session(tokens, employee, await sessions.start(employee.id)));
    },
  );

  app.use("/two-factor/*", requireBackoffice(tokens));
  app.use("/two-factor", requireBackoffice(tokens));

  app.get("/two-factor", answers(statusAnswer), async (c) => {
    const employee = await me(c);
    return c.json(await twoFactor.status(employee.id, employee.role));
  });

  app.post(
    "/two-factor/start",
    answers(enrolmentAnswer, { description: "A new key, to be confirmed with a first code" }),
    async (c) => {
      const employee = await me(c);
      const enrolment = await twoFactor.start(employee.id, employee.email, "Ledgerdesk");
      if (!enrolment) throw refusal("twoFactorAlreadyOn");
      return c.json(enrolment);
    },
  );

  app.post(
    "/two-factor/confirm",
    validate("json", codeBody),
    answers(recoveryAnswer, { description: "On: the recovery codes, shown this once" }),
    async (c) => {
      const employee = await me(c);
      const count = await limited(limiter, employee.id);
      const { check, codes } = await twoFactor.confirm(employee.id, c.req.valid("json").code);
      if (await count(check) !== "ok") throw codeRefused(check as Exclude<CodeCheck, "ok">);
      return c.json({ recoveryCodes: codes! });
    },
  );

  app.post(
    "/two-factor/disable",
    validate("json", codeBody),
    answers(disabledAnswer, { description: "Off: the key and the recovery codes are gone" }),
    async (c) => {
      const employee = await me(c);
      if (twoFactor.required(employee.role)) throw refusal("twoFactorRequired");
      const count = await limited(limiter, employee.id);
      const check = await count(await twoFactor.disable(employee.id, c.req.valid("json").code));
      if (check !== "ok") throw codeRefused(check);
      return c.json({ enabled: false as const });
    },
  );

  /** For a lost phone and lost recovery codes: someone who may change employees turns it off, never their own. */
  app.post(
    "/:id/two-factor/reset",
    requireBackoffice(tokens),
    changesEmployees(managesEmployees),
    answers(resetAnswer, {
      description: "Off for that employee: they sign in with the password until set up again",
    }),
    validate("param", employeeParam),
    async (c) => {
      const { id } = c.req.valid("param");
      if (id === c.get("user").sub) throw refusal("twoFactorResetOwn");
      if (!await findEmployee(id)) throw refusal("recordNotFound", { resource: "employee", id });
      return c.json({ enabled: false as const, wasOn: await twoFactor.reset(id) });
    },
  );

  return app;
}
