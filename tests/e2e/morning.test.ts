/**
 * A morning's work as a new member of staff does it (issue 32), in Chromium over the development server's demo
 * practice, at desk width in English and at 390 px in Arabic, each step straight from the last with no detour:
 * find a client by tax number from the toolbar, open my overdue items from home, mark three done, edit a client a
 * colleague edited meanwhile without losing either change, and make a return by hand and find it in my work.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { MY_WORK_API, type MyWorkAnswer } from "../../domain/workflows/practice-work.ts";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { backofficeCaller, E2E, eventually, LANGUAGE_KEY } from "../support/e2e.ts";
import { signedInPage } from "../support/page.ts";

type Client = {
  id: string;
  name: string;
  incomeTaxNumber: string | null;
  notes: string | null;
  version: number;
};

const RUNS = [
  { language: "en", width: 1440, height: 900 },
  { language: "ar", width: 390, height: 844 },
] as const;

/** Whether the page scrolls sideways (it must not, at any width). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

Deno.test({
  name: "a morning's work: search, home to overdue, three done, a colleague's edit kept, a return by hand",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const staff = await apiSignIn(server.url, SIGN_INS.staff);
      const colleague = backofficeCaller(server.url, admin.jwt_access_token);
      const asStaff = backofficeCaller(server.url, staff.jwt_access_token);
      const myWork = (): Promise<MyWorkAnswer> =>
        asStaff("GET", MY_WORK_API.slice("/api/backoffice/".length));
      const individual = (await colleague("GET", "accounttype?pageSize=200")).items
        .find((r: { entityKind: string }) => r.entityKind === "individual");
      const clients = (await asStaff("GET", "account?pageSize=50&sort=code")).items as Client[];

      for (const [n, run] of RUNS.entries()) {
        await t.step(`${run.language} at ${run.width} px`, async () => {
          const client = clients.filter((c) => c.incomeTaxNumber)[n];
          const newcomer = `Thandi Morning ${run.language.toUpperCase()}`;
          await colleague("POST", "account", {
            name: newcomer,
            accountType: individual.id,
            financialYearEnd: 2,
            manager: staff.userId,
          });
          await signedInPage(browser, server, SIGN_INS.staff, async ({ page }) => {
            await page.setViewportSize({ width: run.width, height: run.height });
            await page.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
              LANGUAGE_KEY,
              run.language,
            ]);

            // 1. From home, the toolbar finds the client by tax number, typed as it is read out.
            await page.goto("/apps/dashboard");
            const tax = client.incomeTaxNumber!;
            await page.getByTestId("site-search-open").click();
            await page.keyboard.type(`${tax.slice(0, 4)} ${tax.slice(4, 7)} ${tax.slice(7)}`);
            // The results follow each keystroke: click the client once the whole number has found it.
            await page.getByTestId("site-search-result").filter({ hasText: client.name }).first().click();
            await page.waitForURL((u) => u.pathname === `/apps/account/view/${client.id}`);
            await page.getByText(client.name).first().waitFor();

            // 2. Home tells me my overdue work, and opens it.
            const before = await myWork();
            assert.ok(before.overdue.length >= 3, "the staff sign-in has overdue work");
            await page.goto("/apps/dashboard");
            const overdue = page.getByTestId("home-overdue");
            await overdue.locator(`[data-testid=home-count][data-count="${before.overdue.length}"]`)
              .waitFor();
            await overdue.getByTestId("home-more").click();
            await page.waitForURL((u) =>
              u.pathname === "/apps/my-work" && u.searchParams.get("when") === "overdue"
            );

            // 3. Three marked done at once; they leave my work.
            await page.getByTestId("work-entry").first().waitFor();
            // Returns submitted: each asks the day it was submitted (today unless told).
            const three = await page.locator("[data-testid=work-entry][data-kind=incometax]").evaluateAll((
              els,
            ) => els.slice(0, 3).map((e) => (e as HTMLElement).dataset.entryId!));
            assert.equal(three.length, 3);
            for (const id of three) {
              await page.locator(`[data-testid=work-entry][data-entry-id="${id}"] [data-testid=work-select]`)
                .check();
            }
            await page.getByTestId("work-bulk-done").click();
            await page.getByTestId("done-dialog-confirm").click();
            for (const id of three) {
              await page.locator(`[data-testid=work-entry][data-entry-id="${id}"]`).waitFor({
                state: "detached",
              });
            }
            // The list drops them as soon as they are asked (optimistically): the server's count follows.
            await eventually(
              async () => assert.equal((await myWork()).overdue.length, before.overdue.length - 3),
              10_000,
            );
            assert.equal(await sideways(page), false, "my work fits the width");

            // 4. The client's form open, a colleague saves a new phone; my notes are saved beside it.
            await page.goto(`/apps/account/${client.id}`);
            await page.locator("[name=notes]").waitFor();
            const stored: Client & { phone: string | null } = await colleague("GET", `account/${client.id}`);
            const phone = `021 555 01${n}${n}`;
            await colleague("PUT", `account/${client.id}`, { phone, version: stored.version });
            const notes = `Called about the ITR12 (${run.language})`;
            await page.locator("[name=notes]").fill(notes);
            await page.getByTestId("save").click();
            await page.waitForURL((u) => u.pathname === `/apps/account/view/${client.id}`);
            assert.equal(await page.getByTestId("conflict").count(), 0, "nothing to ask: different fields");
            const merged: Client & { phone: string | null } = await colleague("GET", `account/${client.id}`);
            assert.equal(merged.phone, phone, "the colleague's phone is kept");
            assert.equal(merged.notes, notes, "my notes are saved");

            // 5. A return made by hand is dated by the rules as it is filled, and is in my work once saved.
            await page.goto("/apps/incometax/addincomeTax");
            await page.locator("#field-account").fill(newcomer);
            await page.getByRole("option", { name: newcomer }).click();
            await page.locator("#field-taxType").fill("ITR12");
            await page.getByRole("option", { name: "ITR12" }).click();
            await page.locator("[name=taxYear]").fill("2026");
            await page.locator("[data-testid=worked-out-date][data-date='2026-10-20']").waitFor();
            await page.getByTestId("save").click();
            await page.waitForURL((u) => u.pathname.startsWith("/apps/incometax/view/"));
            const id = new URL(page.url()).pathname.split("/").at(-1)!;
            await page.goto("/apps/my-work");
            await page.locator(`[data-testid=work-entry][data-entry-id="incometax:${id}"]`).waitFor();
            assert.equal(await sideways(page), false, "my work fits the width");
          }, { allow: [/status of 409/] });
        });
      }
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
