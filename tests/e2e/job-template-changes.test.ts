/**
 * A job template's edit reaching its jobs not yet started (issue 38) in Chromium, over the development server's
 * demo practice: after the template's stages are edited, its page previews the jobs that would change (a started
 * one is not among them), then applies the template to those alone; in Arabic at 390 px the panel reads right to
 * left inside the screen and axe finds nothing serious.
 */
import assert from "node:assert/strict";
import { practiceToday } from "../../domain/today.ts";
import { axeViolations, settle } from "../support/axe.ts";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

Deno.test(
  "a template's edit is previewed on its page and applied to its jobs not yet started alone",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const api = backofficeApi(harness);
      const clients = (await api("GET", "account?status=active&pageSize=2&sort=code")).items;
      const template = await api("POST", "jobtemplate", {
        name: "Changes e2e",
        stages: [{ name: "Waiting", role: "manager", hours: 1 }, { name: "Review", role: "manager" }],
        recurrence: { frequency: "monthly", day: 1 },
        startsOn: `${practiceToday().slice(0, 7)}-01`,
        dueDaysAfter: 5,
        daysAhead: 0,
        clients: `code=${clients[0].code}&code=${clients[1].code}`,
        active: true,
      });
      assert.equal((await api("POST", `workflows/job-templates/${template.id}/run`, {})).created, 2);
      const [started, fresh] = (await api("GET", `job?template=${template.id}`)).items;
      await api("PUT", `job/${started.id}`, { stage: "Review", version: started.version });
      await api("PUT", `jobtemplate/${template.id}`, {
        stages: [{ name: "Collecting", role: "manager", hours: 3 }, { name: "Review", role: "manager" }],
        version: template.version,
      });

      await t.step("English: the preview lists the job not yet started, and Apply changes it", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/jobs/templates/view/${template.id}`);
          const panel = page.getByTestId("job-changes-panel");
          await panel.waitFor();
          assert.equal(
            await panel.getByTestId("job-changes-apply").isDisabled(),
            true,
            "a preview comes first",
          );
          await panel.getByTestId("job-changes-preview").click();
          const answer = panel.getByTestId("job-changes-answer");
          await answer.waitFor();
          assert.match(
            await answer.innerText(),
            /1 jobs not yet started would take the first stage "Collecting"/,
          );
          assert.match(await answer.innerText(), new RegExp(fresh.title));
          await panel.getByTestId("job-changes-apply").click();
          await panel.getByTestId("job-changes-result").waitFor();
          assert.match(await panel.getByTestId("job-changes-result").innerText(), /1 jobs changed, 0 left/);
        });
        const [kept, changed] = [await api("GET", `job/${started.id}`), await api("GET", `job/${fresh.id}`)];
        assert.deepEqual([changed.stage, changed.budgetedHours], ["Collecting", 3]);
        assert.deepEqual([kept.stage, kept.budgetedHours], ["Review", 1], "a started job keeps its own");
      });

      await t.step("Arabic at 390 px: the panel, right to left; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, `/apps/jobs/templates/view/${template.id}`);
            const panel = page.getByTestId("job-changes-panel");
            await panel.getByTestId("job-changes-preview").click();
            await panel.getByTestId("job-changes-answer").waitFor();
            assert.match(await panel.innerText(), /كل عمل لم يبدأ بعد يتبع القالب أصلًا/);
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the template's page with its changes");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
);
