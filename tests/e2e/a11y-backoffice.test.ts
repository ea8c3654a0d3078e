/**
 * axe-core on the back office over the development server's demo practice, in English and Arabic: dashboard,
 * report, lists, the forms shown empty and after saving them empty (their errors), a client's view with its delete
 * confirmation, and its edit form.
 */
import { backofficePages, formsShowingEveryFieldKind, listsWithPanels } from "../support/a11y-screens.ts";
import { practiceTest } from "../support/a11y-run.ts";
import { settingsFor } from "../support/e2e.ts";

practiceTest(
  "accessibility: the back office has no serious or critical axe violations",
  async ({ h, language, accountId, check, visit }) => {
    await h.withPage({ language, settings: settingsFor("vertical") }, async ({ page }) => {
      for (const path of backofficePages()) await visit(page, path);
      for (const r of listsWithPanels()) await visit(page, r.base);
      await visit(page, "/apps/account");
      for (const form of formsShowingEveryFieldKind()) {
        const path = `${form.base}/${form.add}`;
        await visit(page, path);
        await page.getByTestId("save").click();
        await page.locator("[aria-invalid=true]").first().waitFor();
        await check(page, `${path} saved empty`);
      }
      await visit(page, `/apps/account/view/${accountId}`, "a client's view");
      await page.getByTestId("delete-button").click();
      await page.getByTestId("delete-dialog").waitFor();
      await check(page, "a client's delete confirmation");
      await page.keyboard.press("Escape");
      await visit(page, `/apps/account/${accountId}`, "a client's edit form");
    });
  },
);
