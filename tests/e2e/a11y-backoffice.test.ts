/**
 * axe-core on the back office over the development server's demo practice, in English and Arabic: dashboard,
 * report, practice calendar (its views and feeds dialog), my work (someone's overdue returns, its done dialog) and
 * the workload, lists, the forms shown empty and after saving them empty (their errors), a client's view with its
 * delete confirmation, and its edit form.
 */
import assert from "node:assert/strict";
import dayjs from "dayjs";
import { type Day, monthWeeks } from "../../client/kit/ui/calendar/dates.ts";
import {
  PRACTICE_CALENDAR_API,
  type PracticeCalendarAnswer,
  WORKLOAD_API,
  type WorkloadAnswer,
} from "../../domain/workflows/practice-work.ts";
import { backofficePages, formsShowingEveryFieldKind, listsWithPanels } from "../support/a11y-screens.ts";
import { practiceTest } from "../support/a11y-run.ts";
import { type Harness, settingsFor } from "../support/e2e.ts";

/**
 * A month whose grid shows an overdue deadline on a day of the month before or after it (a day drawn apart from
 * the month's own): found in the demo practice's last half year, two months at a time (the calendar's longest
 * range), for the default first day of the week (the settings the page has).
 */
async function monthWithOverdueAtItsEdge(h: Harness): Promise<Day> {
  for (const back of [0, 61, 122]) {
    const to = dayjs().subtract(back, "day");
    const range = `from=${to.subtract(60, "day").format("YYYY-MM-DD")}&to=${to.format("YYYY-MM-DD")}`;
    const res = await fetch(new URL(`${PRACTICE_CALENDAR_API}?${range}`, h.server.url), {
      headers: { authorization: `Bearer ${h.session.jwt_access_token}` },
    });
    assert.equal(res.status, 200, await res.clone().text());
    const answer: PracticeCalendarAnswer = await res.json();
    // A day shows three entries and "+N more": only a day with three or fewer surely shows its overdue one.
    const perDay = Map.groupBy(answer.items, (i) => i.due);
    for (const e of answer.items.filter((i) => i.state === "overdue" && perDay.get(i.due)!.length <= 3)) {
      for (const side of [-1, 1]) {
        const month = dayjs(e.due).add(side, "month").startOf("month").format("YYYY-MM-DD");
        if (monthWeeks(month, settingsFor("vertical").weekStart).flat().includes(e.due)) return month;
      }
    }
  }
  assert.fail("the demo practice has an overdue deadline at the edge of some month's grid");
}

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
      const edge = await monthWithOverdueAtItsEdge(h);
      await visit(
        page,
        `/apps/practice-calendar?view=month&date=${edge}`,
        "the practice calendar's month with an overdue deadline on another month's day",
      );
      await page.getByTestId("calendar-subscribe").click();
      await page.getByTestId("calendar-feeds").waitFor();
      await page.waitForLoadState("networkidle");
      await check(page, "the practice calendar's feeds dialog");
      await page.keyboard.press("Escape");
      await visit(page, "/apps/my-work?view=workload", "the workload");
      // Someone's overdue returns (the admin's own work may be empty), with the done dialog open.
      const busy = await fetch(new URL(`${WORKLOAD_API}?weeks=1`, h.server.url), {
        headers: { authorization: `Bearer ${h.session.jwt_access_token}` },
      }).then((r) => r.json() as Promise<WorkloadAnswer>);
      const someone = busy.rows.find((r) => r.overdue > 0)!.employeeId;
      await visit(
        page,
        `/apps/my-work?employee=${someone}&kind=incometax&when=overdue`,
        "someone's overdue work",
      );
      await page.locator("[data-testid=work-select]:not([disabled])").first().check();
      await page.getByTestId("work-bulk-done").click();
      await page.getByTestId("done-dialog").waitFor();
      await check(page, "my work's done dialog");
      await page.keyboard.press("Escape");
      await visit(page, `/apps/account/view/${accountId}`, "a client's view");
      await page.getByTestId("delete-button").click();
      await page.getByTestId("delete-dialog").waitFor();
      await check(page, "a client's delete confirmation");
      await page.keyboard.press("Escape");
      await visit(page, `/apps/account/${accountId}`, "a client's edit form");
    });
  },
);
