/**
 * A long list page draws only the rows in view (issue 39), in Chromium over the development server's demo practice
 * (200 clients): a page of 100 draws far fewer rows, says its size to a screen reader (aria-rowcount, each row's
 * aria-rowindex), End and the arrows reach the last row focused and in view, and a row reached by scrolling is
 * edited in place, its editor kept while scrolled away (and brought back into view when its change holds the search
 * back); in English, and in Arabic at 390 px (the phone's width, where the table scrolls sideways in its box),
 * checked by axe.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { screenProblems, settle } from "../support/axe.ts";
import { backofficeApi, E2E, eventually, Harness, open, slow } from "../support/e2e.ts";

const LIST = "/apps/account?pageSize=100&sort=code";

/** The focused row's aria-rowindex and whether it lies wholly inside the window, or what has the focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el?.dataset.testid !== "list-row") return `not a row: <${el?.tagName.toLowerCase()}>`;
    const box = el.getBoundingClientRect();
    return {
      index: el.getAttribute("aria-rowindex"),
      id: el.dataset.id,
      inView: box.top >= 0 && box.bottom <= innerHeight,
    };
  });
const drawn = (page: Page) => page.getByTestId("list-row").count();

/** Scrolls whatever scrolls the page (the window, or the shell's content box) to its top. */
const scrollToTop = (page: Page) =>
  page.evaluate(() => {
    scrollTo(0, 0);
    for (const el of document.querySelectorAll<HTMLElement>("*")) if (el.scrollTop > 0) el.scrollTop = 0;
  });

const PHONE = { width: 390, height: 844 };

for (const language of ["en", "ar"] as const) {
  Deno.test(`a page of 100 clients drawn as a window over its rows (${language})`, E2E, async () => {
    const harness = await Harness.startDev();
    const api = backofficeApi(harness);
    try {
      await api("PUT", "views/account/columns", {
        columns: [{ field: "status" }, { field: "name" }, { field: "code" }],
      });
      await harness.withPage(
        { language, viewport: language === "ar" ? PHONE : undefined },
        async ({ page }) => {
          slow(page);
          await open(page, LIST);
          const table = page.getByTestId("list-table");
          await page.getByTestId("list-row").first().waitFor();
          assert.equal(await table.getAttribute("data-windowed"), "");
          assert.equal(await table.getAttribute("aria-rowcount"), "101", "100 rows and the header");
          // Drawn whole for the moment the window's chunk takes to come, then a window (at 390 px the list's
          // bars above the rows fill most of the screen).
          await eventually(async () => {
            const count = await drawn(page);
            assert.ok(count >= 5 && count <= 50, `${count} of 100 rows drawn`);
          }, 15_000);
          if (language === "ar") {
            await settle(page);
            assert.deepEqual(await screenProblems(page, "a windowed page of 100", language), []);
          }

          // End from the first row: the last row, focused, in view, and drawn.
          await page.getByTestId("list-row").first().focus();
          await page.keyboard.press("End");
          const at = async (index: string) =>
            await eventually(async () => {
              const row = await focused(page) as { index: string; inView: boolean };
              assert.deepEqual([row.index, row.inView], [index, true]);
            });
          await at("101");
          const last = await focused(page) as { id: string };
          await page.keyboard.press("ArrowUp");
          await at("100");
          await page.keyboard.press("ArrowDown");
          await at("101");
          assert.ok(await drawn(page) <= 50, "still a window at the page's end");
          await page.keyboard.press("Home");
          await at("2");
          // The arrows walk row by row across the window's edge.
          for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowDown");
          await at("42");

          // The last row, reached by the keys, edited in place (F2: its status); scrolled away to the top, its
          // editor stays with the choice made, and Enter saves it.
          await page.keyboard.press("End");
          await at("101");
          const before = (await api("GET", `account/${last.id}`)) as { status: string };
          const next = before.status === "dormant" ? "active" : "dormant";
          await page.keyboard.press("F2");
          const select = page.locator('[data-testid="inline-editor"] select');
          await select.waitFor();
          await select.selectOption(next);
          await scrollToTop(page);
          await eventually(async () =>
            assert.equal(await page.locator('[data-testid="list-row"][aria-rowindex="2"]').count(), 1)
          );
          assert.equal(await select.inputValue(), next, "the editor and its choice are kept");
          assert.ok(await drawn(page) <= 51, "the rows in view, and the editor's");
          // The search, at the top, is held back by the change: the editor comes back into view with its hint.
          await page.getByTestId("list-search").click();
          await page.keyboard.type("z");
          await page.getByTestId("inline-held").waitFor();
          assert.equal(await page.getByTestId("list-search").inputValue(), "");
          await eventually(async () =>
            assert.equal(
              await page.getByTestId("inline-editor").evaluate((e) => {
                const box = e.getBoundingClientRect();
                return box.top >= 0 && box.bottom <= innerHeight;
              }),
              true,
              "the held editor is in view",
            )
          );
          assert.equal(await select.inputValue(), next);
          await select.focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("inline-editor").waitFor({ state: "detached" });
          assert.equal(((await api("GET", `account/${last.id}`)) as { status: string }).status, next);
        },
      );
    } finally {
      await harness.close();
    }
  });
}
