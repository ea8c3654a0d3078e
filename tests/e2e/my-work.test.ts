/**
 * My work in Chromium over the development server's demo practice, signed in as the staff sign-in (a manager with
 * work of their own): the server's answer by due date with each section's count, the menu's badge showing its
 * count (counted again after a record is changed), another employee's work through the person picker, the
 * workload table scrolling inside its card on a phone, and a calendar feed made, copied, given a new address and
 * revoked, each address checked against the server. Filters, sorting and changes in place: tests/e2e/home.test.ts.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  CALENDAR_FEED_PATH,
  MY_WORK_API,
  type MyWorkAnswer,
  WORKLOAD_API,
  type WorkloadAnswer,
} from "../../domain/workflows/practice-work.ts";
import { addDays } from "../../domain/calendar.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { screenProblems, settle } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E, LANGUAGE_KEY } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

const SECTIONS = ["overdue", "thisWeek", "nextWeek"] as const;

/** The ids of the work entries on screen, in order. */
function shownIds(page: Page): Promise<string[]> {
  return page.getByTestId("work-entry").evaluateAll((els) =>
    els.map((e) => (e as HTMLElement).dataset.entryId!)
  );
}

Deno.test({
  name:
    "my work: by due date, the badge's count and its refresh after a write, another's work, the workload, a feed made, copied and revoked",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const staff = await apiSignIn(server.url, SIGN_INS.staff);
      const api = async <T>(path: string): Promise<T> => {
        const res = await fetch(new URL(path, server.url), {
          headers: { authorization: `Bearer ${staff.jwt_access_token}` },
        });
        assert.equal(res.status, 200, await res.clone().text());
        return await res.json();
      };
      const mine = await api<MyWorkAnswer>(MY_WORK_API);
      assert.ok(mine.count > 0, "the staff sign-in has work overdue or due this week");
      const workload = await api<WorkloadAnswer>(`${WORKLOAD_API}?weeks=6`);

      await t.step("the work by due date, each section's count; the badge shows the count", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.goto("/apps/my-work");
          await page.getByTestId("work-entry").first().waitFor();
          for (const section of SECTIONS) {
            assert.equal(
              await page.getByTestId(`work-when-${section}`).getByTestId("when-count").textContent(),
              String(mine[section].length),
              section,
            );
          }
          const all = SECTIONS.flatMap((s) => mine[s]);
          assert.deepEqual((await shownIds(page)).sort(), all.map((e) => e.id).sort());
          const dues = await page.getByTestId("work-entry").evaluateAll((els) =>
            els.map((e) => (e as HTMLElement).dataset.due!)
          );
          assert.deepEqual(dues, [...dues].sort(), "by due date, the most overdue first");
          // The folded navbar shows its groups' items while the pointer is on it.
          await page.getByTestId("vertical-nav").hover();
          const badge = page.getByTestId("nav-badge-my-work");
          await badge.waitFor();
          assert.equal(await badge.textContent(), String(mine.count));
          const link = page.locator("[data-nav-id=my-work]");
          const described = await link.getAttribute("aria-describedby");
          assert.match(
            (await page.locator(`[id="${described}"]`).textContent()) ?? "",
            new RegExp(`^${mine.count} `),
          );
          await page.mouse.move(900, 10);
          // An entry opens its record.
          const first = mine.overdue[0] ?? mine.thisWeek[0];
          await page.locator(`[data-testid=work-entry][data-entry-id="${first.id}"]`).getByTestId("work-open")
            .click();
          await page.waitForURL((u) => u.pathname === first.link);
        });
      });

      await t.step(
        "an answer cut at its 5,000 says so, in Arabic at 390 px: the notice, counts with a plus",
        async () => {
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
            await page.setViewportSize({ width: 390, height: 844 });
            // The server's own answer, as one cut at MAX_CALENDAR_ITEMS would come (the demo practice has fewer).
            await page.route((u) => u.pathname === MY_WORK_API, async (route) => {
              const response = await route.fetch();
              await route.fulfill({ response, json: { ...await response.json(), truncated: true } });
            });
            await page.goto("/apps/my-work");
            const notice = page.getByTestId("my-work-truncated");
            await notice.waitFor();
            const limit = await page.evaluate(() => new Intl.NumberFormat("ar").format(5000));
            assert.ok((await notice.textContent())?.includes(limit), "the notice names the limit");
            // Cut by due date: the last section holding items and the ones after it are at least what they show.
            const last = SECTIONS.findLastIndex((s) => mine[s].length > 0);
            for (const [i, section] of SECTIONS.entries()) {
              const text = await page.getByTestId(`work-when-${section}`).getByTestId("when-count")
                .textContent();
              assert.equal(text?.endsWith("+"), i >= last, `${section}: ${text}`);
            }
            await settle(page);
            assert.deepEqual(await screenProblems(page, "my work, cut", "ar"), []);
          });
        },
      );

      await t.step(
        "the badge counts again after a record is changed: a letter answered leaves it",
        async () => {
          const letter = [...mine.overdue, ...mine.thisWeek].find((e) => e.kind === "correspondence");
          assert.ok(letter, "the staff sign-in has an open letter overdue or due this week");
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.goto("/apps/my-work");
            await page.getByTestId("vertical-nav").hover();
            const badge = page.getByTestId("nav-badge-my-work");
            await badge.getByText(String(mine.count), { exact: true }).waitFor();
            // Within the app (no reload): the entry, its record's edit form, saved as responded, back to my work.
            await page.mouse.move(900, 10);
            await page.locator(`[data-testid=work-entry][data-entry-id="${letter.id}"]`).getByTestId(
              "work-open",
            )
              .click();
            await page.getByTestId("edit-button").click();
            await page.locator('[name="status"]').selectOption("responded");
            await page.getByTestId("save").click();
            await page.waitForURL((u) => u.pathname === "/apps/my-work");
            await page.getByTestId("vertical-nav").hover();
            await badge.getByText(String(mine.count - 1), { exact: true }).waitFor();
            assert.equal((await api<MyWorkAnswer>(MY_WORK_API)).count, mine.count - 1);
          });
          mine.count -= 1;
          for (const section of SECTIONS) mine[section] = mine[section].filter((e) => e.id !== letter.id);
        },
      );

      await t.step("another employee's work through the person picker, and the workload", async () => {
        const other = workload.rows.find((r) => r.employeeId !== mine.employeeId && r.overdue > 0)!;
        const theirs = await api<MyWorkAnswer>(`${MY_WORK_API}?employee=${other.employeeId}`);
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.goto("/apps/my-work");
          await page.getByTestId("work-entry").first().waitFor();
          await page.locator("#my-work-person").fill(other.employee.split(" ")[0]);
          await page.getByRole("option", { name: other.employee }).first().click();
          await page.waitForURL((u) => u.searchParams.get("employee") === other.employeeId);
          await page.locator(`[data-testid=my-work-sections][data-count="${theirs.count}"]`).waitFor();
          const all = SECTIONS.flatMap((s) => theirs[s].map((e) => e.id)).sort();
          assert.deepEqual((await shownIds(page)).sort(), all);

          await page.getByTestId("my-work-view-workload").click();
          await page.waitForURL((u) => u.searchParams.get("view") === "workload");
          await page.getByTestId("workload-row").first().waitFor();
          assert.equal(await page.getByTestId("workload-row").count(), workload.rows.length);
          const row = page.locator(`[data-testid=workload-row][data-employee-id="${other.employeeId}"]`);
          const cells = [
            await row.locator("td").first().textContent(),
            ...await row.getByTestId("workload-count").allTextContents(),
          ];
          assert.deepEqual(cells, [other.overdue, ...other.perWeek].map(String));
          // The table's column headers: employee, overdue, then one per week.
          assert.equal(await page.locator("[data-testid=workload] thead th[scope=col]").count(), 2 + 6);

          // At phone width the table scrolls inside its card, not the page.
          await page.setViewportSize({ width: 390, height: 844 });
          const widths = await page.getByTestId("workload-scroll").evaluate((el) => ({
            inner: el.scrollWidth,
            outer: el.clientWidth,
            page: document.documentElement.scrollWidth,
          }));
          assert.ok(widths.inner > widths.outer, "the table is wider than its card");
          assert.ok(widths.page <= 390, `the page does not scroll sideways (${widths.page})`);
        });
      });

      await t.step(
        "capacity: a week over the staff member's hours is marked, and a job of it reassigned (Arabic, 390 px, axe)",
        async () => {
          const other = workload.rows.find((r) => r.employeeId !== mine.employeeId)!;
          const admin = backofficeCaller(
            server.url,
            (await apiSignIn(server.url, SIGN_INS.admin)).jwt_access_token,
          );
          // One client's monthly jobs, 30 hours each, done by the staff member, all due in next week.
          const [client] = (await admin("GET", `account?manager=${mine.employeeId}&pageSize=1`)).items;
          const template = await admin("POST", "jobtemplate", {
            name: "Capacity check",
            stages: [{
              name: "Preparing",
              role: "employee",
              employee: mine.employeeId,
              checklist: [],
              hours: 30,
            }],
            recurrence: { frequency: "monthly", day: 1 },
            startsOn: `${workload.today.slice(0, 7)}-01`,
            dueDaysAfter: 0,
            daysAhead: 40,
            clients: `q=${encodeURIComponent(client.name)}`,
            active: true,
          });
          await admin("POST", `workflows/job-templates/${template.id}/run`, {});
          const week = workload.weeks[1];
          const made = (await admin("GET", `job?template=${template.id}`)).items as Array<
            { id: string; version: number; title: string }
          >;
          assert.ok(made.length >= 2, `the run made ${made.length} jobs`);
          for (const job of made) {
            await admin("PUT", `job/${job.id}`, { dueDate: addDays(week, 2), version: job.version });
          }
          const before = (await api<WorkloadAnswer>(`${WORKLOAD_API}?weeks=6`)).rows
            .find((r) => r.employeeId === mine.employeeId)!.capacity!;
          assert.equal(before.over[1], true, `${before.hours[1]} of ${before.weeklyHours} hours`);

          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
            await page.setViewportSize({ width: 390, height: 844 });
            await page.goto("/apps/my-work?view=workload");
            const row = page.locator(`[data-testid=workload-row][data-employee-id="${mine.employeeId}"]`);
            const cell = row.getByTestId("workload-week").nth(1);
            await cell.getByTestId("capacity-over").waitFor();
            assert.equal(await cell.getAttribute("data-over"), "true");
            // Marked in words, not by colour alone.
            assert.equal(await cell.getByTestId("capacity-over").textContent(), "تجاوز الطاقة");
            await settle(page);
            const problems = await screenProblems(page, "workload with capacity", "ar");

            // By keyboard: the mark opens the week's jobs.
            await cell.getByTestId("capacity-over").focus();
            await page.keyboard.press("Enter");
            const dialog = page.getByTestId("capacity-dialog");
            await dialog.getByTestId("capacity-job").first().waitFor();
            assert.equal(await dialog.getByTestId("capacity-job").count(), made.length);
            await settle(page);
            problems.push(...await screenProblems(page, "an over-capacity week's jobs", "ar"));
            assert.deepEqual(problems, []);

            const job = dialog.getByTestId("capacity-job").first();
            const id = (await job.getAttribute("data-job"))!;
            await page.locator(`#reassign-${id}`).fill(other.employee.split(" ")[0]);
            await page.getByRole("option", { name: other.employee }).first().click();
            await job.getByTestId("capacity-reassign").click();
            await page.locator(`[data-testid=capacity-job][data-job="${id}"]`).waitFor({ state: "detached" });
            assert.equal((await admin("GET", `job/${id}`)).assignee, other.employeeId);
            await dialog.getByRole("button", { name: "إغلاق" }).click();
            // The workload loads again: 30 hours fewer that week.
            const after = (await api<WorkloadAnswer>(`${WORKLOAD_API}?weeks=6`)).rows
              .find((r) => r.employeeId === mine.employeeId)!.capacity!;
            assert.equal(after.hours[1], before.hours[1] - 30);
            if (!after.over[1]) {
              await page.locator(
                `[data-testid=workload-row][data-employee-id="${mine.employeeId}"] [data-testid=workload-week]:nth-child(4):not([data-over])`,
              ).waitFor();
            }
          });
        },
      );

      await t.step("a feed of my work: made, its address copied, given a new address, revoked", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
            origin: server.url,
          });
          await page.goto("/apps/my-work");
          await page.getByTestId("feeds-empty").waitFor();
          await page.getByTestId("feed-make-own").click();
          const feed = page.getByTestId("feed");
          await feed.waitFor();
          assert.equal(await feed.getAttribute("data-scope"), "employee");
          const url = await feed.getByTestId("feed-url").inputValue();
          assert.ok(url.startsWith(`${server.url}${CALENDAR_FEED_PATH}/`) && url.endsWith(".ics"), url);
          const ics = await fetch(url);
          assert.equal(ics.status, 200);
          assert.match(await ics.text(), /^BEGIN:VCALENDAR/);

          await feed.getByTestId("feed-copy").click();
          await feed.getByTestId("feed-copied").getByText("Copied").waitFor();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

          await feed.getByTestId("feed-regenerate").click();
          await page.getByTestId("feed-confirm").getByText("The old address stops working", { exact: false })
            .waitFor();
          await page.getByTestId("feed-confirm-confirm").click();
          await page.waitForFunction(
            (old) =>
              (document.querySelector("[data-testid=feed-url]") as HTMLInputElement | null)?.value !== old,
            url,
          );
          const renewed = await feed.getByTestId("feed-url").inputValue();
          assert.equal(
            await fetch(url).then((r) => (r.body?.cancel(), r.status)),
            404,
            "the old address is gone",
          );
          assert.equal(await fetch(renewed).then((r) => (r.body?.cancel(), r.status)), 200);

          await feed.getByTestId("feed-revoke").click();
          await page.getByTestId("feed-confirm-confirm").click();
          await page.getByTestId("feeds-empty").waitFor();
          assert.equal(await fetch(renewed).then((r) => (r.body?.cancel(), r.status)), 404, "revoked");
        }, { allow: [/status of 404/] });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
