/**
 * axe-core on the shell over the development server's demo practice, in English and Arabic: the navigation open
 * with a branch unfolded, the quick panel, the settings panel, the toolbar's menus, the horizontal layout, and a
 * few pages with the dark theme on every area (the defaults are light for the page and toolbar, dark for the
 * navbar and footer).
 */
import { practiceTest } from "../support/a11y-run.ts";
import { settle } from "../support/axe.ts";
import { settingsFor } from "../support/e2e.ts";

/** The vertical layout with its navigation unfolded: the menu's labels and open branches are checked too. */
const NAV_OPEN = settingsFor("vertical", { layout: { config: { navbar: { folded: false } } } });
const ALL_DARK = settingsFor("vertical", {
  theme: { main: "dark", navbar: "dark", toolbar: "dark", footer: "dark" },
});

practiceTest(
  "accessibility: the shell, its panels and menus, both layouts and the dark theme have no serious or critical axe violations",
  async ({ h, language, accountId, check, visit }) => {
    await h.withPage({ language, settings: NAV_OPEN }, async ({ page }) => {
      await visit(page, "/apps/dashboard", "the vertical layout, navigation open");
      await page.getByTestId("vertical-nav").locator("details > summary").first().click();
      await check(page, "the navigation with a branch open");
      await page.getByTestId("quick-panel-toggle").click();
      await page.getByTestId("quick-panel").waitFor();
      await settle(page);
      await check(page, "the quick panel");
      await page.keyboard.press("Escape");
      await page.getByTestId("settings-open").click();
      await page.getByTestId("settings-panel").waitFor();
      await check(page, "the settings panel");
      await page.keyboard.press("Escape");
      for (const menu of ["user-menu", "language-menu"]) {
        await page.getByTestId(menu).click();
        await page.locator("[role=menu]").waitFor();
        await check(page, menu);
        await page.keyboard.press("Escape");
      }
    });

    await h.withPage({ language, settings: settingsFor("horizontal") }, async ({ page }) => {
      await visit(page, "/apps/dashboard", "the horizontal layout");
    });

    await h.withPage({ language, settings: ALL_DARK }, async ({ page }) => {
      await visit(page, "/apps/dashboard", "the dashboard, all dark");
      await visit(page, "/apps/account", "the clients, all dark");
      await visit(page, `/apps/account/view/${accountId}`, "a client's view, all dark");
      await visit(page, "/apps/account/addaccount", "the client form, all dark");
      await page.getByTestId("save").click();
      await page.locator("[aria-invalid=true]").first().waitFor();
      await check(page, "the client form saved empty, all dark");
    });
  },
);
