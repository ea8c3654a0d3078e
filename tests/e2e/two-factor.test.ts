import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { totpCode } from "../../server/auth/totp.ts";
import { launchBrowser } from "../support/browser.ts";
import { withPage } from "../support/page.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { appTookOver, E2E, Harness } from "../support/e2e.ts";

const waitForPath = (page: Page, p: string) => page.waitForURL((u) => u.pathname === p);

async function signInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await appTookOver(page);
  await page.getByTestId("login-page").waitFor();
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByTestId("login-submit").click();
}

Deno.test({
  name: "two-factor: set up from the user menu with a real TOTP code, then sign in with a second step",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    let key = "";
    let recoveryCodes: string[] = [];
    try {
      await t.step("set up: the QR code and key, a first code, ten recovery codes shown once", async () => {
        await withPage(browser, server, async ({ page }) => {
          await page.goto("/apps/dashboard");
          await page.getByTestId("user-menu").click();
          await page.getByTestId("two-factor-link").click();
          await waitForPath(page, "/account/two-factor");
          await page.getByTestId("two-factor-status").getByText("Two-factor sign-in is off.").waitFor();
          await page.getByTestId("two-factor-start").click();
          const qr = page.getByTestId("two-factor-qr");
          await qr.waitFor();
          // The server's SVG, shown as an image that has loaded.
          assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
          key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
          assert.match(key, /^[A-Z2-7]{32}$/);

          await page.locator("input[name=two-factor-confirm-code]").fill("000000");
          await page.getByTestId("two-factor-confirm-submit").click();
          await page.getByText("That code is not right.", { exact: false }).waitFor();
          await page.locator("input[name=two-factor-confirm-code]").fill(totpCode(key, Date.now()));
          await page.getByTestId("two-factor-confirm-submit").click();
          const codes = page.getByTestId("recovery-codes").locator("li");
          await codes.first().waitFor();
          assert.equal(await codes.count(), 10);
          recoveryCodes = await codes.allTextContents();
          await page.getByTestId("codes-saved").click();
          await page.getByTestId("codes-left").getByText("Recovery codes left: 10").waitFor();
          await page.getByTestId("two-factor-status").getByText("Two-factor sign-in is on.").waitFor();
        }, { who: SIGN_INS.staff, allow: [/status of 400/] });
      });

      await t.step(
        "sign-in: the password, then the code (a wrong one is refused), then the dashboard; unlocking asks for it too",
        async () => {
          await withPage(browser, server, async ({ page }) => {
            await signInWithPassword(page, SIGN_INS.staff);
            const step = page.getByTestId("two-factor-step");
            await step.waitFor();
            assert.equal(new URL(page.url()).pathname, "/login");
            assert.equal(await page.evaluate(() => localStorage.getItem("jwt_access_token")), null);
            await step.getByLabel("Code").fill("123456");
            await page.getByTestId("two-factor-submit").click();
            await step.getByText("That code is not right.", { exact: false }).waitFor();
            // The set-up used this step's code: the next step's (accepted a step early) signs in.
            await step.getByLabel("Code").fill(totpCode(key, Date.now() + 30_000));
            await page.getByTestId("two-factor-submit").click();
            await waitForPath(page, "/apps/dashboard");
            await page.getByTestId("user-menu-name").filter({ hasText: "Sipho Staff" }).waitFor();

            // The lock screen asks for the second step too; a recovery code (this step's code is used) unlocks.
            await page.getByTestId("user-menu").click();
            await page.getByTestId("lock-screen").click();
            await page.getByTestId("lock-page").waitFor();
            await page.getByLabel("Password", { exact: true }).fill(SIGN_INS.staff.password);
            await page.getByTestId("unlock-submit").click();
            await step.getByLabel("Code").fill(recoveryCodes[0]);
            await page.getByTestId("two-factor-submit").click();
            await waitForPath(page, "/apps/dashboard");
            await page.getByTestId("user-menu-name").filter({ hasText: "Sipho Staff" }).waitFor();
          }, { allow: [/status of 401/] });
        },
      );

      await t.step("the second step in Arabic reads right to left", async () => {
        await withPage(browser, server, async ({ page }) => {
          await page.addInitScript(() => localStorage.setItem("ledgerdesk.language", "ar"));
          await page.goto("/login");
          await appTookOver(page);
          await page.getByTestId("login-page").waitFor();
          await page.locator("input[type=email]").fill(SIGN_INS.staff.email);
          await page.locator("input[autocomplete=current-password]").fill(SIGN_INS.staff.password);
          await page.getByTestId("login-submit").click();
          const step = page.getByTestId("two-factor-step");
          await step.getByText("تسجيل الدخول بخطوتين").waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
        });
      });

      await t.step(
        "an admin resets the staff member's two-factor sign-in; the password alone signs in",
        async () => {
          const before = await apiSignIn(server.url, SIGN_INS.staff) as unknown as Record<string, unknown>;
          assert.equal(before.twoFactorRequired, true, "two-factor on: the password alone gives no session");
          await withPage(browser, server, async ({ page }) => {
            await page.goto("/apps/employee/manageemployee?q=staff");
            await page.getByTestId("list-page").getByText("staff@ledgerdesk.test").click();
            const panel = page.getByTestId("employee-sessions");
            await panel.getByRole("button", { name: "Reset two-factor sign-in" }).click();
            await page.getByTestId("reset-two-factor-dialog").getByText(
              "Reset Sipho Staff's two-factor sign-in?",
            )
              .waitFor();
            await page.getByTestId("reset-two-factor-dialog-confirm").click();
            await page.getByTestId("message").filter({
              hasText: "Sipho Staff's two-factor sign-in was reset.",
            })
              .waitFor();
          }, { who: SIGN_INS.admin });
          await withPage(browser, server, async ({ page }) => {
            await signInWithPassword(page, SIGN_INS.staff);
            await waitForPath(page, "/apps/dashboard");
          });
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

Deno.test({
  name:
    "two-factor: with TWO_FACTOR=admins an admin without it is taken to set it up, then the back office opens",
  ...E2E,
  async fn() {
    const h = await Harness.start({ TWO_FACTOR: "admins" });
    try {
      await h.withPage({ allow: [/status of 403/] }, async ({ page }) => {
        await page.goto("/apps/dashboard");
        await waitForPath(page, "/account/two-factor");
        await page.getByTestId("message").filter({ hasText: "requires two-factor sign-in for your role" })
          .first()
          .waitFor();
        await page.getByTestId("two-factor-status").getByText("set it up to use the back office", {
          exact: false,
        })
          .waitFor();
        await page.getByTestId("two-factor-start").click();
        const key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
        await page.locator("input[name=two-factor-confirm-code]").fill(totpCode(key, Date.now()));
        await page.getByTestId("two-factor-confirm-submit").click();
        await page.getByTestId("codes-saved").click();
        // Required: on, and no way offered to turn it off.
        await page.getByTestId("two-factor-status").getByText("The practice requires it for your role.", {
          exact: false,
        }).waitFor();
        assert.equal(await page.getByTestId("two-factor-disable").count(), 0);
        await page.goto("/apps/account");
        await page.getByTestId("list-page").waitFor();
      });
    } finally {
      await h.close();
    }
  },
});
