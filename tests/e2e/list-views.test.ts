/**
 * Saved views and the column chooser on the accounts list (issue 39), in Chromium over the development server's
 * demo practice: a view saved with a filter and a sort, its columns hidden and moved, opened again after a reload
 * and from its link, made the list's default; then the same by keyboard in Arabic at 390 px, checked by axe.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { screenProblems, settle } from "../support/axe.ts";
import { assertFitsWidth, backofficeApi, E2E, eventually, Harness, open } from "../support/e2e.ts";

const LIST = "/apps/account";
/** The accounts list's declared columns. */
const DECLARED = ["code", "name", "accountType", "incomeTaxNumber", "partner", "status"];

const headers = (page: Page) =>
  page.getByTestId("list-table").locator("thead th[data-column]").evaluateAll((cells) =>
    cells.map((th) => th.getAttribute("data-column"))
  );
const statuses = (page: Page) =>
  page.getByTestId("list-row").evaluateAll((rows) => rows.map((r) => r.textContent ?? ""));

Deno.test(
  "a list's view keeps its filter, sort and columns, opens from its link and first of all",
  E2E,
  async () => {
    const harness = await Harness.startDev();
    const api = backofficeApi(harness);
    try {
      await harness.withPage({}, async ({ page }) => {
        await open(page, LIST);
        await page.getByTestId("list-row").first().waitFor();
        assert.deepEqual(await headers(page), DECLARED);
        assert.equal(
          await page.getByTestId("sort-partner").count(),
          0,
          "a reference's column offers no sort",
        );

        await page.getByTestId("filter-status").selectOption("active");
        await page.getByTestId("sort-name").click();
        await page.getByTestId("sort-name").click();
        await page.waitForURL(/order=desc/);
        await page.getByTestId("views-button").click();
        await page.getByTestId("view-save-new").click();
        await page.getByTestId("view-name").fill("Active, Z to A");
        await page.getByTestId("view-save").click();
        await page.waitForURL(/[?&]view=[0-9a-f-]{36}/);
        const saved = new URL(page.url());
        const id = saved.searchParams.get("view")!;
        assert.deepEqual(
          [saved.searchParams.get("status"), saved.searchParams.get("sort"), saved.searchParams.get("order")],
          ["active", "name", "desc"],
        );
        await page.getByTestId("views-button").filter({ hasText: "Active, Z to A" }).waitFor();

        // Hide the tax number, move the status to the front, widen the name: the open view's own columns.
        await page.getByTestId("columns-button").click();
        await page.getByTestId("column-shown-incomeTaxNumber").uncheck();
        for (let i = 0; i < 5; i++) await page.getByTestId("column-up-status").click();
        await page.getByTestId("column-width-name").fill("320");
        await page.getByTestId("columns-save").click();
        await page.getByTestId("columns-dialog").waitFor({ state: "hidden" });
        const arranged = ["status", "code", "name", "accountType", "partner"];
        await eventually(async () => assert.deepEqual(await headers(page), arranged));
        const view = (await api("GET", "views/account")).views.find((v: { id: string }) => v.id === id);
        assert.deepEqual(view.columns, [
          { field: "status" },
          { field: "code" },
          { field: "name", width: 320 },
          { field: "accountType" },
          { field: "partner" },
        ]);
        assert.equal(view.query, "sort=name&order=desc&status=active");

        const names = async () => {
          const rows = await statuses(page);
          assert.ok(rows.length > 1, "the view lists accounts");
          return rows;
        };
        const before = await names();
        await page.reload();
        await page.getByTestId("list-row").first().waitFor();
        assert.deepEqual(await headers(page), arranged, "kept over a reload");
        assert.deepEqual(await names(), before);

        await open(page, LIST);
        await page.getByTestId("list-row").first().waitFor();
        assert.deepEqual(await headers(page), DECLARED, "the view's columns are its own, not the list's");
        await page.goto(saved.href);
        await page.getByTestId("views-button").filter({ hasText: "Active, Z to A" }).waitFor();
        assert.deepEqual(await headers(page), arranged, "the link opens the view");
        assert.deepEqual(await names(), before);
        const width = await page.getByTestId("list-table").locator('thead th[data-column="name"]').evaluate((
          th,
        ) => th.getBoundingClientRect().width);
        assert.ok(width >= 319, `the name column is 320 px wide, not ${width}`);

        await page.getByTestId("views-button").click();
        await page.getByTestId("view-default").click();
        await eventually(async () => assert.equal((await api("GET", "views/account")).defaultView, id));
        await open(page, LIST);
        await page.waitForURL((url) => url.searchParams.get("view") === id);
        assert.equal(new URL(page.url()).searchParams.get("status"), "active");
        await eventually(async () => assert.deepEqual(await headers(page), arranged));

        // "All records" leaves the view, and the list stays without it.
        await page.getByTestId("views-button").click();
        await page.getByTestId("view-all").click();
        await page.waitForURL((url) => url.search === "");
        await page.getByTestId("views-button").filter({ hasText: "Views" }).waitFor();

        // Delete, after a confirmation.
        await page.goto(saved.href);
        await page.getByTestId("views-button").click();
        await page.getByTestId("view-delete").click();
        await page.getByTestId("view-delete-dialog-confirm").click();
        await page.waitForURL((url) => url.search === "");
        assert.deepEqual((await api("GET", "views/account")).views, []);

        // The user's own columns: the rows wait for them rather than show the declared columns for a moment.
        await api("PUT", "views/account/columns", { columns: [{ field: "name" }, { field: "code" }] });
        let release = () => {};
        const held = new Promise<void>((resolve) => release = resolve);
        await page.route("**/api/backoffice/views/account", async (route) => {
          await held;
          await route.continue();
        });
        const listed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/backoffice/account");
        await open(page, `${LIST}?q=a`);
        await listed;
        await page.getByTestId("list-page").waitFor();
        assert.equal(
          await page.getByTestId("list-table").count(),
          0,
          "no table before the user's columns are known",
        );
        release();
        await page.getByTestId("list-row").first().waitFor();
        assert.deepEqual(await headers(page), ["name", "code"]);

        // Nor before the user's grants are known: they add each row's checkbox, which would push the columns along.
        await page.unrouteAll();
        let grant = () => {};
        const grants = new Promise<void>((resolve) => grant = resolve);
        await page.route("**/api/backoffice/me/grants", async (route) => {
          await grants;
          await route.continue();
        });
        const views = page.waitForResponse((r) =>
          new URL(r.url()).pathname === "/api/backoffice/views/account"
        );
        const rows = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/backoffice/account");
        await open(page, `${LIST}?q=a`);
        await Promise.all([views, rows]);
        await page.getByTestId("list-page").waitFor();
        assert.equal(await page.getByTestId("list-table").count(), 0, "no table before the grants are known");
        grant();
        await page.getByTestId("list-row").first().waitFor();
        assert.equal(await page.getByTestId("list-row").first().getByTestId("select-row").count(), 1);
      });
    } finally {
      await harness.close();
    }
  },
);

Deno.test("a view and columns by keyboard, in Arabic at 390 px, pass axe", E2E, async () => {
  const harness = await Harness.startDev();
  try {
    await harness.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await open(page, LIST);
      await page.getByTestId("list-row").first().waitFor();
      const problems: string[] = [];

      await page.getByTestId("views-button").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("view-save-new").waitFor();
      await settle(page);
      problems.push(...await screenProblems(page, "views menu", "ar"));
      await page.getByTestId("view-save-new").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("view-name").waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
        "view-name",
      );
      await page.keyboard.type("عملائي");
      await settle(page);
      problems.push(...await screenProblems(page, "save a view", "ar"));
      await page.keyboard.press("Enter");
      await page.waitForURL(/[?&]view=/);
      await page.getByTestId("views-button").filter({ hasText: "عملائي" }).waitFor();

      await page.getByTestId("columns-button").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("columns-dialog").locator(".modal-box").waitFor();
      await settle(page);
      problems.push(...await screenProblems(page, "column chooser", "ar"));
      // The code's "down" arrow, pressed twice by keyboard: the focus follows the row.
      await page.getByTestId("column-down-code").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
        "column-down-code",
      );
      await page.getByTestId("column-shown-partner").focus();
      await page.keyboard.press("Space");
      await page.getByTestId("columns-save").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("columns-dialog").waitFor({ state: "hidden" });
      await eventually(async () =>
        assert.deepEqual(await headers(page), ["name", "accountType", "code", "incomeTaxNumber", "status"])
      );
      await settle(page);
      problems.push(...await screenProblems(page, "list with a view", "ar"));
      await assertFitsWidth(page);
      assert.deepEqual(problems, []);
    });
  } finally {
    await harness.close();
  }
});
