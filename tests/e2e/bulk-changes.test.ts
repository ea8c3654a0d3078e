/**
 * Bulk changes in the generic list (issue 39, client side), in Chromium over the development server's demo
 * practice: every matching account (more than a page) given another manager after a preview, the list showing it,
 * and Undo putting it back; a bulk delete and its Undo; a change set reverted from the change sets' page; and the
 * same by keyboard in Arabic at 390 px, checked by axe.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { CHANGE_SETS_PAGE } from "../../domain/bulk-changes.ts";
import { screenProblems, settle } from "../support/axe.ts";
import { assertFitsWidth, backofficeApi, E2E, eventually, Harness, open } from "../support/e2e.ts";

const LIST = "/apps/account";
type Api = ReturnType<typeof backofficeApi>;

/** How many accounts the list query `query` holds, by the API. */
const countOf = async (api: Api, query = "") =>
  (await api("GET", `account?pageSize=25&${query}`)).total as number;
const managerCells = (page: Page) =>
  page.locator('[data-testid="list-row"] td:nth-child(3)').evaluateAll((cells) =>
    cells.map((c) => c.textContent ?? "")
  );
const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

Deno.test(
  "every matching account gets another manager after a preview, and Undo puts them back; a delete undone too",
  E2E,
  async () => {
    const harness = await Harness.startDev();
    const api = backofficeApi(harness);
    try {
      // The list shows each account's manager (third column, after its box and name).
      await api("PUT", "views/account/columns", { columns: [{ field: "name" }, { field: "manager" }] });
      const { accountType } = (await api("GET", "account?pageSize=1")).items[0];
      for (const name of ["Bulk gone one", "Bulk gone two"]) {
        await api("POST", "account", { name, accountType });
      }
      const total = await countOf(api);
      assert.ok(total > 25, `the demo practice has more than a page of accounts (${total})`);
      const manager = (await api("GET", "employee?pageSize=1&sort=lastName")).items[0];
      const hadHer = await countOf(api, `manager=${manager.id}`);

      // The account in use is refused with a 409, which the browser logs.
      await harness.withPage({ allow: [/status of 409/] }, async ({ page }) => {
        await open(page, LIST);
        await page.getByTestId("list-row").first().waitFor();
        await page.getByTestId("select-page").check();
        await eventually(async () =>
          assert.equal(await page.getByTestId("bulk-count").textContent(), "25 selected")
        );
        await page.getByTestId("select-matching").click();
        assert.equal(
          await page.getByTestId("bulk-count").textContent(),
          `All ${total} matching are selected`,
        );

        await page.getByTestId("bulk-actions").click();
        await page.getByTestId("bulk-set").click();
        await page.getByTestId("bulk-field").selectOption("manager");
        await page.locator("#field-bulk-manager").fill(manager.lastName);
        await page.getByRole("option", { name: manager._title }).click();
        await page.getByTestId("bulk-preview").click();
        await page.getByTestId("bulk-preview-table").waitFor();
        const changing = total - hadHer;
        assert.equal(
          await page.locator("#bulk-dialog-title").textContent(),
          `Set Manager of ${changing} records?`,
        );
        const afters = await page.getByTestId("bulk-preview-row").locator("td:nth-child(3)")
          .allTextContents();
        assert.equal(afters.length, Math.min(10, changing));
        assert.ok(afters.every((a) => a === manager._title), `every "after" is the new manager: ${afters}`);

        await page.getByTestId("bulk-apply").click();
        await page.getByTestId("bulk-dialog").waitFor({ state: "hidden" });
        await page.getByTestId("message").filter({ hasText: `Manager set on ${changing} records` }).waitFor();
        assert.equal(await countOf(api, `manager=${manager.id}`), total);
        await eventually(async () => {
          const cells = await managerCells(page);
          assert.ok(
            cells.length === 25 && cells.every((c) => c === manager._title),
            `the list shows it: ${cells}`,
          );
        });
        assert.equal(await page.getByTestId("bulk-bar").count(), 0, "the selection is cleared");

        await page.getByTestId("bulk-undo").click();
        await page.getByTestId("message").filter({ hasText: `Put back ${changing} records` }).waitFor();
        assert.equal(await countOf(api, `manager=${manager.id}`), hadHer);
        await eventually(async () => {
          const cells = await managerCells(page);
          assert.ok(cells.some((c) => c !== manager._title), "the list shows the managers back");
        });

        // An account in use is not deleted: the refusal names what uses it, and nothing is deleted.
        const rows = page.getByTestId("list-row");
        await rows.nth(0).getByTestId("select-row").check();
        await page.getByTestId("bulk-actions").click();
        await page.getByTestId("bulk-delete").click();
        await page.getByTestId("bulk-apply").click();
        assert.match(
          await page.getByTestId("bulk-refusal").textContent() ?? "",
          /cannot be deleted: it is used by/,
        );
        assert.equal(await page.getByTestId("bulk-preview").count(), 0, "no new preview would change that");
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByTestId("bulk-clear").click();
        assert.equal(await countOf(api), total);

        // Two accounts no record uses, deleted by their boxes; Undo puts them back.
        await open(page, `${LIST}?q=Bulk%20gone`);
        await eventually(async () => assert.equal(await rows.count(), 2));
        const gone = [await rows.nth(0).getAttribute("data-id"), await rows.nth(1).getAttribute("data-id")];
        await rows.nth(0).getByTestId("select-row").check();
        await rows.nth(1).getByTestId("select-row").check();
        assert.equal(await page.getByTestId("bulk-count").textContent(), "2 selected");
        await page.getByTestId("bulk-actions").click();
        await page.getByTestId("bulk-delete").click();
        await page.getByTestId("bulk-preview-row").nth(1).waitFor();
        assert.equal(await page.locator("#bulk-dialog-title").textContent(), "Delete 2 records?");
        await page.getByTestId("bulk-apply").click();
        await page.getByTestId("message").filter({ hasText: "2 records deleted" }).waitFor();
        assert.equal(await countOf(api), total - 2);
        await eventually(async () => assert.equal(await page.locator(`[data-id="${gone[0]}"]`).count(), 0));
        await page.getByTestId("bulk-undo").click();
        await page.getByTestId("message").filter({ hasText: "Put back 2 records" }).waitFor();
        assert.equal(await countOf(api), total);
        await page.locator(`[data-id="${gone[0]}"]`).waitFor();
      });
    } finally {
      await harness.close();
    }
  },
);

Deno.test("a change set is reverted from the change sets' page, after a confirmation", E2E, async () => {
  const harness = await Harness.startDev();
  const api = backofficeApi(harness);
  try {
    const ids = (await api("GET", "account?pageSize=3&status=active")).items.map((a: { id: string }) => a.id);
    const applied = await api("POST", "account/bulk", {
      ids,
      action: "set",
      field: "status",
      value: "dormant",
    });
    await harness.withPage({}, async ({ page }) => {
      await open(page, LIST);
      await page.getByTestId("change-sets-link").click();
      const row = page.locator(`[data-testid="change-set-row"][data-id="${applied.changeSet}"]`);
      await row.waitFor();
      assert.match(await row.textContent() ?? "", /Set Status.*3/);
      await row.getByTestId("change-set-revert").click();
      await page.getByTestId("change-set-confirm-confirm").click();
      await page.getByTestId("message").filter({ hasText: "Put back 3 records" }).waitFor();
      await row.getByText(/Reverted by/).waitFor();
      assert.equal(await row.getByTestId("change-set-revert").count(), 0);
    });
    const [set] = (await api("GET", "change-sets?pageSize=1")).items;
    assert.equal(set.reverts, applied.changeSet);
    for (const id of ids) assert.equal((await api("GET", `account/${id}`)).status, "active");
  } finally {
    await harness.close();
  }
});

Deno.test("a bulk change and its undo by keyboard, in Arabic at 390 px, pass axe", E2E, async () => {
  const harness = await Harness.startDev();
  const api = backofficeApi(harness);
  try {
    await harness.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await open(page, `${LIST}?status=active`);
      await page.getByTestId("list-row").first().waitFor();
      const problems: string[] = [];
      const first = page.getByTestId("list-row").first();
      const id = (await first.getAttribute("data-id"))!;
      await first.focus();
      await page.keyboard.press("Space");
      await page.getByTestId("bulk-bar").waitFor();
      assert.equal(await first.getByTestId("select-row").isChecked(), true, "Space ticks the row's box");
      await settle(page);
      problems.push(...await screenProblems(page, "list with a row chosen", "ar"));

      await page.getByTestId("bulk-actions").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("bulk-set").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("bulk-field").waitFor();
      assert.equal(await activeTestId(page), "bulk-field", "the dialog's first field has the focus");
      // The field by keyboard: its list opened, the last choice (the status) picked.
      await page.keyboard.press("Enter");
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      assert.equal(await page.getByTestId("bulk-field").inputValue(), "status");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      assert.equal(await page.locator("#field-bulk-status").inputValue(), "ceased");
      await settle(page);
      problems.push(...await screenProblems(page, "bulk change: the field", "ar"));
      await page.getByTestId("bulk-preview").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("bulk-preview-table").waitFor();
      await settle(page);
      problems.push(...await screenProblems(page, "bulk change: the preview", "ar"));
      await page.getByTestId("bulk-apply").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("bulk-undo").waitFor();
      assert.notEqual((await api("GET", `account/${id}`)).status, "active");
      await settle(page);
      problems.push(...await screenProblems(page, "bulk change: its message", "ar"));
      await page.getByTestId("bulk-undo").focus();
      await page.keyboard.press("Enter");
      await eventually(async () => assert.equal((await api("GET", `account/${id}`)).status, "active"));

      await open(page, CHANGE_SETS_PAGE);
      await page.getByTestId("change-set-row").first().waitFor();
      await settle(page);
      problems.push(...await screenProblems(page, "change sets", "ar"));
      await assertFitsWidth(page);
      assert.deepEqual(problems, []);
    });
  } finally {
    await harness.close();
  }
});
