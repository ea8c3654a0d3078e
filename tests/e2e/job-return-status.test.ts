/**
 * A stage that sets the linked return's status (issue 38) in Chromium, over the development server's demo practice:
 * an administrator chooses the status on the template's stage editor, the job's form links one of its client's
 * returns through the picker (which offers that client's returns only), and once the job enters the stage the return's status is set and the job's page says
 * so in its history, in English, Turkish and Arabic (at 390 px, right to left, axe finding nothing serious).
 */
import assert from "node:assert/strict";
import { practiceToday } from "../../domain/today.ts";
import { axeViolations, settle } from "../support/axe.ts";
import { backofficeApi, E2E, eventually, Harness, open } from "../support/e2e.ts";

Deno.test(
  "a stage sets the linked return's status: chosen on the template, the return picked on the job, said in its history",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const api = backofficeApi(harness);
      const [ret] = (await api("GET", "incometax?status=in-review&pageSize=1")).items;
      const client = await api("GET", `account/${ret.account}`);
      const template = (await api("POST", "jobtemplate", {
        name: "Return e2e",
        stages: [{ name: "Preparing", role: "manager" }, { name: "Submitted", role: "manager" }],
        recurrence: { frequency: "monthly", day: 1 },
        startsOn: `${practiceToday().slice(0, 7)}-01`,
        dueDaysAfter: 5,
        daysAhead: 0,
        clients: `code=${client.code}`,
        active: true,
      })).id;
      assert.equal((await api("POST", `workflows/job-templates/${template}/run`, {})).created, 1);
      const [job] = (await api("GET", `job?template=${template}`)).items;

      await t.step("English: the stage's status on the template, the return on the job's form", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/jobs/templates/${template}`);
          const status = page.locator('[name="stages.1.returnStatus"]');
          await status.waitFor();
          await page.getByText("On entering: set the linked return's status to").first().waitFor();
          await status.selectOption("submitted");
          await page.getByTestId("save").click();
          await page.getByText(/^Changes saved: Return e2e/).waitFor();
          const saved = await api("GET", `jobtemplate/${template}`);
          assert.deepEqual(saved.stages.map((s: { returnStatus?: string }) => s.returnStatus ?? null), [
            null,
            "submitted",
          ]);

          await open(page, `/apps/jobs/${job.id}`);
          const picker = page.locator("#field-taxReturn");
          await picker.waitFor();
          // Opened empty, the picker offers the job's client's returns only: the first page of theirs, each theirs.
          const theirs = (await api("GET", `incometax?account=${client.id}&pageSize=20`)).items;
          const every = await api("GET", "incometax?pageSize=1");
          assert.ok(every.total > theirs.length, "other clients' returns exist to be left out");
          await picker.click();
          const offered = page.locator('#field-taxReturn-options [role="option"]:not([aria-disabled])');
          await eventually(async () => assert.equal(await offered.count(), theirs.length), 30_000);
          for (const text of await offered.allTextContents()) {
            assert.ok(text.includes(String(client.name)), text);
          }
          await picker.fill(String(client.name));
          await page.getByRole("option").filter({ hasText: String(client.name) }).first().click();
          await page.getByTestId("save").click();
          await eventually(async () => assert.ok((await api("GET", `job/${job.id}`)).taxReturn, "linked"));
        });
      });
      // The return picked is one of the client's (another's is refused); entering the stage sets its status.
      const linked = await api("GET", `job/${job.id}`);
      assert.equal((await api("GET", `incometax/${linked.taxReturn}`)).account, client.id);
      await api("PUT", `job/${job.id}`, { stage: "Submitted", version: linked.version });
      assert.equal((await api("GET", `incometax/${linked.taxReturn}`)).status, "submitted");

      await t.step("English and Turkish: the job's page says the status was set", async () => {
        await harness.withPage({}, async ({ page }) => {
          await open(page, `/apps/jobs/view/${job.id}`);
          await page.getByText("Return's status set").first().waitFor();
          await page.getByText("Income tax return").first().waitFor();
        });
        await harness.withPage({ language: "tr" }, async ({ page }) => {
          await open(page, `/apps/jobs/view/${job.id}`);
          await page.getByText("Beyanname durumu ayarlandı").first().waitFor();
        });
      });

      await t.step("Arabic at 390 px: the job's page and form, right to left; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, `/apps/jobs/view/${job.id}`);
            await page.getByText("عُيّنت حالة الإقرار").first().waitFor();
            await page.getByText("إقرار ضريبة الدخل").first().waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the job's page");
            await open(page, `/apps/jobs/templates/${template}`);
            await page.getByText("عند الدخول: تعيين حالة الإقرار المرتبط إلى").first().waitFor();
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the template's form");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
);
