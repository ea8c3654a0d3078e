import { deepStrictEqual, match, ok, strictEqual } from "node:assert/strict";
import { RESET_LIMIT } from "../../server/app.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { employeeResets, RESET_LINK_MINUTES } from "../../server/auth/reset-links.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { fromSocket, testApp } from "../support/app.ts";
import { openMailbox } from "../support/mailbox.ts";

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const STAFF = "staff@ledgerdesk.test";
const NEW_PASSWORD = "a-new-password-1";

/** The token of the last reset link written to the log. */
function linkToken(logs: string[]): string {
  const line = logs.findLast((l) => l.includes("/pages/auth/reset-password?token="));
  ok(line, "a reset link in the log");
  return decodeURIComponent(line.match(/\?token=([^\s]+)/)![1]);
}

Deno.test("an employee asks for a link, sets a new password with it, and signs in with that", async () => {
  const { app, logs, background } = await testApp();
  const asked = await app.request("/api/account/forgot-password", post({ email: STAFF }));
  strictEqual(asked.status, 202);
  deepStrictEqual(await asked.json(), { sent: true, minutes: RESET_LINK_MINUTES });
  await background.idle();
  const mail = logs.find((l) => l.startsWith("Mail"))!;
  match(mail, /to staff@ledgerdesk\.test: Reset your Ledgerdesk password/);
  match(mail, /http:\/\/localhost:8000\/pages\/auth\/reset-password\?token=e\.[0-9a-f]{64}/);
  const token = linkToken(logs);

  const reset = await app.request("/api/account/reset-password", post({ token, password: NEW_PASSWORD }));
  strictEqual(reset.status, 200);
  deepStrictEqual(await reset.json(), { email: STAFF });
  strictEqual(
    (await app.request("/api/users/login", post({ email: STAFF, password: NEW_PASSWORD }))).status,
    200,
  );
  strictEqual(
    (await app.request("/api/users/login", post({ email: STAFF, password: "ledgerdesk-staff" }))).status,
    401,
  );

  const again = await app.request("/api/account/reset-password", post({ token, password: "another-one-2" }));
  strictEqual(again.status, 400);
  const { error } = await again.json();
  strictEqual(error.fields.token.code, "resetLinkInvalid");
  match(error.fields.token.message, /used already/);
});

Deno.test("an unknown address gets the same answer and no mail", async () => {
  const { app, logs, background } = await testApp();
  const res = await app.request("/api/account/forgot-password", post({ email: "nobody@ledgerdesk.test" }));
  strictEqual(res.status, 202);
  deepStrictEqual(await res.json(), { sent: true, minutes: RESET_LINK_MINUTES });
  await background.idle();
  strictEqual(logs.filter((l) => l.startsWith("Mail")).length, 0);
});

Deno.test("a demo user's link sets the demo store's password; the mail is in the asker's language", async () => {
  const { app, logs, background } = await testApp();
  const email = "staff@demo.ledgerdesk.test";
  await app.request("/api/account/forgot-password", post({ email }, { "accept-language": "tr-TR" }));
  await background.idle();
  match(logs.find((l) => l.startsWith("Mail"))!, /Ledgerdesk parolanızı sıfırlayın/);
  const token = linkToken(logs);
  ok(token.startsWith("d."));
  const reset = await app.request("/api/account/reset-password", post({ token, password: NEW_PASSWORD }));
  deepStrictEqual([reset.status, await reset.json()], [200, { email }]);
  const signIn = await (await app.request("/api/auth", post({ email, password: NEW_PASSWORD }))).json();
  ok(signIn.access_token, "signed in with the new password");
  const old = await (await app.request("/api/auth", post({ email, password: "staff-demo" }))).json();
  strictEqual(old.error.password, "Check your password");
});

Deno.test("asking again replaces the earlier link", async () => {
  const { app, logs, background } = await testApp();
  await app.request("/api/account/forgot-password", post({ email: STAFF }));
  await background.idle();
  const first = linkToken(logs);
  await app.request("/api/account/forgot-password", post({ email: STAFF }));
  await background.idle();
  const second = linkToken(logs);
  ok(first !== second);
  strictEqual(
    (await app.request("/api/account/reset-password", post({ token: first, password: NEW_PASSWORD })))
      .status,
    400,
  );
  strictEqual(
    (await app.request("/api/account/reset-password", post({ token: second, password: NEW_PASSWORD })))
      .status,
    200,
  );
});

Deno.test("a link older than its lifetime does nothing", async () => {
  const { store } = await testApp();
  const links = employeeResets(store!.db, hashPassword, { forget: () => {} });
  const then = new Date("2026-11-25T08:00:00Z");
  const expires = new Date(then.getTime() + RESET_LINK_MINUTES * 60_000);
  ok(await links.issue(STAFF, "hash-1", expires, then));
  strictEqual(await links.reset("hash-1", NEW_PASSWORD, new Date(expires.getTime() + 1)), undefined);
  const before = await store!.employees.findByEmail(STAFF);
  strictEqual(before!.version, 1, "the password was not changed");
  ok(await links.issue(STAFF, "hash-2", expires, then));
  strictEqual(await links.reset("hash-2", NEW_PASSWORD, new Date(expires.getTime() - 1)), STAFF);
});

Deno.test("bad input is a 400 naming the field, and changes nothing", async () => {
  const { app, logs, background } = await testApp();
  const cases: [string, unknown, string][] = [
    ["/api/account/forgot-password", {}, "email"],
    ["/api/account/forgot-password", { email: "not an address" }, "email"],
    ["/api/account/reset-password", { token: "e.abc", password: "short" }, "password"],
    ["/api/account/reset-password", { password: NEW_PASSWORD }, "token"],
    ["/api/account/reset-password", { token: "x.unknown", password: NEW_PASSWORD }, "token"],
  ];
  for (const [path, body, field] of cases) {
    const res = await app.request(path, post(body));
    strictEqual(res.status, 400, `${path} ${JSON.stringify(body)}`);
    ok((await res.json()).error.fields[field], `${field} named`);
  }
  await background.idle();
  strictEqual(logs.filter((l) => l.startsWith("Mail")).length, 0);
});

Deno.test("requests from one address are limited", async () => {
  const { app } = await testApp();
  const from = fromSocket("203.0.113.9");
  for (let i = 0; i < RESET_LIMIT; i++) {
    strictEqual(
      (await app.request("/api/account/forgot-password", post({ email: STAFF }), from)).status,
      202,
    );
  }
  const refused = await app.request("/api/account/forgot-password", post({ email: STAFF }), from);
  strictEqual(refused.status, 429);
  strictEqual((await refused.json()).error.code, "tooManyResetRequests");
  const other = fromSocket("203.0.113.10");
  strictEqual((await app.request("/api/account/forgot-password", post({ email: STAFF }), other)).status, 202);
});

Deno.test("a server that cannot send mail says so (501), whatever the address", async () => {
  const mailer = createMailer({ from: "x@y.test", development: false, log: () => {} });
  strictEqual(mailer.canSend, false);
  const { app } = await testApp({}, { mailer });
  for (const email of [STAFF, "nobody@ledgerdesk.test"]) {
    const res = await app.request("/api/account/forgot-password", post({ email }));
    strictEqual(res.status, 501);
    strictEqual((await res.json()).error.code, "mailNotConfigured");
  }
});

Deno.test("with SMTP_URL the link goes out by SMTP, pointing at PUBLIC_URL", async () => {
  const mailbox = await openMailbox();
  try {
    const { app, logs } = await testApp({
      SMTP_URL: mailbox.url,
      MAIL_FROM: "Practice <office@practice.test>",
      PUBLIC_URL: "https://ledgerdesk.practice.test/",
    });
    strictEqual((await app.request("/api/account/forgot-password", post({ email: STAFF }))).status, 202);
    const [mail, ...more] = await mailbox.wait(1);
    strictEqual(more.length, 0);
    match(mail, /From: Practice <office@practice\.test>/);
    match(mail, /To: staff@ledgerdesk\.test/);
    match(mail, /https:\/\/ledgerdesk\.practice\.test\/pages\/auth\/reset-password\?token=e\.[0-9a-f]{64}/);
    strictEqual(logs.filter((l) => l.startsWith("Mail")).length, 0, "nothing written to the log");
  } finally {
    await mailbox.close();
  }
});
