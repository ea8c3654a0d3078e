import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { readSettings } from "../../domain/settings.ts";
import type { DemoUsers } from "../demo/auth-users.ts";
import { errorBody } from "../middleware/errors.ts";
import { readJson } from "./body.ts";
import { identify, MESSAGES } from "./guard.ts";
import type { EmployeeRepository } from "../store/index.ts";
import type { TokenService } from "./tokens.ts";

const updateBody = z.object({
  user: z.object({
    data: z.object({
      settings: z.record(z.string(), z.unknown()).optional(),
      shortcuts: z.array(z.string().max(100)).max(50).optional(),
    }).loose(),
  }).loose(),
});

/**
 * `POST /api/auth/user/update { user }`: saves the signed-in user's settings and shortcuts. A back-office token
 * saves them on the employee (settings normalised to what the shell understands); a demo token on the demo user.
 */
export function userUpdateApi({ tokens, employees, demoUsers, forward }: {
  tokens: TokenService;
  /** In proxy mode, a token that is not ours belongs to the practice backend: the call goes there. */
  forward?: MiddlewareHandler;
  employees?: Pick<EmployeeRepository, "updateUserData">;
  demoUsers?: DemoUsers;
}) {
  return new Hono().post("/", async (c, next) => {
    const who = await identify(tokens, c);
    if (forward && (who === "invalid" || (who !== "missing" && who.aud === "backoffice"))) {
      return forward(c, next) as Promise<Response>;
    }
    if (who === "missing") return c.json(errorBody(c, MESSAGES.missing), 401);
    if (who === "invalid") return c.json(errorBody(c, MESSAGES.invalid), 401);
    const body = await readJson(c, updateBody);
    if (!body.ok) return body.response;
    const { settings, shortcuts } = body.data.user.data;
    if (who.aud === "demo") {
      const user = demoUsers?.update(who.sub, {
        ...(settings && { settings }),
        ...(shortcuts && { shortcuts }),
      });
      if (!user) return c.json(errorBody(c, MESSAGES.invalid), 401);
      return c.json(user);
    }
    if (!employees) return c.json(errorBody(c, MESSAGES.invalid), 401);
    const employee = await employees.updateUserData(who.sub, {
      ...(settings && { settings: readSettings(settings) }),
      ...(shortcuts && { shortcuts }),
    }, who.sub);
    if (!employee) return c.json(errorBody(c, MESSAGES.invalid), 401);
    return c.json({
      uuid: employee.id,
      from: "backoffice",
      role: [employee.role],
      data: {
        displayName: `${employee.firstName} ${employee.lastName}`.trim(),
        photoURL: "",
        email: employee.email,
        settings: employee.settings,
        shortcuts: employee.shortcuts ?? [],
      },
    });
  });
}
