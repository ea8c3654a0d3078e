import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { withPage } from "../support/page.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { E2E } from "../support/e2e.ts";

/** The refused calls of an ended session are logged by Chromium as failed loads: expected here. */
const ENDED = { allow: [/status of 401/] };

const waitForPath = (page: Page, p: string) => page.waitForURL((u) => u.pathname === p);
const message = (page: Page, text: string) => page.getByTestId("message").filter({ hasText: text }).waitFor();

Deno.test({
  name: "sessions: sign out everywhere from the user menu, an admin ends an employee's sessions",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      await t.step(
        "sign out everywhere ends this browser's session and the staff member's other one",
        async () => {
          await withPage(browser, server, async ({ page: laptop }) => {
            await withPage(browser, server, async ({ page: phone }) => {
              await phone.goto("/apps/dashboard");
              await phone.getByTestId("user-menu-name").filter({ hasText: "Sipho Staff" }).waitFor();
              await laptop.goto("/apps/dashboard");
              await laptop.getByTestId("user-menu").click();
              // Cancelling asks nothing of the server.
              await laptop.getByTestId("logout-everywhere").click();
              const dialog = laptop.getByTestId("logout-everywhere-dialog");
              await dialog.getByText("Sign out everywhere?").waitFor();
              await dialog.getByRole("button", { name: "Cancel" }).click();
              await dialog.waitFor({ state: "hidden" });
              await laptop.getByTestId("user-menu").click();
              await laptop.getByTestId("logout-everywhere").click();
              await laptop.getByTestId("logout-everywhere-dialog-confirm").click();
              await waitForPath(laptop, "/login");
              await message(laptop, "You are signed out on every device.");
              assert.equal(await laptop.evaluate(() => localStorage.getItem("jwt_access_token")), null);

              // The other browser learns it on its next call (saving a setting), and is taken to sign-in saying why.
              await phone.getByTestId("settings-open").click();
              await phone.locator("select[name=theme-main]").selectOption("dark");
              await waitForPath(phone, "/login");
              await message(phone, "Your session was ended. Sign in again to continue.");
              assert.equal(await phone.evaluate(() => localStorage.getItem("jwt_access_token")), null);
            }, { ...ENDED, who: SIGN_INS.staff });
          }, { ...ENDED, who: SIGN_INS.staff });
        },
      );

      await t.step(
        "an admin ends a clerk's sessions from the clerk's record; the clerk's reload says so",
        async () => {
          await withPage(browser, server, async ({ page: clerk }) => {
            await clerk.goto("/apps/dashboard");
            await clerk.getByTestId("user-menu-name").filter({ hasText: "Carla Clerk" }).waitFor();
            const clerkId = await clerk.evaluate(() => localStorage.getItem("userId"));
            await withPage(browser, server, async ({ page: admin }) => {
              await admin.goto(`/apps/employee/manageemployee/view/${clerkId}`);
              const panel = admin.getByTestId("employee-sessions");
              await panel.getByRole("button", { name: "End sessions" }).click();
              const dialog = admin.getByTestId("end-sessions-dialog");
              await dialog.getByText("End Carla Clerk's sessions?").waitFor();
              await admin.getByTestId("end-sessions-dialog-confirm").click();
              await message(admin, "Carla Clerk's sessions were ended (1).");
              // The admin's own record offers no such button: the user menu signs oneself out everywhere.
              const adminId = await admin.evaluate(() => localStorage.getItem("userId"));
              await admin.goto(`/apps/employee/manageemployee/view/${adminId}`);
              await admin.getByTestId("view-page").getByText("admin@ledgerdesk.test").waitFor();
              assert.equal(await admin.getByTestId("employee-sessions").count(), 0);
            }, { who: SIGN_INS.admin });

            await clerk.reload();
            await waitForPath(clerk, "/login");
            await message(clerk, "Your session was ended. Sign in again to continue.");
          }, { ...ENDED, who: SIGN_INS.clerk });
        },
      );

      await t.step(
        "a staff member sees no End sessions button on another's record (no employee changes)",
        async () => {
          const admin = await apiSignIn(server.url, SIGN_INS.admin);
          await withPage(browser, server, async ({ page }) => {
            await page.goto(`/apps/employee/manageemployee/view/${admin.userId}`);
            await page.getByTestId("view-page").getByText("admin@ledgerdesk.test").waitFor();
            assert.equal(await page.getByTestId("employee-sessions").count(), 0);
          }, { who: SIGN_INS.staff });
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
