/**
 * Due dates worked out in the form (issue 32), in Chromium over the development server: an income-tax return made
 * by hand shows SARS's date and its rule as it is filled, is saved with it and is found in My work; at 390 px in
 * Arabic the same form asks a reason for another day, says it at the field when none is given, and saves it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DUE_DATE_MESSAGES } from "../../client/backoffice/workflows/due-dates/messages.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { axeViolations, describeViolations, settle } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E, LANGUAGE_KEY } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

const ADD = "/apps/incometax/addincomeTax";

/** Chooses `text` in the ref picker of field `name` by typing it. */
async function pick(page: Page, name: string, text: string, option: string) {
  await page.locator(`#field-${name}`).fill(text);
  await page.getByRole("option", { name: option }).click();
}

/** Fills in the inputs the rules need: the client, ITR12, the tax year. */
async function fillReturn(page: Page, client: string, taxYear: string) {
  await page.goto(ADD);
  await pick(page, "account", client, client);
  await pick(page, "taxType", "ITR12", "ITR12");
  await page.locator("[name=taxYear]").fill(taxYear);
}

Deno.test({
  name: "a return made in the form shows its worked-out date and rule, is saved with it and is in My work",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const staff = await apiSignIn(server.url, SIGN_INS.staff);
      const api = backofficeCaller(server.url, admin.jwt_access_token);
      const individual = (await api("GET", "accounttype?pageSize=200")).items
        .find((r: { entityKind: string }) => r.entityKind === "individual");
      // A client of the staff member's, so its returns are their work.
      const name = "Zanele Duedate";
      await api("POST", "account", {
        name,
        accountType: individual.id,
        financialYearEnd: 2,
        manager: staff.userId,
      });

      await t.step("English: the date and its rule as the form is filled; saved; in My work", async () => {
        await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
          await fillReturn(page, name, "2026");
          const date = page.getByTestId("worked-out-date");
          await date.waitFor();
          assert.equal(await date.getAttribute("data-date"), "2026-10-20");
          assert.equal(
            await page.getByTestId("worked-out-rule").textContent(),
            DUE_DATE_MESSAGES.en.dueDates.rule.individual,
          );
          assert.equal(
            await page.locator("[name=dueDateReason]").count(),
            0,
            "no reason asked for the rules' date",
          );
          await page.getByTestId("save").click();
          await page.waitForURL((u) => u.pathname.startsWith("/apps/incometax/view/"));
          const id = new URL(page.url()).pathname.split("/").at(-1)!;
          const saved = await api("GET", `incometax/${id}`);
          assert.equal(saved.dueDate, "2026-10-20");

          // Due 20 October 2026 and not submitted: overdue in the staff member's work.
          await page.goto("/apps/my-work");
          await page.locator(
            `[data-testid=work-entry][data-entry-id="incometax:${id}"][data-due="2026-10-20"]`,
          ).waitFor();
          // The practice's open work without a date is a link away.
          await page.getByTestId("undated-incometax").waitFor();
        });
      });

      await t.step(
        "Arabic at 390 px: another day asks a reason at its field, and is saved with it",
        async () => {
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.setViewportSize({ width: 390, height: 844 });
            await page.addInitScript((key) => localStorage.setItem(key, "ar"), LANGUAGE_KEY);
            await fillReturn(page, name, "2024");
            const date = page.getByTestId("worked-out-date");
            await date.waitFor();
            assert.equal(await page.getAttribute("html", "dir"), "rtl");
            // 20 October 2024 was a Sunday: the Friday before, and the form says why.
            assert.equal(await date.getAttribute("data-date"), "2024-10-18");
            assert.equal(
              await page.getByTestId("worked-out-rule").textContent(),
              DUE_DATE_MESSAGES.ar.dueDates.rule.individual,
            );
            assert.match(await page.getByTestId("worked-out").innerText(), /نُقل إلى يوم العمل السابق/);

            await page.locator("[name=dueDate]").fill("2024-09-30");
            const reason = page.locator("[name=dueDateReason]");
            await reason.waitFor();
            await page.getByTestId("save").click();
            await page.getByTestId("error-dueDateReason").getByText(/2024-10-18/).waitFor();
            for (const id of ["worked-out", "use-worked-out", "save"]) {
              const box = await page.getByTestId(id).boundingBox();
              assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${id} fits the phone's width`);
            }
            assert.ok(
              await page.evaluate(() => document.documentElement.scrollWidth <= 390),
              "no sideways scroll",
            );
            await settle(page);
            const violations = await axeViolations(page);
            assert.deepEqual(violations, [], describeViolations(violations));

            // From the keyboard: the reason typed, Enter saves.
            await reason.focus();
            await page.keyboard.type("يغادر العميل البلاد في أكتوبر");
            await page.keyboard.press("Enter");
            await page.waitForURL((u) => u.pathname.startsWith("/apps/incometax/view/"));
            const id = new URL(page.url()).pathname.split("/").at(-1)!;
            const saved = await api("GET", `incometax/${id}`);
            assert.equal(saved.dueDate, "2024-09-30");
            assert.equal(saved.dueDateReason, "يغادر العميل البلاد في أكتوبر");
          }, { allow: [/status of 400/] });
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
