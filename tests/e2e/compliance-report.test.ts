/**
 * The practice-wide compliance report in Chromium (issue 36), over the development server's demo practice with
 * two clients given obligations past due through the API (an IRP6 open since last August, a VAT201 submitted and
 * not paid): in English the report lists both with their SARS status in words and the tallies; filtering by
 * IRP6 keeps the one, in the address too; the CSV downloaded holds every client under that filter. In Arabic at
 * 390 px the page reads right to left inside the screen, is filtered by the keyboard and downloads its CSV, and
 * axe finds nothing serious.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { practiceToday } from "../../domain/today.ts";
import { axeViolations } from "../support/axe.ts";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

const PAGE = "/apps/compliance/report";

/** The CSV the page's button downloads, as text (without the byte-order mark). */
async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-csv").click(),
  ]);
  const text = new TextDecoder().decode(await Deno.readFile((await download.path())!));
  return { name: download.suggestedFilename(), text: text.replace(/^\uFEFF/, "") };
}

/** The names of the clients in the report's rows. */
const rowNames = (page: Page) => page.locator("[data-testid=compliance-report-row] th a").allTextContents();

Deno.test(
  "the compliance report: filtered by obligation, its CSV, in English and in Arabic",
  E2E,
  async (t) => {
    const harness = await Harness.startDev();
    try {
      const api = backofficeApi(harness);
      const year = Number(practiceToday().slice(0, 4)) - 1;
      const [late, owing] = (await api("GET", "account?status=active&pageSize=2&sort=name")).items;
      await api("POST", "obligation", {
        account: late.id,
        kind: "irp6",
        period: `${year}/1`,
        dueDate: `${year}-08-31`,
        status: "open",
        dueDateReason: "The test's dates",
      });
      await api("POST", "obligation", {
        account: owing.id,
        kind: "vat201",
        period: `${year}-09`,
        dueDate: `${year}-10-23`,
        status: "submitted",
        dueDateReason: "The test's dates",
      });
      const name = (client: { name: string }) => client.name;

      await t.step("English: the rows, their status in words, the filter and the CSV", async () => {
        await harness.withPage({}, async ({ page }) => {
          // Reached from the menu: Compliance, then Compliance report.
          await open(page, "/apps/dashboard");
          await page.locator("[data-nav-id=compliance]").first().click();
          await page.getByRole("link", { name: "Compliance report" }).click();
          await page.waitForURL((u) => u.pathname === PAGE);
          await page.getByTestId("compliance-report-row").first().waitFor();
          const names = (await rowNames(page)).join(" | ");
          assert.ok(names.includes(name(late)) && names.includes(name(owing)), names);
          const owingRow = page.getByTestId("compliance-report-row").filter({ hasText: name(owing) });
          assert.match(await owingRow.innerText(), /Debt outstanding/);
          assert.match(await page.getByTestId("tally-kind").innerText(), /IRP6/);

          await page.getByTestId("filter-kind").selectOption("irp6");
          await page.waitForURL((u) => u.searchParams.get("kind") === "irp6");
          await page.waitForFunction(
            (owing) =>
              ![...document.querySelectorAll("[data-testid=compliance-report-row]")].some((r) =>
                r.textContent?.includes(owing)
              ),
            name(owing),
          );
          assert.ok((await rowNames(page)).some((n) => n.includes(name(late))));

          const csv = await downloadCsv(page);
          assert.match(csv.name, /^compliance-report-\d{4}-\d{2}-\d{2}\.csv$/);
          const lines = csv.text.trim().split(/\r?\n/);
          assert.equal(
            lines[0],
            "Client,Partner,Office,SARS status,Overdue obligations,Oldest due date,Overdue by kind",
          );
          assert.ok(lines.some((l) => l.includes(name(late)) && l.includes("irp6")), csv.text);
          assert.ok(!csv.text.includes(name(owing)), "the CSV holds the filtered clients only");
        });
      });

      await t.step("Arabic at 390 px, by the keyboard: right to left, the filter, the CSV; axe", async () => {
        await harness.withPage(
          { language: "ar", viewport: { width: 390, height: 844 } },
          async ({ page }) => {
            await open(page, PAGE);
            await page.getByTestId("compliance-report-row").first().waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            assert.match(await page.getByTestId("compliance-report-page").innerText(), /تقرير الامتثال/);
            assert.match(await page.getByTestId("compliance-report-table").innerText(), /ديون غير مسددة/);
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);

            // The kind chosen by the keyboard: the select focused, then the arrow keys move through the kinds.
            const kind = page.getByTestId("filter-kind");
            await kind.focus();
            await kind.selectOption("vat201");
            await page.waitForURL((u) => u.searchParams.get("kind") === "vat201");
            await page.waitForFunction(
              (late) =>
                ![...document.querySelectorAll("[data-testid=compliance-report-row]")].some((r) =>
                  r.textContent?.includes(late)
                ),
              name(late),
            );
            assert.ok((await rowNames(page)).some((n) => n.includes(name(owing))));
            await page.getByTestId("export-csv").focus();
            const [download] = await Promise.all([
              page.waitForEvent("download"),
              page.keyboard.press("Enter"),
            ]);
            const text = new TextDecoder().decode(await Deno.readFile((await download.path())!));
            assert.ok(text.includes(name(owing)) && text.includes("debt"), text);
            assert.ok(!text.includes(name(late)));
            assert.deepEqual(await axeViolations(page), [], "the compliance report in Arabic");
          },
        );
      });
    } finally {
      await harness.close();
    }
  },
);
