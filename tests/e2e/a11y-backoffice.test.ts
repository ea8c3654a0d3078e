/**
 * axe-core on the shell (navigation open, quick panel, settings panel, the toolbar's menus, both layouts) and the
 * back office over the development server's demo practice: dashboard, report, lists, forms shown empty and after
 * saving them empty (their errors), a record's view with its delete confirmation, its edit form; English and
 * Arabic.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { backofficePages, formsShowingEveryFieldKind, listsWithPanels } from "../support/a11y-screens.ts";
import { A11Y_LANGUAGES } from "../support/a11y-run.ts";
import { screenProblems, settle } from "../support/axe.ts";
import { E2E, Harness, settingsFor } from "../support/e2e.ts";

/** The vertical layout with its navigation unfolded: the menu's labels and open branches are checked too. */
const NAV_OPEN = settingsFor("vertical", { layout: { config: { navbar: { folded: false } } } });

Deno.test({
  name: "accessibility: the shell and the back office have no serious or critical axe violations",
  ...E2E,
  async fn(t) {
    const h = await Harness.startDev();
    try {
      const res = await fetch(new URL("/api/backoffice/account?pageSize=1", h.server.url), {
        headers: { authorization: `Bearer ${h.session.jwt_access_token}` },
      });
      const account = (await res.json()).items[0];
      assert.ok(account?.id, "the demo practice has a client");
      const forms = formsShowingEveryFieldKind();
      const lists = ["/apps/account", ...listsWithPanels().map((r) => r.base)];
      let screens = 0;

      let clean = 0;
      for (const language of A11Y_LANGUAGES) {
        const passed = await t.step(language, async () => {
          const problems: string[] = [];
          let count = 0;
          const check = async (page: Page, screen: string) => {
            count++;
            problems.push(...await screenProblems(page, screen, language));
          };
          const visit = async (page: Page, path: string, screen = path) => {
            await page.goto(path);
            await settle(page);
            await check(page, screen);
          };

          await h.withPage({ language, settings: NAV_OPEN }, async ({ page }) => {
            for (const path of backofficePages()) await visit(page, path);

            // The shell: a branch of the navigation open, then each panel and menu of the toolbar.
            await settle(page);
            await page.getByTestId("vertical-nav").locator("details > summary").first().click();
            await check(page, "navigation with a branch open");
            await page.getByTestId("quick-panel-toggle").click();
            await page.getByTestId("quick-panel").waitFor();
            await settle(page);
            await check(page, "quick panel");
            await page.keyboard.press("Escape");
            await page.getByTestId("settings-open").click();
            await page.getByTestId("settings-panel").waitFor();
            await check(page, "settings panel");
            await page.keyboard.press("Escape");
            for (const menu of ["user-menu", "language-menu"]) {
              await page.getByTestId(menu).click();
              await page.locator("[role=menu]").waitFor();
              await check(page, menu);
              await page.keyboard.press("Escape");
            }

            for (const path of lists) await visit(page, path);
            for (const form of forms) {
              const path = `${form.base}/${form.add}`;
              await visit(page, path);
              await page.getByTestId("save").click();
              await page.locator("[aria-invalid=true]").first().waitFor();
              await check(page, `${path} saved empty`);
            }
            await visit(page, `/apps/account/view/${account.id}`, "a client's view");
            await page.getByTestId("delete-button").click();
            await page.getByTestId("delete-dialog").waitFor();
            await check(page, "a client's delete confirmation");
            await page.keyboard.press("Escape");
            await visit(page, `/apps/account/${account.id}`, "a client's edit form");
          });

          await h.withPage({ language, settings: settingsFor("horizontal") }, async ({ page }) => {
            await visit(page, "/apps/dashboard", "the horizontal layout");
          });

          assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
          screens = count;
        });
        if (passed) clean++;
      }
      if (clean === A11Y_LANGUAGES.length) {
        console.log(`a11y: ${screens} back-office and shell screens × ${clean} languages, no violations`);
      }
    } finally {
      await h.close();
    }
  },
});
