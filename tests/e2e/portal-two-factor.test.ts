/**
 * A portal user's authenticator app in Chromium (issue 37): set up from the portal's home with the key shown and
 * its first code, then asked after the mailed code at the next sign-in, on a 390 px phone in Arabic.
 */
import assert from "node:assert/strict";
import { TOTP_PERIOD_SECONDS, totpCode } from "../../server/auth/totp.ts";
import { Fixtures } from "../backoffice/support.ts";
import { adminCaller, E2E, Harness } from "../support/e2e.ts";
import { openMailbox } from "../support/mailbox.ts";
import { openPortal } from "../support/portal-page.ts";
import { screenProblems } from "../support/axe.ts";

const CONTACT_EMAIL = "lerato@dlamini.test";
const PHONE = { width: 390, height: 844 };

Deno.test("a portal user turns on an authenticator app and is asked for it at sign-in", E2E, async () => {
  const mailbox = await openMailbox();
  const harness = await Harness.start({ SMTP_URL: mailbox.url, PUBLIC_URL: "https://portal.practice.test" });
  try {
    const staff = adminCaller(harness);
    const fixtures = new Fixtures(staff);
    const account =
      (await fixtures.create("account", 6, { name: "Dlamini Farms", email: "d@dlamini.test" })).id;
    const contact = (await fixtures.create("contact", 6, { account, email: CONTACT_EMAIL })).id;
    assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
    const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(1))[0])![1];

    let secret = "";
    await harness.withPage({ guest: true, language: "en", viewport: PHONE }, async ({ page }) => {
      await page.goto(`/portal/accept?token=${invitation}`);
      const app = page.getByTestId("portal-authenticator");
      await app.getByText("Off: a code or link by mail signs you in.").waitFor();
      await app.getByRole("button", { name: "Set up an authenticator app" }).click();
      secret = (await app.getByTestId("portal-app-secret").textContent())!;
      assert.match(secret, /^[A-Z2-7]{32}$/);
      await app.getByLabel("Code from your authenticator app").fill(totpCode(secret, Date.now()));
      await app.getByRole("button", { name: "Turn on" }).click();
      await app.getByText("Your authenticator app is on.").waitFor();
      await app.getByText("On: every sign-in also asks").waitFor();
      await page.getByTestId("portal-sign-out").click();
      await page.getByTestId("portal-sign-in").waitFor();
    });

    await harness.withPage({ guest: true, language: "ar", viewport: PHONE }, async ({ page }) => {
      await openPortal(page);
      const form = page.getByTestId("portal-sign-in");
      await form.getByTestId("portal-email").fill(CONTACT_EMAIL);
      await form.getByTestId("portal-email").press("Enter");
      const mails = await mailbox.wait(2);
      await form.getByTestId("portal-code").fill(/client portal is ([0-9]{6})\./.exec(mails[1])![1]);
      await form.getByTestId("portal-code").press("Enter");
      const step = page.getByTestId("portal-second-step");
      await step.getByText("فعّلت تطبيق مصادقة").waitFor();
      assert.equal(
        await page.evaluate(() => localStorage.getItem("ledgerdesk.portal-token")),
        null,
        "no session before the second factor",
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `no sideways scrolling at 390 px (${width})`);
      assert.deepEqual(await screenProblems(page, "the portal's second sign-in step", "ar"), []);
      // The step after the one that turned it on: a code works once.
      await step.getByTestId("portal-app-code").fill(
        totpCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000),
      );
      await step.getByTestId("portal-app-code").press("Enter");
      await page.getByTestId("portal-home").waitFor();
    });
  } finally {
    await harness.close();
    await mailbox.close();
  }
});
