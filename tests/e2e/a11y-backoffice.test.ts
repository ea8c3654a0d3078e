/**
 * axe-core on the back office over the development server's demo practice, in English and Arabic: dashboard,
 * report, practice calendar (its views and feeds dialog), my work and the workload, lists, the forms shown empty
 * and after saving them empty (their errors), a client's view with its delete confirmation, and its edit form.
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
      // The practice calendar's other views and its feeds dialog; my work's workload (the routes above open the
      // calendar's month and the admin's own work).
      await visit(page, "/apps/practice-calendar?view=week", "the practice calendar's week");
      await visit(page, "/apps/practice-calendar?view=agenda", "the practice calendar's agenda");
      await page.getByTestId("calendar-subscribe").click();
      await page.getByTestId("calendar-feeds").waitFor();
      await page.waitForLoadState("networkidle");
      await check(page, "the practice calendar's feeds dialog");
      await page.keyboard.press("Escape");
      await visit(page, "/apps/my-work?view=workload", "the workload");
      await visit(page, `/apps/account/view/${accountId}`, "a client's view");
      await page.getByTestId("delete-button").click();
      await page.getByTestId("delete-dialog").waitFor();
      await check(page, "a client's delete confirmation");
      await page.keyboard.press("Escape");
      await visit(page, `/apps/account/${accountId}`, "a client's edit form");
    });
  },
);
