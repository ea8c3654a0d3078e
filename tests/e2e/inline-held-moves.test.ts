/**
 * An inline editor holding a change is not lost to the list's own controls (issue 39), in Chromium over the
 * development server's demo practice: the pager, the search, a filter, a sort and the page size are held back with
 * the editor's hint while it holds a typed value, which stays; Escape then lets them move the list; an editor with
 * nothing changed gives way at once. In English, and the hint in Arabic.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { backofficeApi, E2E, eventually, Harness, open, slow } from "../support/e2e.ts";

const LIST = "/apps/account?sort=code";
const HINT = {
  en: "Save or cancel this change first: Enter saves, Escape cancels.",
  ar: "احفظ هذا التغيير أو ألغِه أولًا: يحفظ Enter ويلغي Escape.",
};

/** The first row's code, edited in place and changed to `value`. */
async function typeInFirstRow(page: Page, value: string) {
  const row = page.getByTestId("list-row").first();
  await row.hover();
  await row.getByTestId("inline-edit-code").click();
  const code = page.locator('[data-testid="inline-editor"] input');
  await code.fill(value);
  return code;
}

for (const language of ["en", "ar"] as const) {
  Deno.test(
    `an inline change holds back the pager, search, filters and sort (${language})`,
    E2E,
    async () => {
      const harness = await Harness.startDev();
      const api = backofficeApi(harness);
      try {
        await api("PUT", "views/account/columns", {
          columns: [{ field: "status" }, { field: "name" }, { field: "code" }],
        });
        await harness.withPage({ language }, async ({ page }) => {
          slow(page);
          await open(page, LIST);
          await page.getByTestId("list-row").first().waitFor();
          const url = page.url();
          const firstId = await page.getByTestId("list-row").first().getAttribute("data-id");
          const code = await typeInFirstRow(page, "MOVE-1");
          const held = page.getByTestId("inline-held");
          const kept = async (what: string) => {
            await held.waitFor();
            assert.equal(await held.textContent(), HINT[language], what);
            assert.equal(await code.inputValue(), "MOVE-1", `${what}: the typed value is kept`);
            assert.equal(page.url(), url, `${what}: the list did not move`);
            assert.equal(await page.getByTestId("list-row").first().getAttribute("data-id"), firstId);
          };

          await page.getByTestId("next-page").click();
          await kept("next page");
          const search = page.getByTestId("list-search");
          await search.click();
          await page.keyboard.type("zz");
          await kept("search");
          assert.equal(await search.inputValue(), "", "the search took no key");
          await page.getByTestId("filter-status").selectOption("dormant");
          await kept("filter");
          assert.equal(await page.getByTestId("filter-status").inputValue(), "", "the filter is as it was");
          await page.getByTestId("sort-name").click();
          await kept("sort");
          await page.getByTestId("page-size").selectOption("50");
          await kept("page size");
          assert.equal(await page.getByTestId("page-size").inputValue(), "25");

          // Escape drops the change as asked; then the pager moves the list.
          await code.focus();
          await page.keyboard.press("Escape");
          await page.getByTestId("inline-editor").waitFor({ state: "detached" });
          await page.getByTestId("next-page").click();
          await page.waitForURL((u) => u.href !== url);
          await eventually(async () =>
            assert.notEqual(await page.getByTestId("list-row").first().getAttribute("data-id"), firstId)
          );

          // An editor with nothing changed gives way: the search moves the list and the editor closes.
          const row = page.getByTestId("list-row").first();
          await row.hover();
          await row.getByTestId("inline-edit-code").click();
          await page.getByTestId("inline-editor").waitFor();
          await search.fill("acc");
          await page.waitForURL((u) => u.searchParams.get("q") === "acc");
          await page.getByTestId("inline-editor").waitFor({ state: "detached" });
          assert.equal(await held.count(), 0);
          assert.equal(await search.inputValue(), "acc");
        });
      } finally {
        await harness.close();
      }
    },
  );
}
