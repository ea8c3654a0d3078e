/**
 * What asking for and using a reset link gives away or costs: the link's host (never the request's), whether an
 * address has an account (the answer comes before any account is looked at), and a made-up token (no hash).
 */
import { deepStrictEqual, match, ok, strictEqual, throws } from "node:assert/strict";
import { Hono } from "hono";
import { passwordResetApi } from "../../server/auth/password-reset.ts";
import { memoryLimiter } from "../../server/auth/rate-limit.ts";
import { clientAddresses } from "../../server/auth/client-address.ts";
import {
  employeeResets,
  RESET_LINK_MINUTES,
  type ResettableAccounts,
} from "../../server/auth/reset-links.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { Background } from "../../server/background.ts";
import { ConfigError, parseConfig } from "../../server/config.ts";
import { onError } from "../../server/middleware/errors.ts";
import { testApp } from "../support/app.ts";
import { within } from "../support/store.ts";

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const STAFF = "staff@ledgerdesk.test";

Deno.test("a reset link never takes its host from the request: PUBLIC_URL, else localhost and PORT", async () => {
  for (
    const [env, origin] of [[{}, "http://localhost:8000"], [
      { PORT: "8123" },
      "http://localhost:8123",
    ]] as const
  ) {
    const { app, logs, background } = await testApp(env);
    const asked = await app.request(
      "http://evil.test/api/account/forgot-password",
      post({ email: STAFF }, { host: "evil.test", "x-forwarded-host": "evil.test" }),
    );
    strictEqual(asked.status, 202);
    await background.idle();
    const mail = logs.find((l) => l.startsWith("Mail"))!;
    ok(mail.includes(`${origin}/pages/auth/reset-password?token=e.`), mail);
    strictEqual(mail.includes("evil.test"), false);
  }
});

Deno.test("SMTP_URL without PUBLIC_URL stops start-up in any APP_ENV, in one line", () => {
  for (const APP_ENV of ["development", "test"]) {
    throws(
      () => parseConfig({ APP_ENV, SMTP_URL: "smtp://mail.practice.test:587" }),
      new ConfigError("Invalid configuration: PUBLIC_URL is required when SMTP_URL is set"),
    );
  }
  const set = parseConfig({
    SMTP_URL: "smtp://mail.practice.test:587",
    PUBLIC_URL: "https://ld.practice.test",
  });
  strictEqual(set.PUBLIC_URL, "https://ld.practice.test");
});

/** An account store whose every `issue` waits until `open()`: a handler that waits for it cannot answer. */
function gatedAccounts(known: string) {
  const issued: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const accounts: ResettableAccounts = {
    prefix: "e",
    async issue(email) {
      issued.push(email);
      await gate;
      return email === known ? { name: "Sam" } : undefined;
    },
    reset: () => Promise.resolve(undefined),
  };
  return { accounts, issued, open };
}

function resetApp(accounts: ResettableAccounts, send: () => Promise<void>) {
  const logs: string[] = [];
  const background = new Background((line) => logs.push(line));
  const mails: string[] = [];
  const app = new Hono().onError(onError(() => {})).route(
    "/api/account",
    passwordResetApi({
      accounts: [accounts],
      mailer: { canSend: true, send: (m) => (mails.push(m.to), send()) },
      publicUrl: "https://ld.practice.test",
      limiter: memoryLimiter({ max: 100, windowMs: 60_000 }),
      addressOf: clientAddresses([]),
      background,
    }),
  );
  return { app, logs, background, mails };
}

Deno.test("known and unknown addresses are answered alike, without waiting for an account to be looked up or written", async () => {
  const { accounts, issued, open } = gatedAccounts(STAFF);
  const { app, background, mails } = resetApp(accounts, () => Promise.resolve());
  const answers = [];
  for (const email of [STAFF, "nobody@ledgerdesk.test"]) {
    // Before the fix the known address's answer waited for its link to be written: here, for ever.
    const res = await within(
      2_000,
      Promise.resolve(app.request("/api/account/forgot-password", post({ email }))),
    );
    answers.push([res.status, await res.json()]);
  }
  deepStrictEqual(answers[0], answers[1]);
  deepStrictEqual(answers[0], [202, { sent: true, minutes: RESET_LINK_MINUTES }]);
  deepStrictEqual(mails, [], "nothing is mailed before the answer");
  open();
  await background.idle();
  // The background work may start in either order (each after its own delay); both ran.
  deepStrictEqual([...issued].sort(), ["nobody@ledgerdesk.test", STAFF].sort());
  deepStrictEqual(mails, [STAFF]);
});

Deno.test("a link that cannot be written or mailed after the answer is logged, not an unhandled rejection", async () => {
  const failing: ResettableAccounts = {
    prefix: "e",
    issue: () => Promise.reject(new Error("database is gone")),
    reset: () => Promise.resolve(undefined),
  };
  const { app, logs, background } = resetApp(failing, () => Promise.resolve());
  strictEqual((await app.request("/api/account/forgot-password", post({ email: STAFF }))).status, 202);
  await background.idle();
  deepStrictEqual(logs, [`Password-reset link for ${STAFF} failed: database is gone`]);

  const known = gatedAccounts(STAFF);
  known.open();
  const unsent = resetApp(known.accounts, () => Promise.reject(new Error("SMTP refused")));
  strictEqual((await unsent.app.request("/api/account/forgot-password", post({ email: STAFF }))).status, 202);
  await unsent.background.idle();
  match(unsent.logs[0], /failed: SMTP refused/);
});

Deno.test("a made-up, used or expired reset token costs no password hash; a real one costs one", async () => {
  const { store } = await testApp();
  let hashes = 0;
  const countingHash = (password: string) => (hashes++, hashPassword(password, 1_000));
  const links = employeeResets(store!.db, countingHash, { forget: () => {} });
  const now = new Date("2026-11-25T08:00:00Z");
  const expires = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);

  strictEqual(await links.reset("made-up", "a-new-password-1", now), undefined);
  strictEqual(hashes, 0, "a made-up token");
  ok(await links.issue(STAFF, "stale", expires, now));
  strictEqual(await links.reset("stale", "a-new-password-1", new Date(expires.getTime() + 1)), undefined);
  strictEqual(hashes, 0, "an expired token");
  ok(await links.issue(STAFF, "real", expires, now));
  strictEqual(await links.reset("real", "a-new-password-1", now), STAFF);
  strictEqual(hashes, 1, "a real token");
  strictEqual(await links.reset("real", "a-new-password-2", now), undefined);
  strictEqual(hashes, 1, "a used token");
});
