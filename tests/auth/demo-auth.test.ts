import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Hono } from "hono";
import { createDemoUsers } from "../../server/demo/auth-users.ts";
import { demoAuthApp } from "../../server/demo/auth.ts";
import { createTokenService, type TokenService } from "../../server/auth/tokens.ts";
import { onError } from "../../server/middleware/errors.ts";
import { rawRequest } from "../support/raw-http.ts";
import { memoryLimiter } from "../../server/auth/rate-limit.ts";
import { clientAddresses } from "../../server/auth/client-address.ts";
import { SIGN_IN_LIMITS } from "../../server/app.ts";
import { fromSocket, testApp } from "../support/app.ts";

const SECRET = "demo-auth-test-secret-0123456789-abcdefghijklmnop";

async function app() {
  const tokens = await createTokenService(SECRET);
  const app = new Hono().onError(onError(() => {}));
  const limit = (max: number) => memoryLimiter({ max, windowMs: 60_000 });
  const limits = { perEmail: limit(SIGN_IN_LIMITS.perEmail), perAddress: limit(SIGN_IN_LIMITS.perAddress) };
  const demo = demoAuthApp({ tokens, users: createDemoUsers(), limits, addressOf: clientAddresses([]) });
  return { app: app.route("/api/auth", demo), tokens };
}

const json = (method: string, body: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

Deno.test("mock login takes GET query parameters or a POST JSON body and answers user + access_token", async () => {
  const { app: a, tokens } = await app();
  const query = new URLSearchParams({ email: "admin@demo.ledgerdesk.test", password: "admin-demo" });
  const viaGet = await a.request(`/api/auth?${query}`);
  strictEqual(viaGet.status, 200);
  await checkLogin(await viaGet.json(), tokens);
  const viaPost = await a.request(
    "/api/auth",
    json("POST", { email: "admin@demo.ledgerdesk.test", password: "admin-demo" }),
  );
  await checkLogin(await viaPost.json(), tokens);
});

Deno.test({
  name:
    "a GET whose credentials sit in a body (which Deno.serve drops) is a 400 naming the field, not a crash",
  sanitizeResources: false,
  async fn() {
    const { app: a } = await app();
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, a.fetch);
    try {
      const res = await rawRequest(server.addr.port, {
        method: "GET",
        path: "/api/auth",
        body: JSON.stringify({ email: "admin@demo.ledgerdesk.test", password: "admin-demo" }),
      });
      strictEqual(res.status, 400);
      ok(JSON.parse(res.body).error.fields.email);
    } finally {
      await server.shutdown();
    }
  },
});

type LoginAnswer = { user: { role: string; data: { email: string } }; access_token: string };

async function checkLogin(body: LoginAnswer, tokens: TokenService) {
  strictEqual(body.user.role, "admin");
  strictEqual(body.user.data.email, "admin@demo.ledgerdesk.test");
  strictEqual("password" in body.user, false);
  const claims = await tokens.verify(body.access_token, "demo");
  strictEqual(claims.exp - claims.iat, 2 * 24 * 3600);
}

Deno.test("unknown email and wrong password answer 200 with the spec's messages", async () => {
  const { app: a } = await app();
  const unknown = await (await a.request("/api/auth", json("POST", { email: "x@y.z", password: "whatever" })))
    .json();
  deepStrictEqual(unknown, { error: { email: "Check your username/email", password: null } });
  const wrong = await a.request(
    "/api/auth",
    json("POST", { email: "staff@demo.ledgerdesk.test", password: "nope" }),
  );
  strictEqual(wrong.status, 200);
  deepStrictEqual(await wrong.json(), { error: { email: null, password: "Check your password" } });
});

Deno.test("a body of the wrong shape is a 400 naming the field", async () => {
  const { app: a } = await app();
  const res = await a.request("/api/auth", json("POST", { email: 5, password: "x" }));
  strictEqual(res.status, 400);
  ok((await res.json()).error.fields.email);
  const bad = await a.request("/api/auth/register", { method: "POST", body: "{nope" });
  strictEqual(bad.status, 400);
});

Deno.test("access-token swaps a valid token for a fresh one; a bad one is 401 'Invalid access token detected'", async () => {
  const { app: a } = await app();
  const login = await (await a.request(
    "/api/auth",
    json("POST", { email: "staff@demo.ledgerdesk.test", password: "staff-demo" }),
  )).json();
  const ok1 = await a.request("/api/auth/access-token", json("POST", { access_token: login.access_token }));
  strictEqual(ok1.status, 200);
  strictEqual((await ok1.json()).user.uuid, login.user.uuid);
  const bad = await a.request(
    "/api/auth/access-token",
    json("POST", { access_token: login.access_token + "x" }),
  );
  strictEqual(bad.status, 401);
  const { error } = await bad.json();
  deepStrictEqual([error.code, error.message], ["accessTokenInvalid", "Invalid access token detected"]);
});

Deno.test("register: used email and empty display name answer the spec's errors; success makes an admin", async () => {
  const { app: a } = await app();
  const used = await (await a.request(
    "/api/auth/register",
    json("POST", { displayName: "X", password: "secret1", email: "ADMIN@demo.ledgerdesk.test" }),
  )).json();
  deepStrictEqual(used, {
    error: { email: "The email is already in use", displayName: null, password: null },
  });
  const unnamed = await (await a.request(
    "/api/auth/register",
    json("POST", { displayName: "  ", password: "secret1", email: "new@demo.test" }),
  )).json();
  deepStrictEqual(unnamed, { error: { email: null, displayName: "Enter display name", password: null } });
  const made = await (await a.request(
    "/api/auth/register",
    json("POST", { displayName: "New Person", password: "secret1", email: "new@demo.test" }),
  )).json();
  strictEqual(made.user.role, "admin");
  strictEqual(made.user.data.displayName, "New Person");
  const login =
    await (await a.request("/api/auth", json("POST", { email: "new@demo.test", password: "secret1" })))
      .json();
  strictEqual(login.user.uuid, made.user.uuid);
});

Deno.test("demo sign-in is limited per email as the back office's is: past it a 429 with Retry-After, right password too", async () => {
  const { app: a } = await app();
  const staff = { email: "staff@demo.ledgerdesk.test", password: "staff-demo" };
  for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
    const wrong = await a.request("/api/auth", json("POST", { ...staff, password: `guess-${i}` }));
    deepStrictEqual((await wrong.json()).error.password, "Check your password");
  }
  const refused = await a.request("/api/auth", json("POST", staff));
  strictEqual(refused.status, 429);
  ok(Number(refused.headers.get("retry-after")) > 0);
  strictEqual((await refused.json()).error.code, "tooManySignIns");
  const other = await a.request(
    "/api/auth",
    json("POST", { email: "admin@demo.ledgerdesk.test", password: "admin-demo" }),
  );
  strictEqual(other.status, 200, "another account still signs in");
});

Deno.test("demo registrations count against the sign-in limits, in the app as mounted (per address and email)", async () => {
  const { app: a } = await testApp();
  const from = fromSocket("203.0.113.9");
  const register = (email: string) =>
    a.request("/api/auth/register", json("POST", { displayName: "X", password: "secret1", email }), from);
  for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
    strictEqual((await register("new@demo.test")).status, 200);
  }
  const refused = await register("new@demo.test");
  strictEqual(refused.status, 429);
  strictEqual((await refused.json()).error.code, "tooManySignIns");
  // The back office's sign-in from that address counts with them.
  for (let i = SIGN_IN_LIMITS.perEmail; i < SIGN_IN_LIMITS.perAddress; i++) await register(`n${i}@demo.test`);
  const backOffice = await a.request(
    "/api/users/login",
    json("POST", { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
    from,
  );
  strictEqual(backOffice.status, 429);
});
