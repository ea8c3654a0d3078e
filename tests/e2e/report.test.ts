/**
 * "Assessments not received" in Chromium over the development server's demo practice: filters kept in the address,
 * sorting, the CSV download with the same filters, and the print view (no shell, a title naming the filters).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { signedInPage } from "../support/page.ts";

const E2E = { sanitizeOps: false, sanitizeResources: false } as const;
import { REPORT_API } from "../../domain/workflows/report.ts";

/** The pager's "1–25 of N": N. */
async function total(page: Page): Promise<number> {
  const range = await page.getByTestId("range").textContent();
  return Number(/(\d+)\D*$/.exec(range ?? "")?.[1]);
}

/** The text of one column of the shown lines. */
function column(page: Page, index: number): Promise<string[]> {
  return page.locator(`[data-testid=report-table] [data-testid=report-row] td:nth-child(${index})`)
    .allTextContents();
}

Deno.test({
  name: "report: filters, sort, CSV download and print view of assessments not received",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const api = async (query: string) => {
        const res = await fetch(new URL(`${REPORT_API}?${query}`, server.url), {
          headers: { authorization: `Bearer ${admin.jwt_access_token}` },
        });
        return await res.json();
      };
      const all = await api("pageSize=500");
      assert.ok(all.total > 10, `the demo practice has ${all.total} returns waiting`);
      const year = String(all.items[0].taxYear);
      const office = all.items[0].officeId;
      const byYear = await api(`taxYear=${year}&pageSize=500`);
      const byBoth = await api(`taxYear=${year}&office=${office}&pageSize=500`);
      assert.ok(byYear.total > 25, "more lines in the year than a page holds, so printing all of them shows");

      await t.step("the tax year and office filters narrow the lines and stay in the address", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto("/apps/reports/incometax");
          await page.getByTestId("report-row").first().waitFor();
          assert.equal(await total(page), all.total);
          await page.getByTestId("filter-taxYear").selectOption(year);
          await page.waitForURL((u) => u.searchParams.get("taxYear") === year);
          await page.waitForFunction(
            (n) => document.querySelector("[data-testid=range]")?.textContent?.endsWith(` ${n}`),
            byYear.total,
          );
          assert.deepEqual([...new Set(await column(page, 3))], [year]);

          await page.locator("#filter-office").fill(all.items[0].office);
          await page.getByRole("option", { name: all.items[0].office }).first().click();
          await page.waitForURL((u) => u.searchParams.get("office") === office);
          await page.waitForFunction(
            (n) => document.querySelector("[data-testid=range]")?.textContent?.endsWith(` ${n}`),
            byBoth.total,
          );
          assert.deepEqual([...new Set(await column(page, 8))], [all.items[0].office]);
          // A reload keeps the filters.
          await page.reload();
          await page.getByTestId("report-row").first().waitFor();
          assert.equal(await total(page), byBoth.total);
          assert.equal(await page.getByTestId("filter-taxYear").inputValue(), year);
        });
      });

      await t.step("a column header sorts the lines, a second click the other way", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto(`/apps/reports/incometax?taxYear=${year}`);
          await page.getByTestId("report-row").first().waitFor();
          await page.getByTestId("report-sort-account").click();
          await page.waitForURL((u) => u.searchParams.get("sort") === "account");
          const header = page.locator("th", { has: page.getByTestId("report-sort-account") });
          await page.waitForFunction(() =>
            document.querySelector("th[aria-sort=ascending] [data-testid=report-sort-account]")
          );
          assert.equal(await header.getAttribute("aria-sort"), "ascending");
          const want = (await api(`taxYear=${year}&sort=account&order=asc`)).items.map((i: { id: string }) =>
            i.id
          );
          const shown = () =>
            page.locator("[data-testid=report-table] [data-testid=report-row]").evaluateAll(
              (rows) => rows.map((r) => r.getAttribute("data-id")),
            );
          // The last lines stay shown while the sorted ones load: wait for them, then compare.
          await page.waitForFunction((ids) =>
            JSON.stringify(
              [...document.querySelectorAll("[data-testid=report-table] [data-testid=report-row]")]
                .map((r) => r.getAttribute("data-id")),
            ) === JSON.stringify(ids), want);
          assert.deepEqual(await shown(), want);
          await page.getByTestId("report-sort-account").click();
          await page.waitForURL((u) => u.searchParams.get("order") === "desc");
          const back = (await api(`taxYear=${year}&sort=account&order=desc`)).items.map((i: { id: string }) =>
            i.id
          );
          await page.waitForFunction(
            (first) =>
              document.querySelector("[data-testid=report-table] [data-testid=report-row]")
                ?.getAttribute("data-id") === first,
            back[0],
          );
          assert.deepEqual(await shown(), back);
        });
      });

      await t.step("Export CSV downloads every line under the same filters", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await page.goto(`/apps/reports/incometax?taxYear=${year}&office=${office}&pageSize=25`);
          await page.getByTestId("report-row").first().waitFor();
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByTestId("export-csv").click(),
          ]);
          assert.match(download.suggestedFilename(), /^assessments-not-received-\d{4}-\d{2}-\d{2}\.csv$/);
          const bytes = await Deno.readFile((await download.path())!);
          assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "a byte-order mark, for Excel");
          const text = new TextDecoder().decode(bytes);
          const lines = text.split("\r\n").filter((l) => l !== "");
          assert.equal(
            lines[0],
            "Client,Tax type,Tax year,Submitted on,Days since submission,eFiling reference,Partner,Office",
          );
          assert.equal(lines.length, byBoth.total + 1);
          for (const line of lines.slice(1)) {
            assert.ok(line.includes(`,${year},`) && line.endsWith(`,${all.items[0].office}`), line);
          }
        });
      });

      await t.step(
        "Print shows every line without the shell, titled with the filters and the day",
        async () => {
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
            await page.addInitScript(() => {
              (globalThis as unknown as { printed: number }).printed = 0;
              globalThis.print = () => (globalThis as unknown as { printed: number }).printed++;
            });
            await page.goto(`/apps/reports/incometax?taxYear=${year}&pageSize=25`);
            await page.getByTestId("report-row").first().waitFor();
            assert.equal(await page.getByTestId("report-print").isVisible(), false, "hidden on screen");
            await page.getByTestId("print").click();
            await page.waitForFunction(() => (globalThis as unknown as { printed: number }).printed === 1);
            await page.emulateMedia({ media: "print" });
            assert.equal(await page.locator("#root").isVisible(), false, "no shell when printed");
            const printed = page.getByTestId("report-print");
            assert.equal(await printed.isVisible(), true);
            assert.match(await printed.locator("h1").textContent() ?? "", /Assessments not received/);
            assert.equal(await page.getByTestId("report-print-filters").textContent(), `Tax year: ${year}`);
            assert.match(
              await page.getByTestId("report-print-date").textContent() ?? "",
              /^Printed on \d{1,2} \w+ \d{4}$/,
            );
            assert.equal(
              await printed.locator("[data-testid=report-row]").count(),
              byYear.total,
              "every line, not the page shown",
            );
            await page.emulateMedia({ media: "screen" });
          });
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
