/**
 * Keyboard only, in Chromium: a focused control shows where focus is, a dialog keeps Tab inside while it is
 * open and gives focus back to the control that opened it when it closes (Escape), and the practice calendar's
 * filters and views answer Space and Enter.
 */
import { DEADLINE_KINDS } from "../../domain/workflows/practice-work.ts";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { E2E, Harness, open, settingsFor } from "../support/e2e.ts";

/**
 * What the focused element is and whether something draws its focus: an outline or a ring (box-shadow) on it, or
 * on the field frame around it (daisyUI draws a picker's focus on its `.input` wrapper, by :focus-within).
 */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const drawn = (e: Element) => {
      const style = getComputedStyle(e);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none";
    };
    const frame = el.parentElement?.closest(".input, .select, .textarea");
    const name = el.getAttribute("data-testid") ?? el.getAttribute("name") ??
      el.textContent?.trim().slice(0, 30);
    return { what: `<${el.tagName.toLowerCase()}> ${name}`, shown: drawn(el) || (!!frame && drawn(frame)) };
  });
}

/** Presses Tab (or Shift+Tab) `times` times, asserting after each press that focus is inside `selector`. */
async function tabsStayIn(page: Page, selector: string, times: number, back = false) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const inside = await page.evaluate(
      (s) => !!document.activeElement && !!document.querySelector(s)?.contains(document.activeElement),
      selector,
    );
    const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    assert.ok(
      inside,
      `after ${i + 1} ${back ? "Shift+Tab" : "Tab"} presses focus left ${selector}, for ${at}`,
    );
  }
}

/** Asserts the element with the test id has focus. */
async function hasFocus(page: Page, testId: string) {
  await page.waitForFunction(
    (id) => document.activeElement?.getAttribute("data-testid") === id,
    testId,
    { timeout: 3_000 },
  ).catch(async () => {
    const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    assert.fail(`focus should be back on ${testId}, is on ${at}`);
  });
}

Deno.test({
  name: "keyboard: focus is visible; dialogs keep Tab inside and give focus back on Escape",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    const settings = settingsFor("vertical", { layout: { config: { navbar: { folded: false } } } });
    try {
      const api = async (path: string, body: unknown) => {
        const res = await fetch(new URL(`/api/backoffice/${path}`, h.server.url), {
          method: "POST",
          headers: {
            authorization: `Bearer ${h.session.jwt_access_token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        });
        assert.equal(res.status, 201, `${path}: ${await res.clone().text()}`);
        return await res.json();
      };
      const type = await api("accounttype", { name: "Company", entityKind: "company" });
      const account = await api("account", { name: "Karoo Bricks", accountType: type.id });

      await t.step("every control Tab reaches on a form page shows focus", async () => {
        await h.withPage({ settings }, async ({ page }) => {
          await open(page, "/apps/account/addaccount");
          await page.getByTestId("save").waitFor();
          const hidden: string[] = [];
          const seen = new Set<string>();
          for (let i = 0; i < 60; i++) {
            await page.keyboard.press("Tab");
            const state = await focusState(page);
            if (!state) continue;
            seen.add(state.what);
            if (!state.shown) hidden.push(state.what);
          }
          assert.ok(seen.size >= 20, `Tab reached ${seen.size} controls`);
          assert.deepEqual([...new Set(hidden)], [], "controls that show no focus");
        });
      });

      const dialogs: { name: string; path: string; opener: string; dialog: string; presses: number }[] = [
        {
          name: "the delete confirmation",
          path: `/apps/account/view/${account.id}`,
          opener: "delete-button",
          dialog: "delete-dialog",
          presses: 5,
        },
        {
          name: "the mail app's compose dialog",
          path: "/apps/mail/inbox",
          opener: "mail-compose-open",
          dialog: "mail-compose",
          presses: 12,
        },
        {
          name: "the practice calendar's feeds dialog",
          path: "/apps/practice-calendar",
          opener: "calendar-subscribe",
          dialog: "subscribe-dialog",
          presses: 8,
        },
        {
          name: "the settings panel",
          path: "/apps/dashboard",
          opener: "settings-open",
          dialog: "settings-panel",
          presses: 40,
        },
      ];
      await t.step("the practice calendar's filters and views work from the keyboard", async () => {
        await h.withPage({ settings }, async ({ page }) => {
          await open(page, "/apps/practice-calendar?view=month");
          const objections = page.getByTestId("filter-kind-objection");
          await objections.focus();
          await page.keyboard.press("Space");
          // Every kind but objections (issue 35's document requests and issue 36's obligations among them).
          await page.waitForURL((u) => u.searchParams.getAll("kind").length === DEADLINE_KINDS.length - 1);
          await page.locator("[data-testid=filter-kind-objection][aria-pressed=false]").waitFor();
          await page.keyboard.press("Enter");
          await page.waitForURL((u) => !u.searchParams.has("kind"));
          await page.getByTestId("filter-done").focus();
          await page.keyboard.press("Space");
          await page.waitForURL((u) => u.searchParams.get("done") === "false");
          await page.getByTestId("calendar-view-agenda").focus();
          await page.keyboard.press("Enter");
          await page.waitForURL((u) => u.searchParams.get("view") === "agenda");
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Space");
          await page.waitForURL((u) => u.searchParams.get("view") === "day");
        });
      });

      for (const d of dialogs) {
        await t.step(`${d.name} keeps Tab inside and gives focus back on Escape`, async () => {
          await h.withPage({ settings }, async ({ page }) => {
            await open(page, d.path);
            await page.getByTestId(d.opener).focus();
            await page.keyboard.press("Enter");
            const dialog = page.getByTestId(d.dialog);
            await dialog.waitFor();
            await tabsStayIn(page, `[data-testid=${d.dialog}]`, d.presses);
            await tabsStayIn(page, `[data-testid=${d.dialog}]`, d.presses, true);
            await page.keyboard.press("Escape");
            await dialog.waitFor({ state: "hidden" });
            await hasFocus(page, d.opener);
          });
        });
      }
    } finally {
      await h.close();
    }
  },
});
