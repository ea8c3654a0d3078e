/**
 * The client form as a new member of staff meets it (issue 32): titled "New client", typing starts in the first
 * field, the year end picked by month, and a registration number checked as it is typed; the same at 390 px in
 * Arabic.
 */
import assert from "node:assert/strict";
import { E2E, Harness, open } from "../support/e2e.ts";

Deno.test({
  name: "client form: its title, the first field focused, the year-end month picked, the number checked",
  ...E2E,
  async fn(t) {
    const harness = await Harness.start();
    try {
      await t.step("in English at desk width", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, "/apps/account/addaccount");
          const heading = page.getByRole("heading", { level: 1 });
          assert.equal((await heading.innerText()).trim(), "New client");
          await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "code");

          const yearEnd = page.getByLabel("Financial year end");
          assert.equal(await yearEnd.evaluate((e) => e.tagName), "SELECT");
          assert.equal(await yearEnd.locator("option:checked").innerText(), "February", "the default");
          await yearEnd.selectOption({ label: "June" });
          assert.equal(await yearEnd.inputValue(), "6");

          const number = page.getByLabel("Registration number");
          await number.fill("2030/12345/99");
          await number.blur();
          await page.getByText("Must look like YYYY/NNNNNN/NN (CIPC) or IT 1234/2015 (a trust)").waitFor();
          await number.fill("IT 1234/2015");
          await number.blur();
          await page.getByText("Must look like YYYY/NNNNNN/NN").waitFor({ state: "detached" });
        });
      });

      await t.step("in Arabic at 390 px", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, "/apps/account/addaccount");
            assert.equal((await page.getByRole("heading", { level: 1 }).innerText()).trim(), "عميل جديد");
            await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "code");
            const yearEnd = page.getByLabel("نهاية السنة المالية");
            assert.equal(await yearEnd.locator("option:checked").innerText(), "فبراير");
            const box = await yearEnd.boundingBox();
            assert.ok(box && box.x >= 0 && box.x + box.width <= 390, "the picker fits the phone's width");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
});
