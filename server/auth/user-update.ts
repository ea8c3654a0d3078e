import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { readSettings } from "../../domain/settings.ts";
import { type FieldProblems, invalid, problem, refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { type AuthVariables, identify, signedIn } from "./guard.ts";
import type { Employee, EmployeeRepository } from "../store/index.ts";
import type { TokenService } from "./tokens.ts";

/**
 * What a client may send: the user as it holds it (the template's client sends the whole user back). Unknown
 * keys are refused; keys the server does not save must hold what the server has (see `refusedChanges`).
 */
const updateBody = z.object({
  user: z.object({
    uuid: z.string().max(200).optional(),
    from: z.string().max(100).optional(),
    role: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).nullable().optional(),
    data: z.object({
      settings: z.record(z.string(), z.unknown()).optional(),
      shortcuts: z.array(z.string().max(100)).max(50).optional(),
      displayName: z.string().trim().min(1).max(200).optional(),
      photoURL: z.string().trim().max(2000).optional(),
      email: z.string().max(320).optional(),
    }).strict(),
  }).strict(),
});
type SentUser = z.infer<typeof updateBody>["user"];

/** The user as this call answers it: the shape the client holds. */
type AnsweredUser = {
  uuid: string;
  from: string;
  role: string | string[] | null;
  data: { displayName: string; photoURL: string; email: string; settings: unknown; shortcuts: unknown };
};

/**
 * The demo apps' users as this route reads and changes them (the mock layer keeps them: server/demo/auth-users.ts),
 * given by the composition root.
 */
export type DemoUserStore = {
  findByUuid(uuid: string): Promise<AnsweredUser | undefined>;
  update(
    uuid: string,
    patch: Partial<Pick<AnsweredUser["data"], "displayName" | "photoURL" | "settings" | "shortcuts">>,
  ): Promise<AnsweredUser | undefined>;
};

const roleList = (
  role: string | string[] | null | undefined,
) => (Array.isArray(role) ? role : role ? [role] : []);

/**
 * The sent values this call would not save but that differ from what the user has: each a 400 naming its field,
 * so nothing is silently dropped. `saves` lists the data fields this kind of user may change here.
 */
export function refusedChanges(
  sent: SentUser,
  current: AnsweredUser,
  saves: readonly string[],
): FieldProblems {
  const problems: FieldProblems = {};
  if (sent.uuid !== undefined && sent.uuid !== current.uuid) problems["user.uuid"] = problem("unchangeable");
  if (sent.from !== undefined && sent.from !== current.from) problems["user.from"] = problem("unchangeable");
  if (sent.role !== undefined && roleList(sent.role).join() !== roleList(current.role).join()) {
    problems["user.role"] = problem("unchangeable");
  }
  for (const key of ["displayName", "photoURL", "email"] as const) {
    const value = sent.data[key];
    if (value === undefined || saves.includes(key)) continue;
    const same = key === "email"
      ? value.trim().toLowerCase() === current.data.email.toLowerCase()
      : value === current.data[key];
    if (!same) problems[`user.data.${key}`] = problem("unchangeable");
  }
  return problems;
}

/**
 * `POST /api/auth/user/update { user }`: saves the signed-in user's settings and shortcuts, and a demo user's
 * display name and picture. A back-office token saves on the employee (settings normalised to what the shell
 * understands); a demo token on the demo user. Anything sent that would not be saved is a 400, never ignored.
 */
export function userUpdateApi({ tokens, employees, demoUsers, forward }: {
  tokens: TokenService;
  /** In proxy mode, a token that is not ours belongs to the practice backend: the call goes there. */
  forward?: MiddlewareHandler;
  employees?: Pick<EmployeeRepository, "updateUserData" | "findById">;
  demoUsers?: DemoUserStore;
}) {
  // In proxy mode a practice token (or one we cannot read) goes to the practice backend before any check here.
  const forwardPractice: MiddlewareHandler = async (c, next) => {
    if (!forward) return await next();
    const who = await identify(tokens, c);
    if (who === "invalid" || (typeof who !== "string" && who.aud === "backoffice")) return forward(c, next);
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
      const sent = c.req.valid("json").user;
      const { settings, shortcuts, displayName, photoURL } = sent.data;
      if (who.aud === "demo") {
        // The spec's mock merges what it is sent: a demo user's name and picture are theirs to change.
        const current = await demoUsers?.findByUuid(who.sub);
        if (!current) throw refusal("invalidSession");
        const refused = refusedChanges(sent, current, ["displayName", "photoURL"]);
        if (Object.keys(refused).length > 0) throw invalid(refused);
        const user = await demoUsers!.update(who.sub, {
          ...(settings && { settings }),
          ...(shortcuts && { shortcuts }),
          ...(displayName !== undefined && { displayName }),
          ...(photoURL !== undefined && { photoURL }),
        });
        if (!user) throw refusal("invalidSession");
        return c.json(user);
      }
      if (!employees) throw refusal("invalidSession");
      // An employee's name is kept on their record by an administrator, and the back office keeps no picture.
      const found = await employees.findById(who.sub);
      if (!found?.active) throw refusal("invalidSession");
      const refused = refusedChanges(sent, answerOf(found), []);
      if (Object.keys(refused).length > 0) throw invalid(refused);
      const employee = await employees.updateUserData(who.sub, {
        ...(settings && { settings: readSettings(settings) }),
        ...(shortcuts && { shortcuts }),
      }, who.sub);
      if (!employee) throw refusal("invalidSession");
      return c.json(answerOf(employee));
    },
  );
}

function answerOf(employee: Employee): AnsweredUser {
  return {
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
  };
}
