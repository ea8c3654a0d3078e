/**
 * One "today" in the browser: the practice's zone (PRACTICE_TIME_ZONE, put in the page by the server), not
 * Johannesburg's nor the machine's, drives the practice calendar's today and a deadline's warning.
 */
import assert from "node:assert/strict";
import { PRACTICE_CALENDAR_API } from "../../domain/workflows/practice-work.ts";
import { addDays } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

/** UTC+14: at noon UTC its calendar is a day ahead of Johannesburg's (UTC+2) and of UTC's. */
const ZONE = "Pacific/Kiritimati";

Deno.test({
  name: "practice zone: the calendar's today and a deadline's warning follow PRACTICE_TIME_ZONE",
  ...E2E,
  async fn() {
    // The browser's clock stands at noon UTC today: the practice's day is tomorrow in UTC and in Johannesburg.
    const noon = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    const today = practiceToday(noon, ZONE);
    assert.notEqual(today, practiceToday(noon, "Africa/Johannesburg"), "the zones' days differ at noon UTC");
    assert.notEqual(today, practiceToday(noon, "UTC"));

    const [server, browser] = await Promise.all([
      startDevServer({ PRACTICE_TIME_ZONE: ZONE }),
      launchBrowser(),
    ]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const api = backofficeCaller(server.url, admin.jwt_access_token);
      const account = (await api("GET", "account?pageSize=1")).items[0];
      await api("POST", "project", {
        name: "Kiritimati zone check",
        account: account.id,
        dueOn: today,
        status: "active",
      });

      await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
        await page.clock.setFixedTime(noon);
        // The calendar opens on the practice's today and asks the server for that day.
        const asked = page.waitForRequest((r) => new URL(r.url()).pathname === PRACTICE_CALENDAR_API);
        await page.goto("/apps/practice-calendar?view=day");
        const calendar = new URL((await asked).url());
        assert.deepEqual([calendar.searchParams.get("from"), calendar.searchParams.get("to")], [
          today,
          today,
        ]);
        await page.locator(`[data-testid=calendar][data-day="${today}"]`).waitFor();
        await page.getByTestId("calendar-entry").filter({ hasText: "Kiritimati zone check" }).waitFor();

        // The month marks the practice's today, and "Today" comes back to it from another day.
        await page.goto(`/apps/practice-calendar?view=month&date=${addDays(today, -40)}`);
        await page.getByTestId("calendar-today").click();
        await page.locator(`[data-testid=calendar][data-day="${today}"]`).waitFor();
        assert.equal(
          await page.getByTestId("calendar-month").locator("[aria-current=date]").getAttribute("data-day"),
          today,
        );

        // Due on the practice's today: "Due today" on its list row (in Johannesburg it would be a day away).
        await page.goto("/apps/project?q=Kiritimati");
        const warning = page.getByTestId("list-row").filter({ hasText: "Kiritimati zone check" }).getByTestId(
          "deadline-warning",
        );
        await warning.waitFor();
        assert.equal(await warning.getAttribute("title"), "Due today");
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
