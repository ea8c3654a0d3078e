import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { scrumboardFixture } from "../../fixtures/scrumboard.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const acme = scrumboardFixture.boards[0];
const BOARD = `/apps/scrumboard/boards/${acme.id}/${acme.uri}`;
const list = (page: Page, id: string) => page.locator(`[data-testid=board-list][data-list-id="${id}"]`);
const cardsIn = (page: Page, id: string) =>
  list(page, id).getByTestId("board-card").evaluateAll((els) =>
    els.map((e) => e.getAttribute("data-card-id"))
  );
const listOrder = (page: Page) =>
  page.getByTestId("board-list").evaluateAll((els) => els.map((e) => e.getAttribute("data-list-id")));

Deno.test({
  name: "scrumboard app: drag cards and lists with mouse and keys, lists and cards, the card dialog, boards",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("a card dragged with the mouse to another list is there after a reload", async () => {
        const [from, to] = acme.lists;
        const moving = from.idCards[0];
        await h.withPage({}, async ({ page }) => {
          await open(page, BOARD);
          const card = list(page, from.id).locator(`[data-card-id="${moving}"]`);
          const target = list(page, to.id).getByTestId("list-cards");
          const a = (await card.boundingBox())!;
          const b = (await target.boundingBox())!;
          await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
          await page.mouse.down();
          await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 4 });
          await page.mouse.move(b.x + b.width / 2, b.y + b.height - 10, { steps: 15 });
          await page.mouse.up();
          await page.waitForFunction(
            ({ to, moving }) => !!document.querySelector(`[data-list-id="${to}"] [data-card-id="${moving}"]`),
            { to: to.id, moving },
          );
          await page.waitForLoadState("networkidle");
          await page.reload();
          await list(page, to.id).locator(`[data-card-id="${moving}"]`).waitFor();
          assert.ok(!(await cardsIn(page, from.id)).includes(moving));
        });
      });

      await t.step(
        "with the keyboard: Space lifts a card, an arrow moves it to the next list, Space drops",
        async () => {
          const [, second, third] = acme.lists;
          const moving = second.idCards.at(-1)!;
          await h.withPage({}, async ({ page }) => {
            await open(page, BOARD);
            await list(page, second.id).locator(`[data-card-id="${moving}"]`).focus();
            await page.keyboard.press("Space");
            await page.locator(`[data-card-id="${moving}"][aria-pressed=true]`).waitFor();
            // dnd-kit measures the drop targets just after lifting: give it that frame.
            await page.waitForTimeout(250);
            await page.keyboard.press("ArrowRight");
            await list(page, third.id).locator(`[data-card-id="${moving}"]`).waitFor();
            await page.keyboard.press("Space");
            await list(page, third.id).locator(`[data-card-id="${moving}"]`).waitFor();
            await page.waitForLoadState("networkidle");
            await page.reload();
            await list(page, third.id).locator(`[data-card-id="${moving}"]`).waitFor();
          });
        },
      );

      await t.step("a list moved with its handle keeps its place after a reload", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, BOARD);
          const handle = list(page, acme.lists[0].id).getByTestId("list-handle");
          await handle.focus();
          await page.keyboard.press("Space");
          await page.locator("[data-testid=list-handle][aria-pressed=true]").waitFor();
          await page.waitForTimeout(250);
          await page.keyboard.press("ArrowRight");
          await page.waitForTimeout(300);
          await page.keyboard.press("Space");
          await page.waitForFunction(
            (first) =>
              document.querySelector("[data-testid=board-list]")?.getAttribute("data-list-id") !== first,
            acme.lists[0].id,
          );
          const order = await listOrder(page);
          assert.equal(order[1], acme.lists[0].id);
          await page.waitForLoadState("networkidle");
          await page.reload();
          await page.getByTestId("board-list").first().waitFor();
          assert.deepEqual(await listOrder(page), order);
        });
      });

      await t.step(
        "a new list with a new card; the card dialog saves a checklist item, a comment and a label",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, BOARD);
            await page.getByTestId("list-add").click();
            await page.getByTestId("list-add-save").click();
            await page.getByText("Enter a name").waitFor();
            await page.getByTestId("list-add-input").fill("Waiting on SARS");
            await page.getByTestId("list-add-save").click();
            const added = page.getByTestId("board-list").filter({ hasText: "Waiting on SARS" });
            await added.waitFor();
            await added.getByTestId("card-add").click();
            await added.getByTestId("card-add-input").fill("Chase the ITA34 for Khumalo");
            await added.getByTestId("card-add-save").click();
            await added.getByTestId("card-name").filter({ hasText: "Chase the ITA34" }).click();
            const dialog = page.getByTestId("card-dialog");
            await dialog.getByTestId("card-checklist-input").fill("Before filing");
            await dialog.getByTestId("card-checklist-add").click();
            await dialog.getByTestId("card-item-input").fill("Call the branch");
            await dialog.getByTestId("card-item-add").click();
            await dialog.getByTestId("card-comment-input").fill("Client says the notice is in the post.");
            await dialog.getByTestId("card-comment-add").click();
            await dialog.getByTestId("card-label-high-priority").click();
            await dialog.getByTestId("card-link-url").fill("javascript:alert(1)");
            await dialog.getByTestId("card-link-add").click();
            await dialog.getByText("Enter an http or https address").waitFor();
            await dialog.getByTestId("card-check-item").filter({ hasText: "Call the branch" }).waitFor();
            await page.waitForLoadState("networkidle");
            await page.reload();
            const reopened = page.getByTestId("card-dialog");
            await reopened.getByTestId("card-check-item").filter({ hasText: "Call the branch" }).waitFor();
            await reopened.getByTestId("card-activity").filter({ hasText: "notice is in the post" })
              .waitFor();
            assert.equal(
              await reopened.getByTestId("card-label-high-priority").getAttribute("aria-pressed"),
              "true",
            );
            await page.keyboard.press("Escape");
            await page.waitForURL((u) => !u.search.includes("card="));
          });
        },
      );

      await t.step(
        "boards: create one (it opens), rename it, delete it after confirming; an unknown board says so",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/scrumboard");
            await waitForPath(page, "/apps/scrumboard/boards");
            await page.getByTestId("board-add").click();
            await page.getByTestId("board-new-input").fill("Provisional tax run");
            await page.getByTestId("board-new-save").click();
            await page.waitForURL(/\/apps\/scrumboard\/boards\/[^/]+\/provisional-tax-run$/);
            await page.getByTestId("board-back").click();
            const tile = page.getByTestId("board-tile").filter({ hasText: "Provisional tax run" });
            await tile.getByTestId("board-rename").click();
            await page.getByTestId("board-rename-dialog-input").fill("Provisional tax: February run");
            await page.getByTestId("board-rename-dialog-save").click();
            const renamed = page.getByTestId("board-tile").filter({
              hasText: "Provisional tax: February run",
            });
            await renamed.waitFor();
            await renamed.getByTestId("board-delete").click();
            await page.getByTestId("board-delete-confirm-confirm").click();
            await renamed.waitFor({ state: "detached" });
            await page.reload();
            await page.getByTestId("board-tile").first().waitFor();
            assert.equal(
              await page.getByTestId("board-tile").filter({ hasText: "Provisional tax" }).count(),
              0,
            );
          });
          await h.withPage({ allow: [/404/] }, async ({ page }) => {
            await open(page, "/apps/scrumboard/boards/no-such-board/x");
            await page.getByTestId("board-not-found").waitFor();
          });
        },
      );

      await t.step("Arabic at phone width: lists scroll sideways, a card opens full screen", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, `/apps/scrumboard/boards/${acme.id}/wrong-uri`);
          await waitForPath(page, BOARD);
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          const scroller = page.getByTestId("board-lists");
          assert.ok(
            await scroller.evaluate((el) => el.scrollWidth > el.clientWidth),
            "the lists scroll sideways",
          );
          await page.getByTestId("board-card").first().focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("card-body").waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways page scroll (${overflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});
