/**
 * A list's row opens its record's page at once (issue 34: the next screen within 150 ms), in Chromium over the
 * development server's demo practice: the page shows the record the list brought (a list's rows are whole
 * records) while it asks for the record as it is now, which then takes its place.
 */
import assert from "node:assert/strict";
import { E2E, Harness, open } from "../support/e2e.ts";

Deno.test("a list's row opens its record's page before the record's own answer comes", E2E, async () => {
  const harness = await Harness.startDev();
  try {
    await harness.withPage({}, async ({ page }) => {
      await open(page, "/apps/account");
      const row = page.getByTestId("list-row").first();
      await row.waitFor();
      const id = await row.getAttribute("data-id");
      const title = (await row.getAttribute("aria-label"))!;

      // The record's own answer is held back until the page has shown the record.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route(`**/api/backoffice/account/${id}`, async (route) => {
        await held;
        await route.continue();
      });
      await row.click();
      const view = page.getByTestId("view-page");
      await view.getByTestId("page-title").filter({ hasText: title }).waitFor();
      const name = view.locator("[data-field=name]");
      assert.notEqual((await name.textContent())?.trim() ?? "", "");

      const answered = page.waitForResponse((r) =>
        new URL(r.url()).pathname === `/api/backoffice/account/${id}`
      );
      release();
      assert.equal((await answered).status(), 200);
      await view.getByTestId("page-title").filter({ hasText: title }).waitFor();
    });
  } finally {
    await harness.close();
  }
});
