/**
 * CLIENT_VISIBILITY=assigned in Chromium over the development server's demo practice: the staff member's client
 * list holds their clients only, and another's client or return, opened by its address, reads as not found,
 * naming nothing of it.
 */
import assert from "node:assert/strict";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { signedInPage } from "../support/page.ts";

const E2E = { sanitizeOps: false, sanitizeResources: false } as const;

Deno.test({
  name: "client visibility: a staff member's list holds their clients; another's reads as not found",
  ...E2E,
  async fn() {
    const [server, browser] = await Promise.all([
      startDevServer({ CLIENT_VISIBILITY: "assigned" }),
      launchBrowser(),
    ]);
    try {
      const get = async (who: keyof typeof SIGN_INS, path: string) => {
        const { jwt_access_token } = await apiSignIn(server.url, SIGN_INS[who]);
        const res = await fetch(new URL(`/api/backoffice/${path}`, server.url), {
          headers: { authorization: `Bearer ${jwt_access_token}` },
        });
        return await res.json();
      };
      const theirs = await get("staff", "account?pageSize=1");
      const all = await get("admin", "account?pageSize=200");
      assert.ok(theirs.total > 0 && theirs.total < all.total, `${theirs.total} of ${all.total} clients`);
      const staffId = (await apiSignIn(server.url, SIGN_INS.staff)).userId;
      const other = all.items.find((a: Record<string, string>) =>
        a.partner !== staffId && a.manager !== staffId
      );
      const [otherReturn] = (await get("admin", `incometax?account=${other.id}`)).items;

      await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
        await page.goto("/apps/account");
        await page.getByTestId("list-row").first().waitFor();
        await page.waitForFunction(
          (n) => document.querySelector("[data-testid=range]")?.textContent?.endsWith(` ${n}`),
          theirs.total,
        );
        for (const path of [`/apps/account/view/${other.id}`, `/apps/incometax/view/${otherReturn.id}`]) {
          await page.goto(path);
          await page.getByText("This record does not exist, or it was deleted.").waitFor();
          assert.ok(!(await page.content()).includes(other.name), `${path} names nothing of the client`);
        }
        // The browser logs each record's 404 (asked once: a 404 is not retried); nothing else.
      }, { allow: [/status of 404/] });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
