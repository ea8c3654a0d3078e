/** Tax-case triggers in Chromium: "Run now" on a trigger's page, the run log, the Tax Dashboard panel. */
import assert from "node:assert/strict";
import { seedSession, SIGN_INS } from "../support/auth-server.ts";
import { watchErrors } from "../support/browser.ts";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

Deno.test({
  name: "triggers: Run now opens the missing returns, says so, and logs the run",
  ...E2E,
  async fn(t) {
    const harness = await Harness.start();
    try {
      const url = harness.server.url;
      const api = backofficeApi(harness);
      const taxType = await api("POST", "taxtype", { code: "ITR12", name: "Individuals" });
      const type = await api("POST", "accounttype", { name: "Individual", entityKind: "individual" });
      for (const name of ["Thandi Nkosi", "Pieter Botha"]) {
        await api("POST", "account", { name, accountType: type.id, financialYearEnd: 2, status: "active" });
      }
      await api("POST", "account", { name: "Ceased Client", accountType: type.id, status: "ceased" });
      const trigger = await api("POST", "trigger", {
        name: "ITR12 season",
        taxType: taxType.id,
        schedule: { kind: "yearly", month: 10, day: 20 },
      });

      await t.step("an admin runs the trigger from its page, twice", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/taxcase/trigger/view/${trigger.id}`);
          const panel = page.getByTestId("trigger-run-panel");
          await panel.waitFor();
          await page.getByTestId("trigger-last-run").filter({ hasText: "Never run" }).waitFor();

          const runNow = page.getByTestId("run-now");
          await runNow.click();
          const result = page.getByTestId("run-result");
          await result.filter({ hasText: "2 returns opened, 0 skipped" }).waitFor();
          await page.getByTestId("trigger-last-run").filter({ hasText: "by hand" }).waitFor();

          // A second run finds both returns and opens nothing.
          await runNow.click();
          await result.filter({ hasText: "0 returns opened, 2 skipped" }).waitFor();
          assert.equal(await runNow.isEnabled(), true);
        });
      });

      await t.step("the run log lists both runs; a run's page names what it opened", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, "/apps/taxcase/trigger/records");
          await page.getByTestId("page-title").filter({ hasText: "Trigger Runs" }).waitFor();
          const rows = page.getByTestId("list-row");
          await rows.nth(1).waitFor();
          assert.equal(await rows.count(), 2);
          assert.match(await rows.first().innerText(), /ITR12 season/);
          assert.equal(await page.getByTestId("add-button").count(), 0, "no one adds a run");

          // The oldest run (last row, newest first) opened the two returns.
          await rows.last().click();
          await page.getByTestId("view-page").waitFor();
          const details = page.getByTestId("record-details");
          await details.locator("[data-field=createdRecords]").filter({ hasText: "Thandi Nkosi" }).waitFor();
          assert.match(await details.locator("[data-field=createdRecords]").innerText(), /Pieter Botha/);
          assert.equal(await page.getByTestId("edit-button").count(), 0, "a run is not edited");
        });
      });

      await t.step("the Tax Dashboard shows the trigger's state and last run", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, "/apps/taxcase/trigger");
          const row = page.getByTestId("trigger-summary").filter({ hasText: "ITR12 season" });
          await row.waitFor();
          const text = await row.innerText();
          assert.match(text, /Active/);
          assert.match(text, /by hand/);
          assert.match(text, /\b0\b[\s\S]*\b2\b/, "created 0, skipped 2 on the last run");
        });
      });

      await t.step("a clerk (Tax: read only) sees the panel but cannot run", async () => {
        const context = await harness.browser.newContext({
          baseURL: url,
          viewport: { width: 1440, height: 900 },
        });
        try {
          const page = await context.newPage();
          const errors = watchErrors(page);
          await seedSession(page, url, SIGN_INS.clerk);
          await open(page, `/apps/taxcase/trigger/view/${trigger.id}`);
          await page.getByTestId("trigger-run-panel").filter({ hasText: "Your role may not run triggers." })
            .waitFor();
          assert.equal(await page.getByTestId("run-now").isDisabled(), true);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    } finally {
      await harness.close();
    }
  },
});

Deno.test({
  name: "triggers: a run's page shows the first 20 returns it opened and the rest on asking",
  ...E2E,
  async fn() {
    const harness = await Harness.start();
    try {
      const api = backofficeApi(harness);
      const taxType = await api("POST", "taxtype", { code: "ITR14", name: "Companies" });
      const type = await api("POST", "accounttype", { name: "Company", entityKind: "company" });
      for (let n = 1; n <= 23; n++) {
        await api("POST", "account", { name: `Client ${n}`, accountType: type.id, status: "active" });
      }
      const trigger = await api("POST", "trigger", {
        name: "ITR14 season",
        taxType: taxType.id,
        schedule: { kind: "yearly", month: 10, day: 20 },
      });
      const run = await api("POST", `workflows/triggers/${trigger.id}/run`);
      assert.equal(run.created, 23);

      await harness.withPage({}, async ({ page }) => {
        await open(page, `/apps/taxcase/trigger/records/view/${run.id}`);
        const created = page.getByTestId("record-details").locator("[data-field=createdRecords]");
        await created.filter({ hasText: "Client 1" }).waitFor();
        assert.equal(await created.locator(".badge").count(), 20);
        const more = created.getByTestId("refs-more");
        assert.equal((await more.innerText()).trim(), "3 more");
        await more.focus();
        await page.keyboard.press("Enter");
        await created.locator(".badge").nth(22).waitFor();
        assert.equal(await created.locator(".badge").count(), 23);
        assert.equal(await more.count(), 0);
      });
    } finally {
      await harness.close();
    }
  },
});
