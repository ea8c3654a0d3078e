/**
 * A page recovers by itself when the server comes back (a restart, a dropped connection): what failed loads
 * again without anyone pressing Retry.
 */
import assert from "node:assert/strict";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

Deno.test({
  name: "recovery: a list that failed while the server was away loads again once it is back",
  ...E2E,
  async fn() {
    const harness = await Harness.start();
    try {
      const api = backofficeApi(harness);
      await api("POST", "accounttype", { name: "Recovery check type", entityKind: "individual" });
      // The refused connections are logged by the browser, as they are while the server is away.
      await harness.withPage({ allow: [/ERR_CONNECTION_REFUSED/] }, async ({ page }) => {
        // The back office's answers fail as they do while the server restarts (connection refused).
        let away = true;
        await page.route(
          "**/api/backoffice/**",
          (route) => away ? route.abort("connectionrefused") : route.fallback(),
        );
        await open(page, "/apps/master/accounttype");
        await page.getByTestId("load-error").waitFor();
        away = false;
        // No click on Retry: the page asks the server whether it is back and loads what failed.
        await page.getByTestId("list-row").filter({ hasText: "Recovery check type" }).waitFor({
          timeout: 15_000,
        });
        assert.equal(await page.getByTestId("load-error").count(), 0);
      });
    } finally {
      await harness.close();
    }
  },
});

Deno.test({
  name: "recovery: a page loaded while the server is away keeps the session and signs in once it is back",
  ...E2E,
  async fn() {
    const harness = await Harness.start();
    try {
      await harness.withPage(
        { allow: [/ERR_CONNECTION_REFUSED/, /Failed to login with token/] },
        async ({ page, url }) => {
          // The token check fails as it does while the server restarts, or when a load is abandoned.
          let away = true;
          await page.route(
            "**/api/users/verifytoken",
            (route) => away ? route.abort("connectionrefused") : route.fallback(),
          );
          await page.goto(url("/apps/master/accounttype"));
          // The splash, which stays until the session is known, says why it waits.
          await page.locator("#splash-screen", {
            hasText: "The server cannot be reached: you will be signed in as soon as it answers.",
          }).waitFor();
          assert.equal(new URL(page.url()).pathname, "/apps/master/accounttype", "not sent to sign in");
          assert.ok(
            await page.evaluate(() => localStorage.getItem("jwt_access_token")),
            "the token is kept",
          );
          away = false;
          await page.getByTestId("list-page").or(page.getByTestId("list-row").first()).first().waitFor({
            timeout: 15_000,
          });
          assert.equal(new URL(page.url()).pathname, "/apps/master/accounttype");
        },
      );
    } finally {
      await harness.close();
    }
  },
});
