/**
 * Issue 32 on the practice calendar in Chromium: weeks start on Monday, and on Sunday once the settings say so
 * (the calendar then asks for Sunday-to-Saturday weeks); an entry reads as its kind and client, the record's
 * own title in its tooltip; the client filter (kept in the address) shows that client's deadlines only.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { addDays, dayOfWeek } from "../../domain/calendar.ts";
import { PRACTICE_CALENDAR_API, type PracticeCalendarAnswer } from "../../domain/workflows/practice-work.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { E2E } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

function nextAnswer(page: Page, test: (u: URL) => boolean = () => true) {
  return page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === PRACTICE_CALENDAR_API && r.ok() && test(u);
  }).then(async (r) => ({ url: new URL(r.url()), answer: await r.json() as PracticeCalendarAnswer }));
}

/** The weekday headings and the first day of the month grid. */
async function firstColumn(page: Page): Promise<{ heading: string; day: string }> {
  const heading = (await page.getByTestId("calendar-weekday").first().textContent())!.trim();
  const day = (await page.getByTestId("calendar-day").first().getAttribute("data-day"))!;
  return { heading, day };
}

Deno.test({
  name: "practice calendar: Monday first (Sunday when set), entries by kind and client, the client filter",
  ...E2E,
  async fn() {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const today = new Date().toISOString().slice(0, 10);
      // A stretch of the demo practice with an annual return in it.
      let found: { answer: PracticeCalendarAnswer } | undefined;
      for (const back of [0, 60, -60, 120, -120, 180]) {
        const to = addDays(today, 30 - back);
        const res = await fetch(
          new URL(`${PRACTICE_CALENDAR_API}?from=${addDays(to, -60)}&to=${to}`, server.url),
          {
            headers: { authorization: `Bearer ${admin.jwt_access_token}` },
          },
        );
        assert.equal(res.status, 200, await res.clone().text());
        const answer: PracticeCalendarAnswer = await res.json();
        if (answer.items.some((e) => e.kind === "annualreturn" && e.clientName)) {
          found = { answer };
          break;
        }
      }
      assert.ok(found, "the demo practice has an annual return within a year of today");
      const annual = found.answer.items.find((e) => e.kind === "annualreturn" && e.clientName)!;

      await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
        // Monday first by default.
        const monday = nextAnswer(page);
        await page.goto(`/apps/practice-calendar?view=month&date=${annual.due}`);
        const first = await monday;
        assert.equal(dayOfWeek(first.url.searchParams.get("from")!), 1, "the API is asked from a Monday");
        await page.getByTestId("calendar-entry").first().waitFor();
        let column = await firstColumn(page);
        assert.equal(column.heading, "Mon");
        assert.equal(dayOfWeek(column.day), 1);

        // The annual return reads as its kind and client; its record's title is in the tooltip.
        await page.getByTestId("calendar-view-day").click();
        await page.waitForURL((u) => u.searchParams.get("view") === "day");
        const entry = page.locator(`[data-testid=calendar-entry][data-entry-id="${annual.id}"]`);
        await entry.waitFor();
        const label = `Annual return · ${annual.clientName}`;
        assert.equal((await entry.locator("bdi").textContent())?.trim(), label);
        assert.equal(await entry.getAttribute("title"), `${label}\n${annual.title}`);
        const name = await entry.evaluate((el) => el.textContent);
        assert.ok(name?.includes(annual.title), `the screen reader hears the record's title: ${name}`);

        // The client filter: kept in the address, the API asked for that client, only theirs shown.
        const filtered = nextAnswer(page, (u) => u.searchParams.get("client") === annual.accountId);
        await page.locator("#filter-client").fill(annual.clientName!.split(" ")[0]);
        await page.getByRole("option", { name: annual.account! }).first().click();
        await page.waitForURL((u) => u.searchParams.get("client") === annual.accountId);
        const theirs = await filtered;
        assert.ok(theirs.answer.items.some((e) => e.id === annual.id));
        assert.ok(theirs.answer.items.every((e) => e.accountId === annual.accountId));
        const month = nextAnswer(page, (u) => u.searchParams.get("client") === annual.accountId);
        await page.getByTestId("calendar-view-month").click();
        const theirMonth = await month;
        assert.ok(theirMonth.answer.items.every((e) => e.accountId === annual.accountId));
        await entry.waitFor();
        const shown = await page.getByTestId("calendar-entry").evaluateAll((els) =>
          els.map((e) => (e as HTMLElement).dataset.entryId!)
        );
        const allowed = new Set(theirMonth.answer.items.map((e) => e.id));
        for (const id of shown) assert.ok(allowed.has(id), `${id} is the client's`);

        // Sunday first once the settings say so: the grid and the API's range move with it.
        const sunday = nextAnswer(page, (u) => dayOfWeek(u.searchParams.get("from")!) === 0);
        await page.getByTestId("settings-open").click();
        await page.getByTestId("settings-panel").getByRole("radio", { name: "Sunday" }).check();
        await page.keyboard.press("Escape");
        await sunday;
        await page.waitForFunction(() =>
          document.querySelector("[data-testid=calendar-weekday]")?.textContent?.trim() === "Sun"
        );
        column = await firstColumn(page);
        assert.equal(dayOfWeek(column.day), 0);
        assert.ok(new URL(page.url()).searchParams.get("client"), "the filter stays");
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
