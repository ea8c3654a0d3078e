/**
 * A job template's pipeline board in Chromium (issue 38), over the development server's demo practice: a template
 * with three stages whose run makes a client's jobs; on the board the first card is dragged by the mouse to the
 * second column, another lifted with Space and taken two columns on with the arrow keys, a third moved by its
 * "Move to…" list, each count following; a move over a version someone else has moved meanwhile is refused
 * in words and the card shown where it now is; the page of the job moved by the keyboard shows the move in its
 * stage history. In Arabic at 390 px the board reads right to left, its columns
 * scroll sideways inside it (the page does not), and axe finds nothing serious.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { resourceDef } from "../../domain/resources/index.ts";
import { practiceToday } from "../../domain/today.ts";
import { axeViolations, settle } from "../support/axe.ts";
import { backofficeApi, E2E, eventually, Harness, open } from "../support/e2e.ts";

const STAGES = ["Waiting for documents", "Preparing", "Review"];

const column = (page: Page, stage: string) => page.locator(`[data-testid=job-column][data-stage="${stage}"]`);

/** Each column's count of jobs, as the board says it. */
async function counts(page: Page): Promise<number[]> {
  return await Promise.all(STAGES.map(async (stage) => {
    const text = await column(page, stage).getByTestId("job-column-count").innerText();
    return Number(/\d+/.exec(text)?.[0]);
  }));
}

Deno.test(
  "a template's board: cards moved by mouse, keyboard and menu; a stale move refused",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const api = backofficeApi(harness);
      const [client] = (await api("GET", "account?status=active&pageSize=1")).items;
      // Four months back: the run makes this client's jobs for those months and this one.
      const [year, month] = practiceToday().split("-").map(Number);
      const startsOn = new Date(Date.UTC(year, month - 5, 1)).toISOString().slice(0, 10);
      const template = (await api("POST", "jobtemplate", {
        name: "Board e2e",
        stages: STAGES.map((name) => ({ name, role: "manager" })),
        recurrence: { frequency: "monthly", day: 1 },
        startsOn,
        dueDaysAfter: 5,
        daysAhead: 0,
        clients: `code=${client.code}`,
        active: true,
      })).id;
      const made = (await api("POST", `workflows/job-templates/${template}/run`, {})).created;
      assert.ok(made >= 4, `the run made the client's jobs (${made})`);
      const board = `/apps/jobs/board?template=${template}`;

      await t.step("English: mouse, keyboard, Move to…, a stale move", async () => {
        // The stale move's 409 is the case itself.
        await harness.withPage({ allow: [/status of 409/] }, async ({ page }) => {
          await open(page, board);
          await column(page, STAGES[0]).getByTestId("job-card").first().waitFor();
          assert.deepEqual(await counts(page), [made, 0, 0]);
          assert.match(
            await column(page, STAGES[0]).getByTestId("job-column-overdue").innerText(),
            /[1-9]\d* overdue/,
            "last months' jobs are overdue, said in words",
          );
          assert.ok(await page.getByTestId("job-card-overdue").first().isVisible());

          // The mouse: the first card's handle dragged onto the second column.
          const handle = column(page, STAGES[0]).getByTestId("job-card-handle").first();
          const from = (await handle.boundingBox())!;
          const to = (await column(page, STAGES[1]).boundingBox())!;
          await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
          await page.mouse.down();
          await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
          await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
          await page.mouse.up();
          await eventually(async () => assert.deepEqual(await counts(page), [made - 1, 1, 0]));

          // The keyboard: Space lifts, two arrows take it two columns on, Space drops it.
          const lifted = await column(page, STAGES[0]).getByTestId("job-card").first().getAttribute(
            "data-job",
          );
          await column(page, STAGES[0]).getByTestId("job-card-handle").first().focus();
          // Each step waits for what a screen reader hears of it.
          const heard = (text: RegExp) =>
            page.locator("[id^=DndLiveRegion]").getByText(text).waitFor({ state: "attached" });
          await page.keyboard.press("Space");
          await heard(/ is over Waiting for documents\.$/);
          await page.keyboard.press("ArrowRight");
          await heard(/ is over Preparing\.$/);
          await page.keyboard.press("ArrowRight");
          await heard(/ is over Review\.$/);
          await page.keyboard.press("Space");
          await eventually(async () => assert.deepEqual(await counts(page), [made - 2, 1, 1]));

          // "Move to…": the list of the other stages.
          await column(page, STAGES[0]).getByTestId("job-card-move").first().selectOption(STAGES[1]);
          await eventually(async () => assert.deepEqual(await counts(page), [made - 3, 2, 1]));
          await page.getByText(/moved to Preparing\./).first().waitFor();

          // Someone else moves a card the board shows; this board's move of it, over the version it had, is refused.
          const card = column(page, STAGES[0]).getByTestId("job-card").first();
          const id = (await card.getAttribute("data-job"))!;
          const job = await api("GET", `job/${id}`);
          await api("PUT", `job/${id}`, { stage: STAGES[2], version: job.version });
          await card.getByTestId("job-card-move").selectOption(STAGES[1]);
          await page.getByText(/was moved or changed by someone else meanwhile/).first().waitFor();
          await column(page, STAGES[2]).locator(`[data-job="${id}"]`).waitFor();
          await eventually(async () => assert.deepEqual(await counts(page), [made - 4, 2, 2]));
          assert.equal((await api("GET", `job/${id}`)).stage, STAGES[2], "the other person's move stands");

          // The same jobs as a list.
          await page.getByRole("link", { name: "These jobs as a list" }).click();
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(await page.getByTestId("list-row").count(), made);

          // The job moved by the keyboard: its page's stage history has the move, after the run's start.
          await open(page, `${resourceDef("job")!.base}/view/${lifted}`);
          const history = page.locator("[data-testid=record-details] [data-field=history]");
          await history.getByText("Moved", { exact: true }).waitFor();
          const text = await history.innerText();
          assert.match(text, /Started \(made by a run\)[\s\S]*Review/);
        });
      });

      await t.step("Arabic at 390 px: right to left, columns scroll inside the board; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, board);
            await column(page, STAGES[0]).getByTestId("job-card").first().waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling of the page at 390 px (${width})`);
            const columns = page.getByTestId("job-board-columns");
            const [inner, shown] = await columns.evaluate((el) => [el.scrollWidth, el.clientWidth]);
            assert.ok(inner > shown, "the columns scroll sideways inside the board");
            assert.match(await column(page, STAGES[1]).innerText(), /عملًا/);
            await page.mouse.move(0, 0);
            // The page fades in: judged half-way, its colours would be a moment's.
            await settle(page);
            assert.deepEqual(await axeViolations(page), [], "the board");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
);
