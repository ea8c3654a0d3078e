import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { todoFixture } from "../../fixtures/todo.ts";
import { E2E, Harness, open, waitForPath } from "../support/e2e.ts";

const live = todoFixture.todos.filter((x) => !x.deleted);
const row = (page: Page, id: string) => page.locator(`[data-testid=todo-row][data-todo-id="${id}"]`);
const titles = (page: Page) =>
  page.getByTestId("todo-title").evaluateAll((els) => els.map((e) => e.textContent ?? ""));

Deno.test({
  name: "to-do app: done, starred, adding, soft delete and for good, labels, ordering",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "a completed to-do is under Done after a reload; a starred one under Starred",
        async () => {
          const open1 = live.find((x) => !x.completed && !x.starred)!;
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/todo");
            await row(page, open1.id).getByTestId("todo-complete").click();
            await page.waitForSelector(
              `[data-testid=todo-row][data-todo-id="${open1.id}"][data-completed=true]`,
            );
            await row(page, open1.id).getByTestId("todo-star").click();
            await page.reload();
            await page.getByTestId("todo-filter-completed").click();
            await waitForPath(page, "/apps/todo/completed");
            await row(page, open1.id).waitFor();
            await page.getByTestId("todo-filter-starred").click();
            await row(page, open1.id).waitFor();
          });
        },
      );

      await t.step("adding: an empty title is refused in the form; a good one is listed", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/todo");
          await page.getByTestId("todo-add").click();
          const form = page.getByTestId("todo-form");
          await form.getByTestId("todo-save").click();
          assert.equal(
            (await form.getByTestId("todo-title-error").textContent())?.trim(),
            "Give the task a title",
          );
          await form.getByTestId("todo-title-input").fill("File the VAT201 for Khumalo");
          await form.getByTestId("todo-start-input").fill("2026-12-10");
          await form.getByTestId("todo-due-input").fill("2026-12-01");
          await form.getByTestId("todo-save").click();
          await form.getByTestId("todo-dueDate-error").waitFor();
          await form.getByTestId("todo-due-input").fill("2026-12-20");
          await form.getByTestId("todo-save").click();
          await form.waitFor({ state: "detached" });
          await page.reload();
          await page.getByTestId("todo-title").filter({ hasText: "File the VAT201 for Khumalo" }).waitFor();
        });
      });

      await t.step("soft delete, then delete for good from Deleted after confirming", async () => {
        const victim = live.filter((x) => !x.completed)[3];
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/todo");
          await row(page, victim.id).getByTestId("todo-select").check();
          await page.getByTestId("todo-remove").click();
          await row(page, victim.id).waitFor({ state: "detached" });
          await page.getByTestId("todo-filter-deleted").click();
          await row(page, victim.id).getByTestId("todo-select").check();
          await page.getByTestId("todo-delete-forever").click();
          await page.getByTestId("todo-delete-confirm-confirm").click();
          await row(page, victim.id).waitFor({ state: "detached" });
          await page.reload();
          await page.getByTestId("todo-select-all").waitFor();
          await page.waitForLoadState("networkidle");
          assert.equal(await row(page, victim.id).count(), 0);
          await open(page, "/apps/todo");
          await page.getByTestId("todo-list").waitFor();
          assert.equal(await row(page, victim.id).count(), 0);
        });
      });

      await t.step(
        "a label toggled on two selected to-dos finds them under that label; ordering by title",
        async () => {
          const [a, b] = live.filter((x) => !x.labels.includes(5)).slice(0, 2);
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/todo");
            await row(page, a.id).getByTestId("todo-select").check();
            await row(page, b.id).getByTestId("todo-select").check();
            await page.getByTestId("todo-label-menu").locator("summary").click();
            await page.getByTestId("todo-toggle-mobile").click();
            await page.getByTestId("todo-label-mobile").click();
            await waitForPath(page, "/apps/todo/label/mobile");
            await row(page, a.id).waitFor();
            await row(page, b.id).waitFor();
            await page.getByTestId("todo-order").selectOption("title");
            // The list re-renders in its new order (and may load again after the label change): wait for it.
            const sorted = (dir: 1 | -1) =>
              page.waitForFunction((dir) => {
                const list = [...document.querySelectorAll("[data-testid=todo-title]")].map((e) =>
                  e.textContent ?? ""
                );
                return list.length > 1 &&
                  list.every((x, i) =>
                    i === 0 || dir * list[i - 1].localeCompare(x, undefined, { sensitivity: "base" }) <= 0
                  );
              }, dir);
            await sorted(1);
            const shown = await titles(page);
            await page.getByTestId("todo-direction").click();
            await sorted(-1);
            const reversed = await titles(page);
            assert.deepEqual(reversed, [...shown].reverse());
            assert.match(page.url(), /order=title&dir=desc/);
          });
        },
      );

      await t.step("keyboard, and Arabic at phone width", async () => {
        const target = live.find((x) => !x.important)!;
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/todo");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await row(page, target.id).getByTestId("todo-important").focus();
          await page.keyboard.press("Enter");
          await page.waitForSelector(
            `[data-testid=todo-row][data-todo-id="${target.id}"] [data-testid=todo-important][aria-pressed=true]`,
          );
          // The filter's list is a board of its own: the row to open is its row, not the one the folder showed,
          // which stays in the page a moment after the address has changed.
          const shownBefore = await row(page, target.id).elementHandle();
          await page.getByTestId("app-sidebar-toggle").click();
          await page.getByTestId("todo-filter-important").click();
          await waitForPath(page, "/apps/todo/important");
          await page.waitForFunction((el) => !el?.isConnected, shownBefore);
          await row(page, target.id).waitFor();
          await row(page, target.id).getByTestId("todo-open").focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("todo-form").waitFor();
          await page.keyboard.press("Escape");
          await page.getByTestId("todo-form").waitFor({ state: "detached" });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});
