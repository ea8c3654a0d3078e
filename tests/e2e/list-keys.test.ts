/**
 * The keyboard in a back-office list (issue 39), in Chromium over the development server's demo practice: on the
 * clients list the rows are one Tab stop walked with the arrows, End, PageDown; Space and Ctrl+A tick; Enter
 * opens the record; "?" lists the shortcuts, Escape closes them and focus goes back to the row; the same dialog
 * in Arabic at 390 px passes axe.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { screenProblems, settle } from "../support/axe.ts";
import { E2E, Harness, open } from "../support/e2e.ts";

const LIST = "/apps/account";

/** The focused element's row id, or what it is when it is no row. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") === "list-row"
      ? el.getAttribute("data-id")
      : `not a row: <${el?.tagName.toLowerCase()}> ${el?.getAttribute("data-testid") ?? ""}`;
  });
const rowIds = (page: Page) =>
  page.getByTestId("list-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")!));
/** The rows Tab stops at: the ids of those with tabIndex 0. */
const tabStops = (page: Page) =>
  page.getByTestId("list-row").evaluateAll((rows) =>
    rows.filter((r) => (r as HTMLElement).tabIndex === 0).map((r) => r.getAttribute("data-id"))
  );

Deno.test(
  'the clients list by keyboard: arrows, End, Space, Ctrl+A, PageDown, Enter, and "?"',
  E2E,
  async () => {
    const harness = await Harness.startDev();
    try {
      await harness.withPage({}, async ({ page }) => {
        await open(page, LIST);
        await page.getByTestId("list-row").first().waitFor();
        const ids = await rowIds(page);
        assert.ok(ids.length > 3, `a page of clients (${ids.length})`);
        assert.deepEqual(await tabStops(page), [ids[0]], "only the first row is a Tab stop at first");

        await page.getByTestId("list-row").first().focus();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        assert.equal(await focusedRow(page), ids[2], "ArrowDown twice: the third row");
        assert.deepEqual(await tabStops(page), [ids[2]], "the focused row is the one Tab stop");
        await page.keyboard.press("ArrowUp");
        assert.equal(await focusedRow(page), ids[1]);
        await page.keyboard.press("End");
        assert.equal(await focusedRow(page), ids.at(-1), "End: the page's last row");
        await page.keyboard.press("ArrowDown");
        assert.equal(await focusedRow(page), ids.at(-1), "ArrowDown on the last row stays there");
        await page.keyboard.press("Home");
        assert.equal(await focusedRow(page), ids[0], "Home: the first row");
        await page.keyboard.press("End");

        const last = page.getByTestId("list-row").last();
        await page.keyboard.press("Space");
        await page.getByTestId("bulk-bar").waitFor();
        assert.equal(await last.getByTestId("select-row").isChecked(), true, "Space ticks the row's box");
        assert.equal(await last.getAttribute("aria-selected"), "true", "a ticked row says so");
        assert.equal(await focusedRow(page), ids.at(-1), "and focus stays on the row");

        // Tab walks the current row's inline edits (no other row's, no box) and then leaves the rows; Shift+Tab
        // comes back through them to the same row.
        const edits = await last.locator("[data-inline-edit]").count();
        assert.ok(edits > 0, "the admin may edit a client's fields in place");
        const place = () =>
          page.evaluate(() => {
            const a = document.activeElement;
            const row = a?.closest<HTMLElement>("[data-testid=list-table] tbody tr");
            return row ? `${row.dataset.id}:${a?.getAttribute("data-inline-edit") ?? "row"}` : "out";
          });
        const walked = [];
        for (let i = 0; i <= edits; i++) {
          await page.keyboard.press("Tab");
          walked.push(await place());
        }
        assert.equal(walked.at(-1), "out", `Tab leaves the rows after the row's edits: ${walked.join(", ")}`);
        assert.ok(
          walked.slice(0, -1).every((p) => p.startsWith(`${ids.at(-1)}:`) && !p.endsWith(":row")),
          `only the current row's edit buttons on the way: ${walked.join(", ")}`,
        );
        for (let i = 0; i <= edits; i++) await page.keyboard.press("Shift+Tab");
        assert.equal(await focusedRow(page), ids.at(-1), "Shift+Tab comes back to the current row");

        await page.keyboard.press("Control+a");
        await page.locator("[data-testid=select-page]:checked").waitFor();
        assert.equal(await page.getByTestId("bulk-count").textContent(), `${ids.length} selected`);
        await page.keyboard.press("Control+a");
        await page.getByTestId("bulk-bar").waitFor({ state: "hidden" });

        // PageDown: the next page, its first row focused once it shows.
        await page.keyboard.press("PageDown");
        await page.waitForFunction((first) => {
          const row = document.querySelector("[data-testid=list-row]");
          return row && row.getAttribute("data-id") !== first && document.activeElement === row;
        }, ids[0]);
        const second = await rowIds(page);
        assert.match((await page.getByTestId("range").textContent())!, new RegExp(`^${ids.length + 1}\\D`));
        await page.keyboard.press("ArrowDown");
        assert.equal(await focusedRow(page), second[1]);
        await page.keyboard.press("PageUp");
        await page.waitForFunction(
          (first) => document.activeElement?.getAttribute("data-id") === first,
          ids[0],
        );

        // "?" lists the shortcuts: the shell's and the list's; Escape closes it and focus is back on the row.
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("?");
        const dialog = page.getByTestId("shortcuts-dialog");
        await dialog.waitFor();
        const groups = await dialog.getByTestId("shortcuts-group").locator("h3").allTextContents();
        assert.deepEqual(groups, ["Anywhere", "Search", "Lists"]);
        const lists = dialog.getByTestId("shortcuts-group").filter({ hasText: "Lists" });
        const lines = await lists.getByTestId("shortcut").evaluateAll((ls) =>
          ls.map((l) =>
            `${[...l.querySelectorAll("kbd")].map((k) => k.textContent).join(" ")}: ${
              l.querySelector("dd")?.textContent
            }`
          )
        );
        assert.deepEqual(lines, [
          "↓ ↑: Next or previous row",
          "Home End: First or last row of the page",
          "PageDown PageUp: Next or previous page",
          "Enter: Open the record",
          "Space: Tick or clear the row",
          "Ctrl A: Tick or clear every row of the page",
          "F2: Edit the row's first editable field in place",
        ]);
        await dialog.getByText("Open the search").waitFor();
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
        assert.equal(await focusedRow(page), ids[1], "focus is back on the row");

        // "?" typed in a field is a character.
        const search = page.getByTestId("list-search");
        await search.focus();
        await page.keyboard.press("?");
        assert.equal(await search.inputValue(), "?");
        assert.equal(await dialog.isVisible(), false, "no dialog while typing");
        await search.fill("");
        await page.waitForFunction(
          (first) => document.querySelector("[data-testid=list-row]")?.getAttribute("data-id") === first,
          ids[0],
        );

        await page.getByTestId("list-row").nth(2).focus();
        await page.keyboard.press("Enter");
        await page.waitForURL((u) => u.pathname === `${LIST}/view/${ids[2]}`);
      });
    } finally {
      await harness.close();
    }
  },
);

Deno.test("the shortcuts dialog in Arabic at 390 px passes axe", E2E, async () => {
  const harness = await Harness.startDev();
  try {
    await harness.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await open(page, LIST);
      await page.getByTestId("list-row").first().focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("?");
      const dialog = page.getByTestId("shortcuts-dialog");
      await dialog.waitFor();
      await dialog.getByRole("heading", { name: "القوائم" }).waitFor();
      await dialog.getByText("الصف التالي أو السابق").waitFor();
      await settle(page);
      assert.deepEqual(await screenProblems(page, "the shortcuts dialog", "ar"), []);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
        "list-row",
        "focus is back on the row",
      );
    });
  } finally {
    await harness.close();
  }
});
