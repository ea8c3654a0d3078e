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
