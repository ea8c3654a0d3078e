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
import { backofficeApi, E2E, eventually, Harness, open, slow } from "../support/e2e.ts";

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

Deno.test("the open editor in Arabic at 390 px passes axe, its refusal and its hint too", E2E, async () => {
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
        // Another cell's editor asked for while this one holds the typed code: the hint, in Arabic.
        await row.getByTestId("inline-edit-status").click();
        await page.getByTestId("inline-held").waitFor();
        assert.equal(
          await page.getByTestId("inline-held").textContent(),
          "احفظ هذا التغيير أو ألغِه أولًا: يحفظ Enter ويلغي Escape.",
        );
        await settle(page);
        problems.push(...await screenProblems(page, "inline editor holding its change", "ar"));
        assert.deepEqual(problems, []);
      },
    );
  } finally {
    await harness.close();
  }
});

Deno.test(
  "a typed value is not dropped by opening another editor or the record; a hidden edit button takes no click",
  E2E,
  async () => {
    const harness = await Harness.startDev();
    const api = backofficeApi(harness);
    try {
      const name = "Inline Held Karoo";
      const mine = await client(api, name);
      await harness.withPage({}, async ({ page }) => {
        slow(page);
        const row = await openRow(page, name);
        const url = page.url();
        const editor = page.getByTestId("inline-editor");
        const held = page.getByTestId("inline-held");

        // Hidden (the row neither hovered nor focused), an edit button is no target: a click there is the row's.
        await page.mouse.move(0, 0);
        await page.locator("body").focus();
        const spot = await row.getByTestId("inline-edit-code").evaluate((b) => {
          const box = b.getBoundingClientRect();
          const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          const hit = document.elementFromPoint(at.x, at.y);
          return { ...at, opacity: getComputedStyle(b).opacity, hitsButton: hit === b || b.contains(hit) };
        });
        assert.equal(spot.opacity, "0");
        assert.equal(spot.hitsButton, false, "the hidden button is not what a click there reaches");
        // Shown on hover, it is the target again.
        await row.hover();
        assert.equal(
          await row.getByTestId("inline-edit-code").evaluate((b, at) => {
            const hit = document.elementFromPoint(at.x, at.y);
            return getComputedStyle(b).opacity === "1" && (hit === b || b.contains(hit));
          }, spot),
          true,
        );

        // A value typed into the code: asking for the status's editor keeps this one, says why, and takes the
        // focus back to it.
        await row.getByTestId("inline-edit-code").click();
        const code = page.locator('[data-testid="inline-editor"] input');
        await code.fill("HELD-1");
        await row.getByTestId("inline-edit-status").click();
        await held.waitFor();
        assert.equal(
          await held.textContent(),
          "Save or cancel this change first: Enter saves, Escape cancels.",
        );
        assert.equal(await editor.count(), 1);
        assert.equal(await code.inputValue(), "HELD-1", "the typed value is kept");
        assert.equal(await code.evaluate((c) => c === document.activeElement), true);
        // F2 on the row, or a click on it, or Enter on it (which open the record), do not leave it either. F2 and
        // Enter are held and take the focus back to the editor: the next key waits for it (pressed before it came
        // back, the row's Enter reached the editor and saved it, and the editor this test goes on with was gone).
        const focusBack = () =>
          eventually(async () =>
            assert.equal(await code.evaluate((c) => c === document.activeElement), true)
          );
        await row.locator("td").first().click();
        for (const key of ["F2", "Enter"]) {
          await row.focus();
          await page.keyboard.press(key);
          await focusBack();
        }
        assert.equal(page.url(), url, "the record was not opened");
        assert.equal(await code.inputValue(), "HELD-1");

        // Enter in the field saves it; then another editor opens at once.
        await code.focus();
        await page.keyboard.press("Enter");
        await editor.waitFor({ state: "detached" });
        assert.equal((await stored(api, mine.id)).code, "HELD-1");
        await row.hover();
        await row.getByTestId("inline-edit-status").click();
        await page.locator('[data-testid="inline-editor"] select').waitFor();

        // An editor with nothing changed gives way to the next one, without a hint.
        await row.getByTestId("inline-edit-code").click();
        await eventually(async () => assert.equal(await code.inputValue(), "HELD-1"));
        assert.equal(await editor.count(), 1);
        assert.equal(await held.count(), 0);

        // Escape drops a changed value as asked; then the status opens.
        await code.fill("HELD-2");
        await page.keyboard.press("Escape");
        await editor.waitFor({ state: "detached" });
        await row.hover();
        await row.getByTestId("inline-edit-status").click();
        await page.locator('[data-testid="inline-editor"] select').waitFor();
        assert.equal((await stored(api, mine.id)).code, "HELD-1");
      });
    } finally {
      await harness.close();
    }
  },
);
