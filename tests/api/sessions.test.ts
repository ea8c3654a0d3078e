import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { testApp } from "../support/app.ts";

const SIGN_INS = {
  admin: { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" },
  staff: { email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" },
  clerk: { email: "clerk@ledgerdesk.test", password: "ledgerdesk-clerk" },
};
const MINUTE = 60_000;

/** A test app with a clock the test moves, and helpers to call it as a signed-in employee. */
async function sessionsApp(env: Record<string, string> = {}) {
  const clock = { now: Date.UTC(2026, 10, 25, 9) };
  const { app, tokens } = await testApp(env, { now: () => clock.now });
  const call = async (path: string, token?: string, body?: unknown, method = body ? "POST" : "GET") => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const signIn = async (who: keyof typeof SIGN_INS) => {
    const res = await call("/api/users/login", undefined, SIGN_INS[who]);
    strictEqual(res.status, 200, JSON.stringify(res.body));
    return res.body as { jwt_access_token: string; userId: string };
  };
  /** The problem code a back-office call with the token answers, or "ok". */
  const state = async (token: string) => {
    const res = await call("/api/backoffice/me/grants", token);
    return res.status === 200 ? "ok" : `${res.status} ${res.body.error.code}`;
  };
  return { app, tokens, clock, call, signIn, state };
}

Deno.test("logout-everywhere: every earlier token of the user answers 401, a new sign-in works", async () => {
  const { call, signIn, state } = await sessionsApp();
  const laptop = await signIn("staff");
  const phone = await signIn("staff");
  const admin = await signIn("admin");
  // A refreshed token belongs to the same session: it ends with it.
  const refreshed = await call("/api/users/verifytoken", undefined, {
    data: { jwt_access_token: phone.jwt_access_token },
  });
  strictEqual(refreshed.status, 200);

  const out = await call("/api/users/logout-everywhere", laptop.jwt_access_token, {});
  deepStrictEqual(out, { status: 200, body: { ended: 2 } });
  for (const token of [laptop.jwt_access_token, phone.jwt_access_token, refreshed.body.jwt_access_token]) {
    strictEqual(await state(token), "401 sessionEnded");
    strictEqual((await call("/api/users/me", token)).status, 401);
    const verify = await call("/api/users/verifytoken", undefined, { data: { jwt_access_token: token } });
    deepStrictEqual([verify.status, verify.body.error.code], [401, "sessionEnded"]);
  }
  const message = await call("/api/users/me", laptop.jwt_access_token);
  strictEqual(message.body.error.message, "Your session was ended. Sign in again.");
  // Someone else's session is untouched; signing in again works.
  strictEqual(await state(admin.jwt_access_token), "ok");
  strictEqual(await state((await signIn("staff")).jwt_access_token), "ok");
});

Deno.test("logout ends this session only; ending needs a live back-office session", async () => {
  const { call, signIn, state, tokens } = await sessionsApp();
  const one = await signIn("clerk");
  const two = await signIn("clerk");
  deepStrictEqual(await call("/api/users/logout", one.jwt_access_token, {}), {
    status: 200,
    body: { ended: 1 },
  });
  strictEqual(await state(one.jwt_access_token), "401 sessionEnded");
  strictEqual(await state(two.jwt_access_token), "ok");
  strictEqual((await call("/api/users/logout-everywhere", undefined, {})).status, 401);
  strictEqual((await call("/api/users/logout-everywhere", one.jwt_access_token, {})).status, 401);
  const demo = await tokens.issue("demo-admin-0001", "admin", "demo");
  strictEqual((await call("/api/users/logout-everywhere", demo, {})).status, 403);
  // A back-office token that names no session (signed before sessions existed, or forged with the key) is refused.
  const sessionless = await tokens.issue(one.userId, "clerk", "backoffice");
  strictEqual(await state(sessionless), "401 sessionEnded");
});

Deno.test("an admin ends another employee's sessions; a role without employee changes is refused (403)", async () => {
  const { call, signIn, state } = await sessionsApp();
  const admin = await signIn("admin");
  const staff = await signIn("staff");
  const clerk = await signIn("clerk");

  const refused = await call(`/api/users/${admin.userId}/end-sessions`, staff.jwt_access_token, {});
  deepStrictEqual([refused.status, refused.body.error.code], [403, "roleMayNot"]);
  strictEqual(await state(admin.jwt_access_token), "ok");

  const ended = await call(`/api/users/${staff.userId}/end-sessions`, admin.jwt_access_token, {});
  deepStrictEqual(ended, { status: 200, body: { ended: 1 } });
  strictEqual(await state(staff.jwt_access_token), "401 sessionEnded");
  strictEqual(await state(clerk.jwt_access_token), "ok");
  strictEqual(await state(admin.jwt_access_token), "ok");

  const unknown = await call("/api/users/no-such-employee/end-sessions", admin.jwt_access_token, {});
  deepStrictEqual([unknown.status, unknown.body.error.code], [404, "recordNotFound"]);
});

Deno.test("deactivating an employee (or changing their role) ends their sessions at once", async () => {
  const { call, signIn, state } = await sessionsApp();
  const admin = await signIn("admin");
  const staff = await signIn("staff");
  const clerk = await signIn("clerk");
  strictEqual(await state(staff.jwt_access_token), "ok");

  const record = (await call(`/api/backoffice/employee/${staff.userId}`, admin.jwt_access_token)).body;
  const off = await call(
    `/api/backoffice/employee/${staff.userId}`,
    admin.jwt_access_token,
    { active: false, version: record.version },
    "PUT",
  );
  strictEqual(off.status, 200, JSON.stringify(off.body));
  strictEqual(await state(staff.jwt_access_token), "401 sessionEnded");
  strictEqual((await call("/api/users/login", undefined, SIGN_INS.staff)).status, 401);

  const clerkRecord = (await call(`/api/backoffice/employee/${clerk.userId}`, admin.jwt_access_token)).body;
  const promoted = await call(
    `/api/backoffice/employee/${clerk.userId}`,
    admin.jwt_access_token,
    { role: "staff", version: clerkRecord.version },
    "PUT",
  );
  strictEqual(promoted.status, 200, JSON.stringify(promoted.body));
  strictEqual(await state(clerk.jwt_access_token), "401 sessionEnded");
  strictEqual(await state((await signIn("clerk")).jwt_access_token), "ok");
  // Other changes leave sessions alone.
  const adminRecord = (await call(`/api/backoffice/employee/${admin.userId}`, admin.jwt_access_token)).body;
  const renamed = await call(
    `/api/backoffice/employee/${admin.userId}`,
    admin.jwt_access_token,
    { phone: "0821234567", version: adminRecord.version },
    "PUT",
  );
  strictEqual(renamed.status, 200, JSON.stringify(renamed.body));
  strictEqual(await state(admin.jwt_access_token), "ok");
});

Deno.test("an idle session ends after SESSION_IDLE_MINUTES; use (and refresh) keeps it going", async () => {
  const { call, clock, signIn, state } = await sessionsApp({ SESSION_IDLE_MINUTES: "15" });
  const staff = await signIn("staff");
  let token = staff.jwt_access_token;
  for (let i = 0; i < 6; i++) {
    clock.now += 14 * MINUTE;
    strictEqual(await state(token), "ok", `after ${(i + 1) * 14} minutes of use`);
  }
  clock.now += 14 * MINUTE;
  const refreshed = await call("/api/users/verifytoken", undefined, { data: { jwt_access_token: token } });
  strictEqual(refreshed.status, 200);
  token = refreshed.body.jwt_access_token;
  clock.now += 14 * MINUTE;
  strictEqual(await state(token), "ok");

  clock.now += 16 * MINUTE;
  const idle = await call("/api/users/me", token);
  deepStrictEqual([idle.status, idle.body.error.code], [401, "sessionIdle"]);
  strictEqual(idle.body.error.message, "You were signed out after a while without activity. Sign in again.");
  // Ended for good: coming back does not revive it; a new sign-in works.
  strictEqual(await state(token), "401 sessionEnded");
  strictEqual(await state((await signIn("staff")).jwt_access_token), "ok");
});

Deno.test("a session gone idle is called idle behind the two-factor gate too: the token is checked once a call", async () => {
  const { clock, signIn, state } = await sessionsApp({ SESSION_IDLE_MINUTES: "15", TWO_FACTOR: "admins" });
  const token = (await signIn("staff")).jwt_access_token;
  clock.now += 16 * MINUTE;
  strictEqual(await state(token), "401 sessionIdle");
});

Deno.test("SESSION_IDLE_MINUTES must be a whole number from 1 to 720", async () => {
  const { parseConfig } = await import("../../server/config.ts");
  strictEqual(parseConfig({}).SESSION_IDLE_MINUTES, 30);
  for (const bad of ["0", "721", "2.5", "soon"]) {
    let message = "";
    try {
      parseConfig({ SESSION_IDLE_MINUTES: bad });
    } catch (err) {
      message = (err as Error).message;
    }
    strictEqual(message.startsWith("Invalid configuration: SESSION_IDLE_MINUTES must be"), true, message);
  }
});

Deno.test("a password reset ends the employee's sessions", async () => {
  const { app, logs, background } = await testApp();
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const { jwt_access_token } = await (await post("/api/users/login", SIGN_INS.clerk)).json();
  strictEqual((await post("/api/account/forgot-password", { email: SIGN_INS.clerk.email })).status, 202);
  await background.idle();
  const line = logs.findLast((l) => l.includes("/pages/auth/reset-password?token="))!;
  const token = decodeURIComponent(line.match(/\?token=([^\s]+)/)![1]);
  const reset = await post("/api/account/reset-password", { token, password: "a-new-password-42" });
  strictEqual(reset.status, 200, await reset.text());
  const me = await app.request("/api/users/me", { headers: { authorization: `Bearer ${jwt_access_token}` } });
  deepStrictEqual([me.status, (await me.json()).error.code], [401, "sessionEnded"]);
});
