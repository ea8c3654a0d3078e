import { type Context, Hono } from "hono";
import { z } from "zod";
import { readJson } from "./body.ts";
import { MESSAGES, requireBackoffice } from "./guard.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { FailureLimiter } from "./rate-limit.ts";
import type { TokenService } from "./tokens.ts";
import type { Employee, EmployeeRepository } from "../store/index.ts";

export type SignInEmployees = Pick<EmployeeRepository, "findByEmail" | "findById">;

export const LOGIN_FAILED = "Wrong email or password.";

const loginBody = z.object({
  email: z.email("Please enter valid Email Address").max(320),
  password: z.string().min(6, "Min character length is 6").max(1024),
});
const verifyBody = z.object({ data: z.object({ jwt_access_token: z.string().min(1).max(4096) }) });

/** What the client reads after a sign-in (spec §3, "Login response fields that are read"), plus the user data. */
async function session(tokens: TokenService, e: Employee) {
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

function clientAddress(c: Context): string {
  // The app sits behind at most one proxy it trusts (the container platform); otherwise the socket address.
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname ||
    "unknown";
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

  app.post("/login", async (c) => {
    const body = await readJson(c, loginBody);
    if (!body.ok) return body.response;
    const email = body.data.email.toLowerCase();
    const address = clientAddress(c);
    const wait = Math.max(limits.perEmail.retryAfter(email), limits.perAddress.retryAfter(address));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ message: `Too many failed sign-ins. Try again in ${wait} s.` }, 429);
    }
    const employee = await employees.findByEmail(email);
    const ok = employee && employee.active
      ? await verifyPassword(body.data.password, employee.passwordHash)
      : await verifyAgainstDummy(body.data.password);
    if (!ok || !employee) {
      limits.perEmail.fail(email);
      limits.perAddress.fail(address);
      return c.json({ message: LOGIN_FAILED }, 401);
    }
    limits.perEmail.reset(email);
    return c.json(await session(tokens, employee));
  });

  app.post("/verifytoken", async (c) => {
    const body = await readJson(c, verifyBody);
    if (!body.ok) return body.response;
    try {
      const claims = await tokens.verify(body.data.data.jwt_access_token, "backoffice");
      const employee = await employees.findById(claims.sub);
      if (!employee?.active) return c.json({ message: MESSAGES.invalid }, 401);
      return c.json(await session(tokens, employee));
    } catch {
      return c.json({ message: MESSAGES.invalid }, 401);
    }
  });

  app.get("/me", requireBackoffice(tokens), async (c) => {
    const employee = await employees.findById(c.get("user").sub);
    if (!employee?.active) return c.json({ message: MESSAGES.invalid }, 401);
    const { passwordHash: _, ...me } = employee;
    return c.json(me);
  });

  return app;
}
