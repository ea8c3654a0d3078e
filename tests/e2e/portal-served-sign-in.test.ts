/**
 * The client portal's sign-in arrives with its form in the HTML (issue 37: its first paint within the staff
 * sign-in's budget), in the language of the person's browser, right to left in Arabic, at phone width: usable
 * before the portal's script has run, and the app takes over without losing what was typed or moving the form.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { Fixtures } from "../backoffice/support.ts";
import { screenProblems } from "../support/axe.ts";
import { adminCaller, appTookOver, E2E, holdScript } from "../support/e2e.ts";
import { portalHarness } from "../support/portal-page.ts";

const PHONE = { width: 390, height: 844 };
const CONTACT_EMAIL = "zanele@khumalo.test";

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

Deno.test(
  "the portal's sign-in is in the HTML, in the browser's language, and the app takes it over",
  E2E,
  async (t) => {
    const { mailbox, harness } = await portalHarness();
    /** A phone whose browser speaks Arabic first: it asks for pages in Arabic, and says so to the page. */
    const phone = (javaScriptEnabled = true): Promise<BrowserContext> =>
      harness.browser.newContext({
        viewport: PHONE,
        locale: "ar-SA",
        javaScriptEnabled,
        baseURL: harness.server.url,
      });
    try {
      const staff = adminCaller(harness);
      const fixtures = new Fixtures(staff);
      const account =
        (await fixtures.create("account", 7, { name: "Khumalo Traders", email: "k@khumalo.test" })).id;
      const contact = (await fixtures.create("contact", 7, { account, email: CONTACT_EMAIL })).id;
      assert.equal((await staff.post("/portal/invitations", { contact })).status, 201);
      // The invitation opened once makes the contact a portal user, whom a code may sign in.
      const invitation = /\/portal\/accept\?token=([0-9a-f]{64})/.exec((await mailbox.wait(1))[0])?.[1];
      const accepted = await fetch(new URL("/api/portal/invitations/accept", harness.server.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: invitation }),
      });
      assert.equal(accepted.status, 200, await accepted.text());

      await t.step(
        "with JavaScript off, the Arabic form is on screen, right to left, and sends nothing",
        async () => {
          const context = await phone(false);
          try {
            const page = await context.newPage();
            await page.goto("/portal");
            assert.deepEqual(await htmlAttributes(page), { lang: "ar", dir: "rtl" });
            assert.equal(await page.title(), "بوابة العملاء", "served with its title in the page's language");
            const email = page.locator("#shell").getByLabel("البريد الإلكتروني", { exact: true });
            assert.ok(await email.isVisible(), "the email field is shown");
            await email.fill(CONTACT_EMAIL);
            await email.press("Enter");
            const send = page.locator("#shell").getByRole("button", { name: "أرسل لي رمزًا" });
            assert.ok(await send.isDisabled(), "the served form cannot send itself: the app sends");
            assert.equal(new URL(page.url()).search, "", "no address went into the page's address");
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= PHONE.width, `no sideways scrolling at 390 px (${width})`);
          } finally {
            await context.close();
          }
        },
      );

      await t.step(
        "typed before the script, kept after: the same field, the cursor in it, a code signs in",
        async () => {
          const context = await phone();
          try {
            const page = await context.newPage();
            const release = await holdScript(page, "portal");
            await page.goto("/portal", { waitUntil: "commit" });
            const shellEmail = page.locator("#shell").getByLabel("البريد الإلكتروني", { exact: true });
            await shellEmail.waitFor();
            assert.equal(await page.locator("#root").getAttribute("hidden"), "", "the app has not run");
            const before = await shellEmail.boundingBox();
            assert.ok(before, "the email field is laid out");
            await shellEmail.fill(CONTACT_EMAIL);

            release();
            await appTookOver(page);
            const email = page.locator("#root").getByLabel("البريد الإلكتروني", { exact: true });
            assert.equal(await email.inputValue(), CONTACT_EMAIL);
            assert.ok(await email.evaluate((el) => el === document.activeElement), "the cursor stays put");
            const after = await email.boundingBox();
            assert.ok(after, "the app's email field is laid out");
            assert.ok(
              Math.abs(after.x - before.x) <= 1 && Math.abs(after.y - before.y) <= 1,
              `no layout jump: ${JSON.stringify([before, after])}`,
            );
            assert.deepEqual(await htmlAttributes(page), { lang: "ar", dir: "rtl" });
            assert.equal(
              await page.title(),
              "بوابة العملاء",
              "the tab says where it is, in the page's language",
            );
            assert.deepEqual(await screenProblems(page, "the portal's sign-in after take-over", "ar"), []);

            await email.press("Enter");
            const mails = await mailbox.wait(2);
            const code = /client portal is ([0-9]{6})\./.exec(mails[1])?.[1];
            assert.ok(code, mails[1]);
            await page.getByTestId("portal-code").fill(code);
            await page.getByTestId("portal-code").press("Enter");
            await page.getByTestId("portal-home").waitFor();

            // Back later, still signed in here: served the plain page, no sign-in form shows before the home.
            const again = await page.reload();
            assert.ok(!(await again!.text()).includes('id="shell"'), "no served sign-in for a kept session");
            await page.getByTestId("portal-home").waitFor();
            assert.equal(await page.getByTestId("portal-sign-in").count(), 0);
            // Another language chosen: the tab says it too.
            await page.getByRole("button", { name: "Türkçe" }).click();
            await page.waitForFunction(() => document.title === "Müşteri portalı");

            // Signed out here: the sign-in is served again.
            await page.getByTestId("portal-sign-out").click();
            await page.getByTestId("portal-sign-in").waitFor();
            const signedOut = await page.reload();
            assert.ok(
              (await signedOut!.text()).includes('id="shell"'),
              "the sign-in served again once signed out",
            );
          } finally {
            await context.close();
          }
        },
      );
    } finally {
      await harness.close();
      await mailbox.close();
    }
  },
);
