/**
 * Inline edit in the generic list (issue 39), in Chromium over the development server's demo practice: a client's
 * status changed in its row by keyboard (F2, Enter saves, the row shows it after a reload; Escape cancels and gives
 * the focus back to the row), a code another client holds refused on the field with the typed value kept, a
 * change made meanwhile through the API answered with its current value and saved over on the next Enter; and the
 * open editor in Arabic at 390 px, checked by axe.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { screenProblems, settle } from "../support/axe.ts";
import { backofficeApi, E2E, eventually, Harness, open } from "../support/e2e.ts";

const LIST = "/apps/account";
type Api = ReturnType<typeof backofficeApi>;

/** A client of its own, shown alone by the list's search; its columns are status, name and code. */
async function client(api: Api, name: string) {
  await api("PUT", "views/account/columns", {
    columns: [{ field: "status" }, { field: "name" }, { field: "code" }],
  });
  const { accountType } = (await api("GET", "account?pageSize=1")).items[0];
  return await api("POST", "account", { name, accountType }) as { id: string; code: string; version: number };
}

async function openRow(page: Page, name: string) {
  await open(page, `${LIST}?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("list-row");
  await eventually(async () => assert.equal(await row.count(), 1));
  return row.first();
}

const focusedRow = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid === "list-row");
const stored = async (api: Api, id: string) => await api("GET", `account/${id}`);

Deno.test(
  "a status edited in its row by keyboard; Escape cancels; a refusal and a stale version shown on the field",
  E2E,
  async () => {
    const harness = await Harness.startDev();
    const api = backofficeApi(harness);
    try {
      const name = "Inline Karoo (Pty) Ltd";
      const mine = await client(api, name);
      const other = (await api("GET", "account?pageSize=1&sort=code")).items[0];
      assert.notEqual(other.id, mine.id);
      // The code another client holds is refused with a 409, which the browser logs; so is the stale version.
      await harness.withPage({ allow: [/status of 409/] }, async ({ page }) => {
        const row = await openRow(page, name);
        assert.equal(await row.locator("td").nth(1).textContent(), "Active");

        // F2 on the focused row edits its first editable cell (the status): a key changes it, Enter saves.
        await row.focus();
        await page.keyboard.press("F2");
        const select = page.locator('[data-testid="inline-editor"] select');
        await select.waitFor();
        assert.equal(
          await select.evaluate((s) => s === document.activeElement),
          true,
          "the field has the focus",
        );
        assert.equal(await select.inputValue(), "active");
        // The choice's list opens on the arrow key; Enter there picks, and Enter on the field saves.
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        assert.equal(await select.inputValue(), "dormant");
        await page.keyboard.press("Enter");
        await page.getByTestId("message").filter({ hasText: `Status of ${mine.code} — ${name} saved` })
          .waitFor();
        await page.getByTestId("inline-editor").waitFor({ state: "detached" });
        assert.equal(await focusedRow(page), true, "the focus is back on the row");
        assert.equal(
          page.url().endsWith(`${LIST}?q=${encodeURIComponent(name)}`),
          true,
          "the record was not opened",
        );
        assert.equal((await stored(api, mine.id)).status, "dormant");
        await page.reload();
        await eventually(async () => assert.equal(await row.locator("td").nth(1).textContent(), "Dormant"));

        // Escape cancels: nothing is sent, and the focus is back on the row.
        await row.focus();
        await page.keyboard.press("F2");
        await select.waitFor();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        assert.equal(await select.inputValue(), "ceased");
        // Escape in the open list closes the list only; on the field, it cancels.
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Escape");
        assert.equal(await page.getByTestId("inline-editor").count(), 1);
        await page.keyboard.press("Escape");
        await page.getByTestId("inline-editor").waitFor({ state: "detached" });
        assert.equal(await focusedRow(page), true);
        assert.equal(await row.locator("td").nth(1).textContent(), "Dormant");
        const version = (await stored(api, mine.id)).version;
        assert.equal((await stored(api, mine.id)).status, "dormant");

        // Another client's code is refused on the field; the editor stays open with what was typed.
        await row.hover();
        await row.getByTestId("inline-edit-code").click();
        const code = page.locator('[data-testid="inline-editor"] input');
        await code.fill(other.code);
        await page.keyboard.press("Enter");
        const error = page.getByTestId("error-inline.code");
        await eventually(async () =>
          assert.match(await error.textContent() ?? "", new RegExp(`already has code ${other.code}\\.$`))
        );
        assert.equal(await code.inputValue(), other.code, "the typed value is kept");
        assert.equal(await code.getAttribute("aria-invalid"), "true");
        assert.equal(await code.evaluate((c) => c === document.activeElement), true);
        assert.equal((await stored(api, mine.id)).code, mine.code);
        await page.keyboard.press("Escape");
        await page.getByTestId("inline-editor").waitFor({ state: "detached" });
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
          "inline-edit-code",
          "the focus is back on the cell's edit button",
        );

        // Someone else changes the status between opening the editor and saving: their value is shown, and the
        // next Enter saves this one over their version.
        await row.focus();
        await page.keyboard.press("F2");
        await select.waitFor();
        await api("PUT", `account/${mine.id}`, { status: "prospect", version });
        await select.selectOption("ceased");
        await select.focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("inline-conflict").waitFor();
        assert.equal(await page.getByTestId("inline-theirs").textContent(), "Prospect");
        assert.equal(await select.inputValue(), "ceased", "the chosen value is kept");
        assert.equal((await stored(api, mine.id)).status, "prospect");
        await select.focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("inline-editor").waitFor({ state: "detached" });
        assert.equal((await stored(api, mine.id)).status, "ceased");
        await eventually(async () => assert.equal(await row.locator("td").nth(1).textContent(), "Ceased"));
      });
    } finally {
      await harness.close();
    }
  },
);

Deno.test("the open editor in Arabic at 390 px passes axe, its refusal too", E2E, async () => {
  const harness = await Harness.startDev();
  const api = backofficeApi(harness);
  try {
    const name = "Inline Arabic Karoo";
    await client(api, name);
    const other = (await api("GET", "account?pageSize=1&sort=code")).items[0];
    await harness.withPage(
      { language: "ar", viewport: { width: 390, height: 844 }, allow: [/status of 409/] },
      async ({ page }) => {
        const row = await openRow(page, name);
        await row.focus();
        await page.keyboard.press("F2");
        await page.getByTestId("inline-editor").waitFor();
        const problems: string[] = [];
        await settle(page);
        problems.push(...await screenProblems(page, "inline editor", "ar"));
        await page.keyboard.press("Escape");
        await row.getByTestId("inline-edit-code").focus();
        await page.keyboard.press("Enter");
        const code = page.locator('[data-testid="inline-editor"] input');
        await code.fill(other.code);
        await page.keyboard.press("Enter");
        await eventually(async () =>
          assert.notEqual(await page.getByTestId("error-inline.code").textContent(), "")
        );
        await settle(page);
        problems.push(...await screenProblems(page, "inline editor with its refusal", "ar"));
        assert.deepEqual(problems, []);
      },
    );
  } finally {
    await harness.close();
  }
});
