import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { TWO_FACTOR_CODE_LIMIT } from "../../server/app.ts";
import { totpCode } from "../../server/auth/totp.ts";
import { testApp } from "../support/app.ts";

const ADMIN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };
const STAFF = { email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" };
const STEP = 30_000;

// deno-lint-ignore no-explicit-any
type Answer = { status: number; body: any; headers: Headers };

/** A test app with a clock the test moves (tokens, sessions and codes all read it). */
async function twoFactorApp(env: Record<string, string> = {}) {
  // Mid-step, so "the next step" is a whole step away.
  const clock = { now: Date.UTC(2026, 10, 25, 9, 0, 10) };
  const { app } = await testApp(env, { now: () => clock.now });
  const call = async (path: string, body?: unknown, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const login = (who: typeof ADMIN) => call("/api/users/login", who);
  const token = async (who: typeof ADMIN) => {
    const res = await login(who);
    strictEqual(res.status, 200, JSON.stringify(res.body));
    ok(res.body.jwt_access_token, "a session, no second step");
    return res.body.jwt_access_token as string;
  };
  /** Turns two-factor sign-in on for `who`; the key and the recovery codes. */
  const enrol = async (who: typeof ADMIN) => {
    const session = await token(who);
    const started = await call("/api/users/two-factor/start", {}, session);
    strictEqual(started.status, 200, JSON.stringify(started.body));
    const secret = started.body.secret as string;
    const confirmed = await call(
      "/api/users/two-factor/confirm",
      { code: totpCode(secret, clock.now) },
      session,
    );
    strictEqual(confirmed.status, 200, JSON.stringify(confirmed.body));
    return { session, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  };
  const secondStep = async (who: typeof ADMIN, code: string) => {
    const first = await login(who);
    strictEqual(first.status, 200);
    return call("/api/users/login/two-factor", { challenge: first.body.challenge, code });
  };
  return { clock, call, login, token, enrol, secondStep };
}

Deno.test("enrolment: a key with its address and QR code, confirmed by a first code, then ten recovery codes once", async () => {
  const { call, clock, token } = await twoFactorApp();
  const session = await token(STAFF);
  deepStrictEqual((await call("/api/users/two-factor", undefined, session)).body, {
    enabled: false,
    required: false,
    recoveryCodesLeft: 0,
  });
  const started = await call("/api/users/two-factor/start", {}, session);
  strictEqual(started.status, 200);
  const { secret, uri, qrSvg } = started.body;
  ok(
    uri.startsWith("otpauth://totp/Ledgerdesk:staff%40ledgerdesk.test?") && uri.includes(`secret=${secret}`),
  );
  ok(qrSvg.startsWith("<svg"));

  // Until confirmed, nothing changes: sign-in asks for no code.
  strictEqual((await call("/api/users/login", STAFF)).body.twoFactorRequired, undefined);
  const wrong = await call("/api/users/two-factor/confirm", { code: "000000" }, session);
  deepStrictEqual([wrong.status, wrong.body.error.fields.code.code], [400, "twoFactorCodeWrong"]);

  const confirmed = await call(
    "/api/users/two-factor/confirm",
    { code: totpCode(secret, clock.now) },
    session,
  );
  strictEqual(confirmed.status, 200);
  const codes: string[] = confirmed.body.recoveryCodes;
  strictEqual(new Set(codes).size, 10);
  for (const code of codes) ok(/^[a-z2-7]{5}-[a-z2-7]{5}$/.test(code), code);
  deepStrictEqual((await call("/api/users/two-factor", undefined, session)).body, {
    enabled: true,
    required: false,
    recoveryCodesLeft: 10,
  });
  // The key is never handed out again: starting over is refused while it is on.
  const again = await call("/api/users/two-factor/start", {}, session);
  deepStrictEqual([again.status, again.body.error.code], [409, "twoFactorAlreadyOn"]);
  // Enrolment is the signed-in employee's own business.
  strictEqual((await call("/api/users/two-factor/start", {})).status, 401);
});

Deno.test("sign-in with two-factor on: the password alone gives a challenge, the code a session, a used code nothing", async () => {
  const { call, clock, enrol, login, secondStep } = await twoFactorApp();
  const { secret } = await enrol(ADMIN);
  clock.now += STEP;

  const first = await login(ADMIN);
  strictEqual(first.status, 200);
  deepStrictEqual(Object.keys(first.body).sort(), ["challenge", "twoFactorRequired"]);
  // The challenge is no session.
  strictEqual((await call("/api/users/me", undefined, first.body.challenge)).status, 401);
  strictEqual((await call("/api/backoffice/me/grants", undefined, first.body.challenge)).status, 401);

  const code = totpCode(secret, clock.now);
  const signedIn = await call("/api/users/login/two-factor", { challenge: first.body.challenge, code });
  strictEqual(signedIn.status, 200, JSON.stringify(signedIn.body));
  for (const key of ["jwt_access_token", "userId", "userType", "name", "role", "email", "photoURL"]) {
    ok(key in signedIn.body, key);
  }
  strictEqual(
    (await call("/api/backoffice/me/grants", undefined, signedIn.body.jwt_access_token)).status,
    200,
  );

  // The same code again (a replay, or someone reading over a shoulder) is refused within its window.
  const replay = await secondStep(ADMIN, code);
  deepStrictEqual([replay.status, replay.body.error.code], [401, "twoFactorCodeUsed"]);
  // An older code of the window is refused too once a later one was used; the next step's code works.
  clock.now += STEP;
  strictEqual((await secondStep(ADMIN, totpCode(secret, clock.now - STEP))).status, 401);
  strictEqual((await secondStep(ADMIN, totpCode(secret, clock.now))).status, 200);
  const wrong = await secondStep(ADMIN, "123456");
  deepStrictEqual([wrong.status, wrong.body.error.code], [401, "twoFactorCodeWrong"]);

  // A challenge lives 5 minutes.
  const late = await login(ADMIN);
  clock.now += 5 * 60_000 + 1_000;
  const expired = await call("/api/users/login/two-factor", {
    challenge: late.body.challenge,
    code: totpCode(secret, clock.now),
  });
  deepStrictEqual([expired.status, expired.body.error.code], [401, "twoFactorChallengeInvalid"]);
  const forged = await call("/api/users/login/two-factor", { challenge: "not.a.token", code: "123456" });
  strictEqual(forged.status, 401);
});

Deno.test("a recovery code signs in once, typed any way; the count goes down", async () => {
  const { call, enrol, secondStep } = await twoFactorApp();
  const { session, recoveryCodes } = await enrol(STAFF);
  const [first, second] = recoveryCodes;
  strictEqual((await secondStep(STAFF, first)).status, 200);
  const again = await secondStep(STAFF, first);
  deepStrictEqual([again.status, again.body.error.code], [401, "twoFactorCodeWrong"]);
  strictEqual((await secondStep(STAFF, ` ${second.replace("-", "").toUpperCase()} `)).status, 200);
  strictEqual((await call("/api/users/two-factor", undefined, session)).body.recoveryCodesLeft, 8);
});

Deno.test("wrong codes are limited per employee: past the limit even the right code waits (429, Retry-After)", async () => {
  const { clock, enrol, secondStep } = await twoFactorApp();
  const { secret } = await enrol(STAFF);
  const admin = await enrol(ADMIN);
  clock.now += STEP;
  for (let i = 0; i < TWO_FACTOR_CODE_LIMIT; i++) {
    strictEqual((await secondStep(STAFF, "000000")).status, 401);
  }
  const refused = await secondStep(STAFF, totpCode(secret, clock.now));
  deepStrictEqual([refused.status, refused.body.error.code], [429, "tooManyTwoFactorCodes"]);
  ok(Number(refused.headers.get("retry-after")) > 0);
  // Another employee is not held up.
  strictEqual((await secondStep(ADMIN, totpCode(admin.secret, clock.now))).status, 200);
  clock.now += 15 * 60_000 + STEP;
  strictEqual((await secondStep(STAFF, totpCode(secret, clock.now))).status, 200);
});

Deno.test("turning it off takes a current code; afterwards the password alone signs in again", async () => {
  const { call, clock, enrol, login } = await twoFactorApp();
  const { session, secret } = await enrol(STAFF);
  clock.now += STEP;
  const wrong = await call("/api/users/two-factor/disable", { code: "000000" }, session);
  deepStrictEqual([wrong.status, wrong.body.error.fields.code.code], [400, "twoFactorCodeWrong"]);
  const off = await call("/api/users/two-factor/disable", { code: totpCode(secret, clock.now) }, session);
  deepStrictEqual([off.status, off.body], [200, { enabled: false }]);
  ok((await login(STAFF)).body.jwt_access_token);
});

Deno.test("TWO_FACTOR=admins: an admin without it may only set it up; with it, works; cannot turn it off", async () => {
  const { call, clock, enrol, token } = await twoFactorApp({ TWO_FACTOR: "admins" });
  const admin = await token(ADMIN);
  const refused = await call("/api/backoffice/me/grants", undefined, admin);
  deepStrictEqual([refused.status, refused.body.error.code], [403, "twoFactorEnrolmentRequired"]);
  deepStrictEqual((await call("/api/users/two-factor", undefined, admin)).body, {
    enabled: false,
    required: true,
    recoveryCodesLeft: 0,
  });
  strictEqual((await call("/api/users/me", undefined, admin)).status, 200);
  // Staff are not asked.
  strictEqual((await call("/api/backoffice/me/grants", undefined, await token(STAFF))).status, 200);

  const { session, secret } = await enrol(ADMIN);
  strictEqual((await call("/api/backoffice/me/grants", undefined, session)).status, 200);
  strictEqual(
    (await call("/api/backoffice/me/grants", undefined, admin)).status,
    200,
    "the earlier session too",
  );
  clock.now += STEP;
  const off = await call("/api/users/two-factor/disable", { code: totpCode(secret, clock.now) }, session);
  deepStrictEqual([off.status, off.body.error.code], [409, "twoFactorRequired"]);
});

Deno.test("an admin resets a staff member's lost two-factor sign-in; not their own; staff may not (403)", async () => {
  const { call, enrol, login, token } = await twoFactorApp();
  const staff = await enrol(STAFF);
  const admin = await token(ADMIN);
  const adminId = (await call("/api/users/me", undefined, admin)).body.id;
  const staffId = (await call("/api/users/me", undefined, staff.session)).body.id;

  const refused = await call(`/api/users/${adminId}/two-factor/reset`, {}, staff.session);
  deepStrictEqual([refused.status, refused.body.error.code], [403, "roleMayNot"]);
  const own = await call(`/api/users/${adminId}/two-factor/reset`, {}, admin);
  deepStrictEqual([own.status, own.body.error.code], [409, "twoFactorResetOwn"]);
  strictEqual((await call("/api/users/nobody/two-factor/reset", {}, admin)).status, 404);

  const reset = await call(`/api/users/${staffId}/two-factor/reset`, {}, admin);
  deepStrictEqual([reset.status, reset.body], [200, { enabled: false, wasOn: true }]);
  ok((await login(STAFF)).body.jwt_access_token, "the password alone signs in again");
  deepStrictEqual((await call(`/api/users/${staffId}/two-factor/reset`, {}, admin)).body, {
    enabled: false,
    wasOn: false,
  });
});

Deno.test("TWO_FACTOR must be optional, admins or everyone", async () => {
  const { parseConfig } = await import("../../server/config.ts");
  strictEqual(parseConfig({}).TWO_FACTOR, "optional");
  let message = "";
  try {
    parseConfig({ TWO_FACTOR: "on" });
  } catch (err) {
    message = (err as Error).message;
  }
  strictEqual(message, "Invalid configuration: TWO_FACTOR must be optional, admins or everyone");
});
