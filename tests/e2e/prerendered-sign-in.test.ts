import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ar } from "../../client/kit/i18n/ar.ts";
import { en } from "../../client/kit/i18n/en.ts";
import { SIGN_INS } from "../support/auth-server.ts";
import { appTookOver, E2E, Harness, holdScript, settingsFor, waitForPath } from "../support/e2e.ts";

/**
 * Issue 34: `/login` arrives with its form in the HTML, in the person's language, direction and theme, so it is
 * usable before the app's script has run; the app then takes over without losing what was typed.
 */

const words = (dictionary: typeof en) => dictionary.auth as { email: string; password: string };

const htmlAttributes = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return { lang: html.lang, dir: html.dir, theme: html.dataset.theme };
  });

/** The field of the served form (before the app), by its label in the page's language. */
const shellField = (page: Page, label: string) => page.locator("#shell").getByLabel(label, { exact: true });

Deno.test({
  name:
    "prerendered sign-in: usable before the script, in the person's language and theme, kept at take-over",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "with JavaScript off, /login's email field is on screen, in English by default",
        async () => {
          const context = await h.browser.newContext({ javaScriptEnabled: false, baseURL: h.server.url });
          try {
            const page = await context.newPage();
            await page.goto("/login");
            assert.deepEqual(await htmlAttributes(page), { lang: "en", dir: "ltr", theme: "light" });
            const email = shellField(page, words(en).email);
            assert.ok(await email.isVisible(), "the email field is shown");
            assert.equal(await email.getAttribute("type"), "email");
            await email.fill("someone@example.com");
            assert.equal(await email.inputValue(), "someone@example.com");
          } finally {
            await context.close();
          }
        },
      );

      await t.step(
        "Arabic and a dark theme, once chosen, are served before the script; the app keeps what was typed, the cursor too, and signs in",
        async () => {
          const settings = settingsFor("vertical", { theme: { main: "dark" } });
          await h.withPage({ guest: true, language: "ar", settings }, async ({ page }) => {
            // A first visit: the app starts in the stored language and theme and keeps them for the server.
            await page.goto("/login");
            await appTookOver(page);
            assert.deepEqual(await htmlAttributes(page), { lang: "ar", dir: "rtl", theme: "dark" });

            const release = await holdScript(page, "main");
            await page.reload({ waitUntil: "commit" });
            const email = shellField(page, words(ar).email);
            await email.waitFor();
            assert.deepEqual(await htmlAttributes(page), { lang: "ar", dir: "rtl", theme: "dark" });
            assert.equal(await page.locator("#root").getAttribute("hidden"), "", "the app has not run");
            const before = await email.boundingBox();
            assert.ok(before, "the email field is laid out");
            await email.fill(SIGN_INS.admin.email);
            const password = shellField(page, words(ar).password);
            await password.fill(SIGN_INS.admin.password);
            await password.focus();

            release();
            await appTookOver(page);
            const appEmail = page.locator("#root").getByLabel(words(ar).email, { exact: true });
            const appPassword = page.locator("#root").getByLabel(words(ar).password, { exact: true });
            assert.equal(await appEmail.inputValue(), SIGN_INS.admin.email);
            assert.equal(await appPassword.inputValue(), SIGN_INS.admin.password);
            assert.ok(
              await appPassword.evaluate((el) => el === document.activeElement),
              "the cursor stays put",
            );
            const after = await appEmail.boundingBox();
            assert.ok(after, "the app's email field is laid out");
            // The same form in the same place: nothing jumps when the app takes over.
            assert.ok(
              Math.abs(after.x - before.x) <= 1 && Math.abs(after.y - before.y) <= 1,
              `no layout jump: ${JSON.stringify([before, after])}`,
            );
            assert.deepEqual(await htmlAttributes(page), { lang: "ar", dir: "rtl", theme: "dark" });

            await page.getByTestId("login-submit").click();
            await waitForPath(page, "/apps/dashboard");
          });
        },
      );

      await t.step(
        "a language and theme unknown to the app are not served: English, the default theme",
        async () => {
          const res = await fetch(new URL("/login", h.server.url), {
            headers: { cookie: 'ledgerdesk.language=xx; ledgerdesk.theme="><script>' },
          });
          const html = await res.text();
          assert.equal(res.status, 200);
          assert.match(html, /<html data-theme="light" lang="en" dir="ltr">/);
          assert.match(res.headers.get("vary") ?? "", /Cookie/);
        },
      );
    } finally {
      await h.close();
    }
  },
});
