/**
 * A portal user's authenticator app on both engines (issue 37): set up with a key and its first code, turned off
 * with a code; once on, a sign-in by code, by link or by invitation asks for a current code before the session
 * starts (no token until then, a code works once, the challenge is the portal's alone), and is in the history then;
 * staff revoking the person turns it off.
 */
import assert from "node:assert/strict";
import { TOTP_PERIOD_SECONDS, totpCode } from "../../server/auth/totp.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const NALEDI = "naledi@client.test";
const STEP = TOTP_PERIOD_SECONDS * 1000;

storeTest("an authenticator app is set up, asked at every sign-in, and turned off with a code", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const contact = await p.contact(NALEDI);
    const token = (await p.accept((await p.invite(contact, 1)).token)).body.token as string;
    const as = (path: string, body?: unknown, method = "POST") => p.call(method, path, { body, token });
    assert.deepEqual((await as("/api/portal/two-factor", undefined, "GET")).body, { enabled: false });
    assert.equal((await p.call("POST", "/api/portal/two-factor/start", {})).status, 401, "signed in only");

    const started = await as("/api/portal/two-factor/start");
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const secret = started.body.secret as string;
    assert.match(String(started.body.uri), /^otpauth:\/\/totp\//);
    assert.ok(String(started.body.uri).includes(encodeURIComponent(NALEDI)));
    assert.match(String(started.body.qrSvg), /^<svg/);
    assert.equal(
      await p.store.db.get("SELECT 1 AS x FROM portal_two_factor WHERE sealed_secret LIKE $1", [
        `%${secret}%`,
      ]),
      undefined,
      "the key is kept sealed",
    );
    const wrong = await as("/api/portal/two-factor/confirm", { code: "000000" });
    assert.equal(wrong.status, 400);
    assert.ok(JSON.stringify(wrong.body).includes('"code"'), "the refusal names the code field");
    assert.deepEqual((await as("/api/portal/two-factor", undefined, "GET")).body, { enabled: false });
    const first = totpCode(secret, p.clock.at);
    const on = await as("/api/portal/two-factor/confirm", { code: first });
    assert.deepEqual(on.body, { enabled: true });
    assert.equal((await as("/api/portal/two-factor/start")).status, 409, "on already: turned off first");

    // A code signs in no more by itself: the second step is asked, and no session starts until it is answered.
    await p.askCode(NALEDI);
    const half = await p.verify(NALEDI, await p.codeFor(NALEDI, 2));
    assert.equal(half.status, 200, JSON.stringify(half.body));
    assert.equal(half.body.twoFactorRequired, true);
    assert.equal(half.body.token, undefined, "no token before the second factor");
    const challenge = half.body.challenge as string;
    const second = (code: string, c = challenge) =>
      p.call("POST", "/api/portal/sign-in/two-factor", { body: { challenge: c, code } });
    assert.equal(
      (await p.call("GET", "/api/portal/me", { token: challenge })).status,
      401,
      "a challenge opens nothing",
    );
    assert.equal((await second("000000")).status, 400);
    const used = await second(first);
    assert.equal(used.status, 400, "the code that turned it on was used");
    assert.ok(JSON.stringify(used.body).includes("twoFactorCodeUsed"));
    p.clock.at += STEP;
    const full = await second(totpCode(secret, p.clock.at));
    assert.equal(full.status, 200, JSON.stringify(full.body));
    const me = await p.call("GET", "/api/portal/me", { token: full.body.token as string });
    assert.equal(me.body.email, NALEDI);
    const forged = await second(totpCode(secret, p.clock.at + STEP), token);
    assert.equal(forged.status, 401, "a session's token is no challenge");
    assert.equal(forged.body.error?.code, "portalChallengeInvalid");

    // Sign-in by link and by a new invitation ask for it too.
    const { body: asked } = await p.askCode(NALEDI);
    const link = /\/portal\/link\?token=([0-9a-f]{64})/.exec(await p.mailTo(NALEDI, 3))![1];
    assert.equal((await p.call("POST", "/api/portal/sign-in/link", { body: { token: link } })).status, 200);
    const polled = await p.call("POST", "/api/portal/sign-in/poll", {
      body: { email: NALEDI, poll: asked.poll },
    });
    assert.equal(polled.body.twoFactorRequired, true);
    assert.equal(polled.body.token, undefined);
    p.clock.at += STEP;
    assert.equal((await second(totpCode(secret, p.clock.at), polled.body.challenge as string)).status, 200);
    const invited = await p.accept(
      (await p.invite(contact, 4, `/portal/invitations/${contact}/resend`, {})).token,
    );
    assert.equal(invited.body.twoFactorRequired, true);

    const history = await p.staff.get(`/contact/${contact}/audit`);
    const signIns = history.body.filter((e: { action: string }) => e.action === "portalSignIn");
    assert.equal(
      signIns.length,
      3,
      "the first invitation, the code's and the link's: the unanswered one is none",
    );

    // Off, with a current code; then a code signs in alone again.
    assert.equal((await as("/api/portal/two-factor/disable", { code: "000000" })).status, 400);
    p.clock.at += STEP;
    const off = await as("/api/portal/two-factor/disable", { code: totpCode(secret, p.clock.at) });
    assert.deepEqual(off.body, { enabled: false });
    await p.askCode(NALEDI);
    const alone = await p.verify(NALEDI, await p.codeFor(NALEDI, 5));
    assert.ok(alone.body.token, "off: the code signs in alone");

    // Staff revoking the person turns it off: invited again, they sign in and may set it up anew.
    const again = await as("/api/portal/two-factor/start");
    await as("/api/portal/two-factor/confirm", { code: totpCode(again.body.secret as string, p.clock.at) });
    assert.equal((await p.staff.post(`/portal/invitations/${contact}/revoke`, {})).status, 200);
    const back = await p.accept((await p.invite(contact, 6)).token);
    assert.ok(back.body.token, "revoked and invited again: no authenticator code asked");
  } finally {
    await p.close();
  }
});

storeTest("second-step codes tried are limited per person and per client address", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const token = (await p.accept((await p.invite(await p.contact(NALEDI), 1)).token)).body.token as string;
    const secret = (await p.call("POST", "/api/portal/two-factor/start", { token })).body.secret as string;
    await p.call("POST", "/api/portal/two-factor/confirm", {
      token,
      body: { code: totpCode(secret, p.clock.at) },
    });
    await p.askCode(NALEDI);
    const { challenge } = (await p.verify(NALEDI, await p.codeFor(NALEDI, 2))).body;
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++) {
      status = (await p.call("POST", "/api/portal/sign-in/two-factor", {
        body: { challenge, code: "000000" },
        from: `198.51.100.${50 + i}`,
      })).status;
    }
    assert.equal(status, 429, "ten wrong codes for one person, from any address, and the eleventh waits");
  } finally {
    await p.close();
  }
});
