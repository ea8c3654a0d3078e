/**
 * Recurring work in Chromium (issue 38), over the development server's demo practice: an administrator makes a
 * VAT201 job template on its form (two stages, the second moved above the first, a checklist, every two months,
 * one client by the clients list's filter), previews it on its page and runs it; the jobs are in the jobs' list and one is on the practice
 * calendar. In Arabic at 390 px the template's page and its preview read right to left inside the screen, and
 * axe finds nothing serious there or on the form; a stage's automations are chosen on the form, worded in each
 * language.
 */
import assert from "node:assert/strict";
import { axeViolations, settle } from "../support/axe.ts";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

Deno.test(
  "a job template made on its form, previewed and run; its jobs listed and on the calendar",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const api = backofficeApi(harness);
      const [client] = (await api("GET", "account?status=active&pageSize=1")).items;
      // Last month's first day: its two-month period has started, so a run has jobs to make.
      const now = new Date();
      const startsOn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(
        0,
        10,
      );
      let template = "";

      await t.step("English: the form, the preview, Run now, the list and the calendar", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, "/apps/jobs/templates/addtemplate");
          await page.locator('[name="name"]').fill("VAT201 e2e");
          const addStage = page.locator('[data-field="stages"] > button');
          // Review typed first, then Preparing moved above it: the stages' order is the form's.
          await addStage.click();
          await page.locator('[name="stages.0.name"]').fill("Review");
          await page.locator('[name="stages.0.role"]').selectOption("partner");
          // Review's automations: assign it to the partner on entering it, and tell them.
          await page.locator('[name="stages.0.assign"]').check();
          await page.locator('[name="stages.0.notify"]').check();
          await addStage.click();
          await page.locator('[name="stages.1.name"]').fill("Preparing");
          await page.locator('[data-field="stages.1.checklist"] > button').click();
          await page.locator('[name="stages.1.checklist.0.item"]').fill("Bank statements");
          await page.locator('[name="stages.1.hours"]').fill("2");
          await page.getByTestId("stages-up").nth(1).click();
          assert.equal(await page.locator('[name="stages.0.name"]').inputValue(), "Preparing");
          assert.equal(
            await page.locator('[name="stages.0.checklist.0.item"]').inputValue(),
            "Bank statements",
          );
          assert.equal(await page.locator('[name="stages.1.name"]').inputValue(), "Review");
          await page.locator('[name="recurrence.frequency"]').selectOption("two-monthly");
          await page.locator('[name="startsOn"]').fill(startsOn);
          await page.locator('[name="clients"]').fill(`code=${client.code}`);
          await page.getByTestId("save").click();
          await page.getByText(/^Saved: VAT201 e2e/).waitFor();
          const saved = (await api("GET", "jobtemplate?q=VAT201%20e2e")).items[0];
          template = saved.id;
          assert.deepEqual(saved.stages.map((s: { name: string }) => s.name), ["Preparing", "Review"]);
          assert.deepEqual([saved.stages[1].assign, saved.stages[1].notify], [true, true]);
          assert.ok(!saved.stages[0].assign, "the other stage's own");
          const expected = (await api("GET", `workflows/job-templates/${template}/preview`)).create;
          assert.ok(expected > 0, "the template has periods due");

          await open(page, `/apps/jobs/templates/view/${template}`);
          const panel = page.getByTestId("job-run-panel");
          await panel.waitFor();
          assert.equal(await panel.getByTestId("job-run-now").isDisabled(), true, "a preview comes first");
          await panel.getByTestId("job-preview").click();
          const answer = panel.getByTestId("job-preview-answer");
          await answer.waitFor();
          assert.match(
            await answer.innerText(),
            new RegExp(`A run would make ${expected} jobs for 1 clients`),
          );
          assert.match(
            await answer.innerText(),
            /\w{3}\/\w{3} \d{4}|\w{3} \d{4}\/\w{3} \d{4}/,
            "the periods named",
          );
          await panel.getByTestId("job-run-now").click();
          const result = panel.getByTestId("job-run-result");
          await result.waitFor();
          assert.match(
            await result.innerText(),
            new RegExp(`Run finished: ${expected} jobs made, 0 skipped`),
          );

          await open(page, `/apps/jobs?template=${template}`);
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(await page.getByTestId("list-row").count(), expected);
          assert.match(await page.getByTestId("list-row").first().innerText(), /VAT201 e2e — /);

          const [first] = (await api("GET", `job?template=${template}&sort=dueDate`)).items;
          assert.equal(first.stage, "Preparing", "a job starts in the first stage");
          await open(
            page,
            `/apps/practice-calendar?view=agenda&date=${first.dueDate}&client=${client.id}&kind=job`,
          );
          const entry = page.getByTestId("practice-calendar").locator(
            `a[href*='/apps/jobs/view/${first.id}']`,
          );
          await entry.first().waitFor();
          assert.match(await entry.first().innerText(), /Job/);
        });
      });

      await t.step("Arabic at 390 px: the template's page and preview, right to left; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, `/apps/jobs/templates/view/${template}`);
            const panel = page.getByTestId("job-run-panel");
            await panel.getByTestId("job-preview").click();
            await panel.getByTestId("job-preview-answer").waitFor();
            assert.match(await panel.innerText(), /لا شيء لإنشائه/, "a second run has nothing to make");
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the template's page with its preview");
            await open(page, `/apps/jobs/templates/${template}`);
            await page.locator('[name="stages.0.name"]').waitFor();
            await page.getByText("عند الدخول: إسناده لمن يتولاها").first().waitFor();
            assert.equal(await page.locator('[name="stages.1.assign"]').isChecked(), true);
            // Its page fades in: judged half-way, its colours would be a moment's.
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the template's form");
          },
        );
      });

      await t.step("Turkish: the stages' automations on the form", async () => {
        await harness.withPage({ language: "tr" }, async ({ page }) => {
          await open(page, `/apps/jobs/templates/${template}`);
          await page.getByText("Girişte: yapana ata").first().waitFor();
          await page.getByText("Girişte: şu şablondan belge talebi gönder").first().waitFor();
          await page.getByText("Kontrol listesi ve talepleri bitince kendiliğinden ilerlesin").first()
            .waitFor();
        });
      });
    } finally {
      await harness.close();
    }
  },
);
