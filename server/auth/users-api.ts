import { Hono } from "hono";
import { clientAddress } from "./client-address.ts";
import { z } from "zod";
import { problemCheck, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { requireBackoffice } from "./guard.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { FailureLimiter } from "./rate-limit.ts";
import type { TokenService } from "./tokens.ts";
import type { Employee, EmployeeRepository } from "../store/index.ts";

export type SignInEmployees = Pick<EmployeeRepository, "findByEmail" | "findById">;

// The spec words the sign-in form's problems (backoffice.md §5); the server says the same.
const loginBody = z.object({
  email: z.email(problemCheck("loginEmail")).max(320),
  password: z.string().min(6, problemCheck("loginPasswordLength")).max(1024),
});
const verifyBody = z.object({ data: z.object({ jwt_access_token: z.string().min(1).max(4096) }) });

/** What the client reads after a sign-in (spec §3, "Login response fields that are read"), plus the user data. */
const signInAnswer = z.object({
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

async function session(tokens: TokenService, e: Employee): Promise<z.infer<typeof signInAnswer>> {
  return {
    jwt_access_token: await tokens.issue(e.id, e.role, "backoffice"),
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

/** `/api/users/*` of the embedded backend: sign-in, token refresh, the signed-in user. */
export function usersApi(
  { tokens, employees, limits }: {
    tokens: TokenService;
    employees: SignInEmployees;
    limits: { perEmail: FailureLimiter; perAddress: FailureLimiter };
  },
) {
  const app = new Hono();

  app.post("/login", validate("json", loginBody), answers(signInAnswer), async (c) => {
    const body = c.req.valid("json");
    const email = body.email.toLowerCase();
    const address = clientAddress(c);
    const wait = Math.max(limits.perEmail.retryAfter(email), limits.perAddress.retryAfter(address));
    if (wait > 0) throw refusal("tooManySignIns", { seconds: wait });
    const employee = await employees.findByEmail(email);
    const ok = employee && employee.active
      ? await verifyPassword(body.password, employee.passwordHash)
      : await verifyAgainstDummy(body.password);
    if (!ok || !employee) {
      limits.perEmail.fail(email);
      limits.perAddress.fail(address);
      throw refusal("loginFailed");
    }
    limits.perEmail.reset(email);
    return c.json(await session(tokens, employee));
  });

  app.post("/verifytoken", validate("json", verifyBody), answers(signInAnswer), async (c) => {
    const claims = await tokens.verify(c.req.valid("json").data.jwt_access_token, "backoffice").catch(() =>
      null
    );
    const employee = claims && await employees.findById(claims.sub);
    if (!employee?.active) throw refusal("invalidSession");
    return c.json(await session(tokens, employee));
  });

  app.get("/me", requireBackoffice(tokens), async (c) => {
    const employee = await employees.findById(c.get("user").sub);
    if (!employee?.active) throw refusal("invalidSession");
    const { passwordHash: _, ...me } = employee;
    return c.json(me);
  });

  return app;
}
