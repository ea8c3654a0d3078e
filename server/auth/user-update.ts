import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { readSettings } from "../../domain/settings.ts";
import type { DemoUsers } from "../demo/auth-users.ts";
import { refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { type AuthVariables, identify, signedIn } from "./guard.ts";
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
  // In proxy mode a practice token (or one we cannot read) goes to the practice backend before any check here.
  const forwardPractice: MiddlewareHandler = async (c, next) => {
    if (!forward) return await next();
    const who = await identify(tokens, c);
    if (who === "invalid" || (who !== "missing" && who.aud === "backoffice")) return forward(c, next);
    await next();
  };
  // Who is asking comes before what they sent: a call without a session is a 401 whatever its body.
  const session: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    c.set("user", await signedIn(tokens, c));
    await next();
  };
  return new Hono<{ Variables: AuthVariables }>().post(
    "/",
    forwardPractice,
    session,
    validate("json", updateBody),
    async (c) => {
      const who = c.get("user");
      const { settings, shortcuts } = c.req.valid("json").user.data;
      if (who.aud === "demo") {
        const user = demoUsers?.update(who.sub, {
          ...(settings && { settings }),
          ...(shortcuts && { shortcuts }),
        });
        if (!user) throw refusal("invalidSession");
        return c.json(user);
      }
      if (!employees) throw refusal("invalidSession");
      const employee = await employees.updateUserData(who.sub, {
        ...(settings && { settings: readSettings(settings) }),
        ...(shortcuts && { shortcuts }),
      }, who.sub);
      if (!employee) throw refusal("invalidSession");
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
    },
  );
}
