import { Hono } from "hono";
import { z } from "zod";
import { refusal } from "../../domain/api/index.ts";
import { validate } from "../middleware/validate.ts";
import { bearerToken, InvalidTokenError, type TokenService } from "../auth/tokens.ts";
import type { ClientAddress } from "../auth/client-address.ts";
import { countSignIn, type SignInLimits } from "../auth/sign-in-limits.ts";
import type { DemoUsers } from "./auth-users.ts";

const credentials = z.object({ email: z.string().max(320), password: z.string().max(1024) });
const accessToken = z.object({ access_token: z.string().max(4096).optional() });
const TAKEN = "The email is already in use";
const registration = z.object({
  displayName: z.string().max(200),
  password: z.string().max(1024),
  email: z.string().max(320),
});

/**
 * The demo apps' mock sign-in (demo-apps.md §5, §7, §8). Failures of the spec's own rules answer 200 with an
 * `error` object, as the template's mock does; a body of the wrong shape is a 400 naming the field. Sign-ins and
 * registrations (each may cost a password hash) count against the back office's sign-in limits: past them, the
 * 429 of the envelope.
 */
export function demoAuthApp(
  { tokens, users, limits, addressOf }: {
    tokens: TokenService;
    users: DemoUsers;
    limits: SignInLimits;
    addressOf: ClientAddress;
  },
) {
  const app = new Hono();

  app.on(["GET", "POST"], "/", validate("json", credentials), async (c) => {
    const body = c.req.valid("json");
    const counted = await countSignIn(limits, body.email, addressOf(c));
    const user = await users.findByEmail(body.email);
    if (!user || !(await users.checkPassword(body.email, body.password))) {
      return c.json({
        error: {
          email: user ? null : "Check your username/email",
          password: user ? "Check your password" : null,
        },
      });
    }
    await counted.succeeded();
    return c.json({ user: user, access_token: await tokens.issue(user.uuid, user.role, "demo") });
  });

  app.on(["GET", "POST"], "/access-token", validate("json", accessToken), async (c) => {
    const token = c.req.valid("json").access_token ?? bearerToken(c.req.header("authorization"));
    const claims = await tokens.verify(token ?? "", "demo").catch((err) => {
      throw err instanceof InvalidTokenError ? refusal("accessTokenInvalid") : err;
    });
    const user = await users.findByUuid(claims.sub);
    if (!user) throw refusal("accessTokenInvalid");
    return c.json({ user: user, access_token: await tokens.issue(user.uuid, user.role, "demo") });
  });

  app.post("/register", validate("json", registration), async (c) => {
    const { displayName, password, email } = c.req.valid("json");
    // Every registration counts, made or not: none is a failure to forgive, and each made one hashes a password.
    await countSignIn(limits, email, addressOf(c));
    const error = {
      email: (await users.findByEmail(email)) ? TAKEN : null,
      displayName: displayName.trim() === "" ? "Enter display name" : null,
      password: null,
    };
    if (error.email || error.displayName) return c.json({ error });
    const user = {
      uuid: crypto.randomUUID(),
      from: "custom-db",
      role: "admin",
      data: {
        displayName: displayName.trim(),
        photoURL: "",
        email: email.trim(),
        settings: {},
        shortcuts: [],
      },
    };
    // Another registration of this email (on any instance) may have come first since the check above.
    if (!(await users.register(user, password))) return c.json({ error: { ...error, email: TAKEN } });
    return c.json({ user: user, access_token: await tokens.issue(user.uuid, user.role, "demo") });
  });

  return app;
}
