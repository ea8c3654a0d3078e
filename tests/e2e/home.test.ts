/**
 * A home that starts with my work (issue 32), in Chromium over the development server's demo practice, signed in
 * as the staff sign-in (who has overdue work): the home page tells them their overdue count and first items and
 * opens my work filtered to them; my work sorts by due date, filters by kind and client (kept in the address),
 * marks three items done at once (they leave, the badge falls), refuses a stale change with the reason and keeps
 * the item, and a record edited from my work saves back to my work, one Back then leaving for the home page (as
 * one opened from the calendar or a list saves back there). My work's actions work from the keyboard, and at 390 px
 * in Arabic.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { MY_WORK_API, type MyWorkAnswer } from "../../domain/workflows/practice-work.ts";
import { practiceToday } from "../../domain/today.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E, LANGUAGE_KEY } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

/** The items my work shows, in order: their ids, due dates, kinds and clients. */
function shown(page: Page) {
  return page.getByTestId("work-entry").evaluateAll((els) =>
    els.map((e) => {
      const d = (e as HTMLElement).dataset;
      return { id: d.entryId!, due: d.due!, kind: d.kind! };
    })
  );
}

/** Waits until my work, its kind filter just changed, shows items of that kind only. */
async function onlyKind(page: Page, kind: string): Promise<void> {
  await page.waitForURL((u) => u.searchParams.get("kind") === kind);
  await page.locator(`[data-testid=work-entry]:not([data-kind=${kind}])`).first().waitFor({
    state: "detached",
  });
}

const sorted = (dues: string[], order: 1 | -1) =>
  dues.every((d, i) => i === 0 || order * d.localeCompare(dues[i - 1]) >= 0);
const recordId = (entryId: string) => entryId.slice(entryId.indexOf(":") + 1);

/** The menu's badge (shown while the pointer is on the folded navbar, which it then leaves). */
async function badge(page: Page): Promise<string | null> {
  await page.getByTestId("vertical-nav").hover();
  const text = await page.getByTestId("nav-badge-my-work").textContent();
  await page.mouse.move(900, 10);
  return text;
}

Deno.test({
  name: "home and my work: overdue told, my work filtered, sorted, three marked done, edited and back",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const staff = await apiSignIn(server.url, SIGN_INS.staff);
      const call = backofficeCaller(server.url, staff.jwt_access_token);
      const myWork = (): Promise<MyWorkAnswer> => call("GET", MY_WORK_API.slice("/api/backoffice/".length));
      const mine = await myWork();
      assert.ok(mine.overdue.length > 3, "the staff sign-in has overdue work");

      await t.step(
        "home tells the overdue count and first items; my work sorts, filters, marks three done",
        async () => {
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.goto("/apps/dashboard");
            const overdue = page.getByTestId("home-overdue");
            await overdue.locator(`[data-testid=home-count][data-count="${mine.overdue.length}"]`).waitFor();
            const links = await overdue.getByTestId("home-item").evaluateAll((els) =>
              els.map((e) => new URL((e as HTMLAnchorElement).href).pathname)
            );
            assert.deepEqual(links, mine.overdue.slice(0, 5).map((e) => e.link));
            await overdue.getByTestId("home-more").click();
            await page.waitForURL((u) =>
              u.pathname === "/apps/my-work" && u.searchParams.get("when") === "overdue"
            );
            await page.getByTestId("work-entry").first().waitFor();
            const first = await shown(page);
            assert.deepEqual(first.map((e) => e.id).sort(), mine.overdue.map((e) => e.id).sort());
            assert.ok(sorted(first.map((e) => e.due), 1), "most overdue first");

            await page.getByTestId("work-order").click();
            await page.waitForURL((u) => u.searchParams.get("order") === "desc");
            await page.locator("[data-testid=work-order][data-order=desc]").waitFor();
            assert.ok(sorted((await shown(page)).map((e) => e.due), -1), "latest first");

            await page.getByTestId("work-kind").selectOption("incometax");
            await onlyKind(page, "incometax");
            const returns = await shown(page);
            assert.ok(returns.length >= 3 && returns.every((e) => e.kind === "incometax"));
            assert.ok(sorted(returns.map((e) => e.due), -1), "still latest first");

            // A client's items only; the filter is kept in the address.
            const client = mine.overdue.find((e) => e.kind === "incometax")!;
            await page.locator("#work-client").fill(client.account!.split(" ")[0]);
            await page.getByRole("option", { name: client.account! }).first().click();
            await page.waitForURL((u) => u.searchParams.get("client") === client.accountId);
            const theirs = mine.overdue.filter((e) =>
              e.kind === "incometax" && e.accountId === client.accountId
            );
            await page.locator(`[data-testid=my-work-sections][data-shown="${theirs.length}"]`).waitFor();
            assert.deepEqual((await shown(page)).map((e) => e.id).sort(), theirs.map((e) => e.id).sort());
            await page.reload();
            await page.locator(`[data-testid=my-work-sections][data-shown="${theirs.length}"]`).waitFor();
            await page.getByTestId("work-client-clear").click();
            await page.waitForURL((u) => !u.searchParams.has("client"));
            const returnsDue = mine.overdue.filter((e) => e.kind === "incometax").length;
            await page.locator(`[data-testid=my-work-sections][data-shown="${returnsDue}"]`).waitFor();

            // Three at once: selected, marked done on the day asked (today unless told); they leave, the badge falls.
            const before = await badge(page);
            assert.equal(before, String(mine.count));
            const three = (await shown(page)).slice(0, 3).map((e) => e.id);
            for (const id of three) {
              await page.locator(`[data-testid=work-entry][data-entry-id="${id}"] [data-testid=work-select]`)
                .check();
            }
            await page.getByTestId("work-selected").getByText("3 selected").waitFor();
            await page.getByTestId("work-bulk-done").click();
            const dialog = page.getByTestId("done-dialog");
            assert.equal(await dialog.getByTestId("done-on").inputValue(), practiceToday());
            await dialog.getByTestId("done-dialog-confirm").click();
            for (const id of three) {
              await page.locator(`[data-testid=work-entry][data-entry-id="${id}"]`).waitFor({
                state: "detached",
              });
            }
            await page.getByTestId("vertical-nav").hover();
            await page.getByTestId("nav-badge-my-work").getByText(String(mine.count - 3), { exact: true })
              .waitFor();
            const after = await myWork();
            assert.equal(after.count, mine.count - 3);
            for (const id of three) {
              const record = await call("GET", `incometax/${recordId(id)}`);
              assert.equal(record.status, "submitted");
              assert.equal(record.submittedOn, practiceToday());
            }
          });
        },
      );

      await t.step("a change made stale elsewhere is refused with the reason; the item stays", async () => {
        const work = await myWork();
        const item = [...work.overdue, ...work.thisWeek].find((e) => e.kind === "incometax")!;
        const next = item.status === "in-review" ? "in-preparation" : "in-review";
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.goto("/apps/my-work?kind=incometax");
          const line = page.locator(`[data-testid=work-entry][data-entry-id="${item.id}"]`);
          await line.waitFor();
          // Someone else changes the record after the page read it (and read it again: every screen that shows my
          // work asks for it as it mounts).
          await page.waitForLoadState("networkidle");
          await call("PUT", `incometax/${recordId(item.id)}`, {
            version: item.version,
            efilingReference: `E${Date.now()}`,
          });
          await line.getByTestId("work-status").selectOption(next);
          await page.getByText("Not changed: ", { exact: false }).waitFor();
          await line.getByTestId("work-status").and(page.locator(`select:not([disabled])`)).waitFor();
          assert.equal(await line.getByTestId("work-status").inputValue(), item.status, "shown as it was");
          const record = await call("GET", `incometax/${recordId(item.id)}`);
          assert.equal(record.status, item.status, "left as it was");
        }, { allow: [/status of 409/] });
      });

      await t.step("a record edited from my work saves back to my work; one Back goes home", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.goto("/apps/dashboard");
          await page.getByTestId("home-overdue").getByTestId("home-more").click();
          await page.waitForURL((u) => u.pathname === "/apps/my-work");
          await page.getByTestId("work-kind").selectOption("incometax");
          await onlyKind(page, "incometax");
          const entry = page.getByTestId("work-entry").first();
          const id = await entry.getAttribute("data-entry-id");
          // Its page, then its form: saved, it comes back to my work as it was left.
          await entry.getByTestId("work-open").click();
          await page.waitForURL((u) => u.pathname.includes("/view/"));
          await page.getByTestId("edit-button").click();
          await page.locator('[name="status"]').selectOption("submitted");
          await page.getByTestId("save").click();
          await page.waitForURL((u) =>
            u.pathname === "/apps/my-work" && u.searchParams.get("when") === "overdue" &&
            u.searchParams.get("kind") === "incometax"
          );
          await page.locator(`[data-testid=work-entry][data-entry-id="${id}"]`).waitFor({
            state: "detached",
          });
          await page.goBack();
          await page.waitForURL((u) => u.pathname === "/apps/dashboard");
        });
      });

      await t.step("opened from the calendar or a list, a record saved comes back there", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.goto("/apps/dashboard");
          await page.getByTestId("home-overdue").waitFor();
          const calendar = `/apps/practice-calendar?view=agenda&date=${practiceToday()}`;
          await page.goto(calendar);
          await page.getByTestId("calendar-entry").first().click();
          await page.waitForURL((u) => u.pathname.includes("/view/"));
          await page.getByTestId("edit-button").click();
          await page.getByTestId("save").click();
          await page.waitForURL((u) => `${u.pathname}${u.search}` === calendar);
          await page.goBack();
          await page.waitForURL((u) => u.pathname === "/apps/dashboard");
          await page.getByTestId("home-overdue").waitFor();

          const list = "/apps/comm/correspondence?status=open";
          await page.goto(list);
          await page.getByTestId("list-row").first().click();
          await page.waitForURL((u) => u.pathname.includes("/view/"));
          await page.getByTestId("edit-button").click();
          await page.locator('[name="subject"]').fill("Saved from the list");
          await page.getByTestId("save").click();
          await page.waitForURL((u) => `${u.pathname}${u.search}` === list);
          await page.getByTestId("list-row").filter({ hasText: "Saved from the list" }).waitFor();
        });
      });

      await t.step(
        "my work from the keyboard: a section chosen, an item selected and marked done",
        async () => {
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.goto("/apps/my-work?kind=incometax");
            await page.getByTestId("work-when-overdue").focus();
            await page.keyboard.press("Enter");
            await page.waitForURL((u) => u.searchParams.get("when") === "overdue");
            const box = page.locator("[data-testid=work-select]:not([disabled])").first();
            const id = await box.locator("xpath=ancestor::li").getAttribute("data-entry-id");
            await box.focus();
            await page.keyboard.press("Space");
            await page.getByTestId("work-selected").getByText("1 selected").waitFor();
            await page.getByTestId("work-bulk-done").focus();
            await page.keyboard.press("Enter");
            await page.getByTestId("done-dialog").waitFor();
            // The day has focus first; Tab goes through its day, month and year, then Cancel, then Mark done.
            const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
            assert.equal(await focused(), "done-on");
            for (let i = 0; i < 8 && await focused() !== "done-dialog-confirm"; i++) {
              await page.keyboard.press("Tab");
            }
            assert.equal(await focused(), "done-dialog-confirm");
            await page.keyboard.press("Enter");
            await page.locator(`[data-testid=work-entry][data-entry-id="${id}"]`).waitFor({
              state: "detached",
            });
          });
        },
      );

      await t.step("at 390 px in Arabic: home, then an item marked done and one given a status", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
          await page.goto("/apps/dashboard");
          await page.locator("html[dir=rtl]").waitFor();
          const overdue = page.getByTestId("home-overdue");
          const count = Number(await overdue.getByTestId("home-count").getAttribute("data-count"));
          await overdue.getByTestId("home-more").click();
          await page.waitForURL((u) => u.pathname === "/apps/my-work");
          await page.getByTestId("work-entry").first().waitFor();
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(wide <= 390, `the page does not scroll sideways (${wide})`);
          // One return marked done: the day it was submitted is asked, today unless told.
          const done = (await shown(page)).find((e) => e.kind === "incometax")!;
          const line = page.locator(`[data-testid=work-entry][data-entry-id="${done.id}"]`);
          await line.getByTestId("work-done").click();
          await page.getByTestId("done-dialog-confirm").click();
          await line.waitFor({ state: "detached" });
          // A return not yet in review, put in review in place: it stays, with its new status.
          const work = await myWork();
          const item = work.overdue.find((e) => e.kind === "incometax" && e.status !== "in-review")!;
          const status = page.locator(
            `[data-testid=work-entry][data-entry-id="${item.id}"] [data-testid=work-status]`,
          );
          await status.selectOption("in-review");
          await status.and(page.locator("select:not([disabled])")).waitFor();
          assert.equal(await status.inputValue(), "in-review");
          assert.equal((await call("GET", `incometax/${recordId(item.id)}`)).status, "in-review");
          await page.goto("/apps/dashboard");
          await overdue.locator(`[data-testid=home-count][data-count="${count - 1}"]`).waitFor();
        });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
