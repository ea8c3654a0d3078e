/**
 * The practice calendar in Chromium over the development server's demo practice: the month shows the server's
 * deadlines, December its holiday and the dispute exclusion, an employee filter changes the entries to the server's answer for that employee
 * (kept in the address), week and agenda views show what the server answers for their days, and an entry opens
 * its record's page.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  type DeadlineEntry,
  PRACTICE_CALENDAR_API,
  type PracticeCalendarAnswer,
} from "../../domain/workflows/practice-work.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { E2E } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

/** The calendar's next answer from the server, as the page receives it. */
function nextAnswer(page: Page, test: (u: URL) => boolean = () => true): Promise<PracticeCalendarAnswer> {
  return page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === PRACTICE_CALENDAR_API && r.ok() && test(u);
  }).then((r) => r.json());
}

/** The ids of the entries on screen. */
function shownIds(page: Page): Promise<string[]> {
  return page.getByTestId("calendar-entry").evaluateAll((els) =>
    els.map((e) => (e as HTMLElement).dataset.entryId!)
  );
}

const ids = (items: DeadlineEntry[]) => items.map((e) => e.id).sort();

Deno.test({
  name:
    "practice calendar: deadlines and marked days, the employee filter, week and agenda, an entry opens its record",
  ...E2E,
  async fn() {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const api = async (query: string): Promise<PracticeCalendarAnswer> => {
        const res = await fetch(new URL(`${PRACTICE_CALENDAR_API}?${query}`, server.url), {
          headers: { authorization: `Bearer ${admin.jwt_access_token}` },
        });
        assert.equal(res.status, 200, await res.clone().text());
        return await res.json();
      };
      // A month of the demo practice with deadlines of more than one employee in it.
      const around = await api(`from=${shift(-30)}&to=${shift(30)}`);
      assert.ok(around.items.length > 0, "the demo practice has deadlines within a month of today");
      const day = around.items[0].due;

      await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
        const first = nextAnswer(page);
        await page.goto(`/apps/practice-calendar?view=month&date=${day}`);
        const month = await first;
        assert.ok(month.items.length > 0);
        await page.getByTestId("calendar-entry").first().waitFor();
        // A day shows three entries and "+N more": every entry of a day with three or fewer is on screen.
        const perDay = Map.groupBy(month.items, (e) => e.due);
        const visible = month.items.filter((e) => perDay.get(e.due)!.length <= 3);
        const shown = new Set(await shownIds(page));
        for (const e of visible) assert.ok(shown.has(e.id), `${e.id} on ${e.due}`);
        // The month asks for only what its cells show: a fuller day's "+N more" counts what was left out.
        assert.ok(
          Object.keys(month.dayTotals ?? {}).length > 0,
          "the month's grid asks with perDay; a day is full",
        );
        for (const [due, total] of Object.entries(month.dayTotals!)) {
          assert.equal(perDay.get(due)!.length, 3, `${due}: three shown of ${total}`);
          await page.locator(`[data-testid=calendar-day][data-day="${due}"]`).getByText(`+${total - 3} more`)
            .waitFor();
        }
        assert.equal(
          await page.getByTestId("calendar-mark").count(),
          month.marked.length,
          "every marked day",
        );

        // December's public holiday and the dispute exclusion from the 16th are on their days.
        const december = nextAnswer(page);
        await page.goto(`/apps/practice-calendar?view=month&date=${day.slice(0, 4)}-12-01`);
        const marked = await december;
        assert.ok(marked.marked.some((m) => m.kind === "holiday" && m.date.endsWith("-12-16")));
        assert.ok(marked.marked.some((m) => m.kind === "dispute-exclusion" && m.date.endsWith("-12-31")));
        await page.getByTestId("calendar-mark").first().waitFor();
        assert.equal(
          await page.getByTestId("calendar-mark").count(),
          marked.marked.length,
          "every mark shown",
        );
        const reconciliation = marked.marked.find((m) => m.date.endsWith("-12-16") && m.kind === "holiday")!;
        await page.locator(`[data-testid=calendar-day][data-day="${reconciliation.date}"]`)
          .getByText(reconciliation.name).waitFor();
        await page.goto(`/apps/practice-calendar?view=month&date=${day}`);
        await page.getByTestId("calendar-entry").first().waitFor();

        // Filter by an employee the work of the month sits with, but not all of it.
        const employees = Map.groupBy(month.items.filter((e) => e.employeeId), (e) => e.employeeId!);
        const [employeeId, theirs] = [...employees].sort((a, b) => a[1].length - b[1].length)[0];
        assert.ok(theirs.length < month.items.length, "the employee has some of the month's work, not all");
        const filtered = nextAnswer(page, (u) => u.searchParams.get("employee") === employeeId);
        // The picker searches each field, so a first name finds the employee; the full name would not.
        await page.locator("#filter-employee").fill(theirs[0].employee!.split(" ")[0]);
        await page.getByRole("option", { name: theirs[0].employee! }).first().click();
        await page.waitForURL((u) => u.searchParams.get("employee") === employeeId);
        const mine = await filtered;
        const mineIds = new Set(mine.items.map((e) => e.id));
        for (const e of theirs) assert.ok(mineIds.has(e.id), `${e.id} is the employee's`);
        assert.ok(mine.items.length < month.items.length, "the filter narrows the month");
        await page.waitForFunction(
          (n) => document.querySelectorAll("[data-testid=calendar-entry]").length <= n,
          Math.min(mine.items.length, 42 * 3),
        );
        for (const id of await shownIds(page)) assert.ok(mineIds.has(id), `${id} shown under the filter`);

        // The week and the agenda ask for their own days and show every entry the server answers.
        const week = nextAnswer(page, (u) => u.searchParams.get("employee") === employeeId);
        await page.getByTestId("calendar-view-week").click();
        await page.waitForURL((u) => u.searchParams.get("view") === "week");
        const weekAnswer = await week;
        const weekRange = new URL(page.url()).searchParams;
        assert.equal(weekRange.get("employee"), employeeId, "the filter stays in the address");
        await settle(page, weekAnswer.items.length);
        assert.deepEqual((await shownIds(page)).sort(), ids(weekAnswer.items));

        const agenda = nextAnswer(page, (u) => u.searchParams.get("employee") === employeeId);
        await page.getByTestId("calendar-view-agenda").click();
        await page.waitForURL((u) => u.searchParams.get("view") === "agenda");
        const agendaAnswer = await agenda;
        await settle(page, agendaAnswer.items.length);
        assert.deepEqual((await shownIds(page)).sort(), ids(agendaAnswer.items));

        // An entry is a link to its record's page.
        const target = agendaAnswer.items[0] ?? mine.items[0];
        if (agendaAnswer.items.length === 0) {
          await page.goto(`/apps/practice-calendar?view=agenda&date=${target.due}&employee=${employeeId}`);
        }
        const entry = page.locator(`[data-testid=calendar-entry][data-entry-id="${target.id}"]`);
        assert.equal(await entry.getAttribute("href"), target.link);
        await entry.focus();
        await page.keyboard.press("Enter");
        await page.waitForURL((u) => u.pathname === target.link);
        await page.locator("[data-testid=view-page], [data-testid=list-page] form, form").first().waitFor();
        assert.equal(await page.getByTestId("error-404").count(), 0);
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

/** Today plus `days`, as an ISO date (the test's own clock, as the server's). */
function shift(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Waits until the view shows as many entries as the answer holds. */
async function settle(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll("[data-testid=calendar-entry]").length === n,
    count,
  );
}
