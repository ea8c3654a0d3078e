/**
 * The home dashboard in Chromium over the development server's demo practice: a figure's link lands on the list of
 * exactly the records it counts (filters read from the address), deadline warnings show on that list, and
 * chart.js arrives with the dashboard's chunk only.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { apiSignIn, SIGN_INS, startDevServer } from "../support/auth-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { signedInPage } from "../support/page.ts";

const E2E = { sanitizeOps: false, sanitizeResources: false } as const;

type Figure = { count: number; link: string };

/** The list's "1–25 of N": N. */
async function listTotal(page: Page): Promise<number> {
  await page.locator("[data-testid=list-row], [data-testid=list-empty]").first().waitFor();
  const empty = await page.getByTestId("list-empty").count();
  if (empty > 0) return 0;
  const range = await page.getByTestId("range").textContent();
  return Number(/(\d+)\D*$/.exec(range ?? "")?.[1]);
}

/** Opens the dashboard, follows the figure's card and checks the list it lands on shows exactly its records. */
async function follow(page: Page, id: string, figure: Figure) {
  await page.goto("/apps/dashboard");
  const card = page.getByTestId(`figure-${id}`);
  assert.equal(
    Number((await card.getByTestId("figure-count").textContent())?.replace(/\D/g, "")),
    figure.count,
  );
  await card.click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === figure.link);
  assert.equal(await listTotal(page), figure.count, `${id}: ${figure.link}`);
}

Deno.test({
  name: "dashboard: each figure opens the filtered list of exactly its records",
  ...E2E,
  async fn(t) {
    const [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
    try {
      const admin = await apiSignIn(server.url, SIGN_INS.admin);
      const res = await fetch(new URL("/api/backoffice/workflows/dashboard", server.url), {
        headers: { authorization: `Bearer ${admin.jwt_access_token}` },
      });
      const board = await res.json();
      assert.ok(
        board.activeClients.count > 0 && board.correspondenceOverdue.count > 0,
        JSON.stringify(board),
      );

      await t.step("active clients: the client list filtered by status", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await follow(page, "activeClients", board.activeClients);
          assert.equal(await page.getByTestId("filter-status").inputValue(), "active");
        });
      });

      await t.step("correspondence overdue: a range and a status, every row marked overdue", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await follow(page, "correspondenceOverdue", board.correspondenceOverdue);
          assert.equal(await page.getByTestId("filter-status").inputValue(), "open");
          assert.match(
            await page.getByTestId("condition-responseDueOn").textContent() ?? "",
            /Response due on/,
          );
          const rows = page.getByTestId("list-row");
          const warnings = page.locator("[data-testid=list-row] [data-testid=deadline-warning]");
          assert.equal(await warnings.count(), await rows.count());
          for (const warning of await warnings.all()) {
            assert.equal(await warning.getAttribute("data-deadline"), "overdue");
            assert.match(await warning.getAttribute("title") ?? "", /^Overdue by \d+ days?$/);
          }
          // Removing the chip drops the range: the list widens to every open letter.
          await page.getByTestId("condition-responseDueOn").getByRole("button").click();
          await page.waitForURL((u) => !u.search.includes("responseDueOnTo"));
          assert.ok(await listTotal(page) >= board.correspondenceOverdue.count);
        });
      });

      await t.step(
        "returns outstanding: several statuses at once, and one status from the chart's list",
        async () => {
          await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
            await follow(page, "returnsOutstanding", board.returnsOutstanding);
            assert.match(
              await page.getByTestId("condition-status").textContent() ?? "",
              /Requested.*Submitted/,
            );
            const submitted = board.returnsOutstanding.byStatus.find((s: { status: string }) =>
              s.status === "submitted"
            );
            await page.goto("/apps/dashboard");
            await page.getByTestId("chart-returns").locator("canvas").waitFor();
            await page.getByTestId("status-submitted").click();
            await page.waitForURL((u) => u.search === "?status=submitted");
            assert.equal(await listTotal(page), submitted.count);
          });
        },
      );

      await t.step("payments this month and assessments not received", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          await follow(page, "paymentsThisMonth", board.paymentsThisMonth);
          await page.goto("/apps/dashboard");
          await page.getByTestId("figure-assessmentsNotReceived").click();
          await page.waitForURL((u) => u.pathname === "/apps/reports/incometax");
          await page.getByTestId("report-table").waitFor();
          const range = await page.getByTestId("range").textContent();
          assert.equal(Number(/(\d+)\D*$/.exec(range ?? "")?.[1]), board.assessmentsNotReceived.count);
        });
      });

      await t.step("chart.js comes with the dashboard's chunk, never with another page", async () => {
        await signedInPage(browser, server, SIGN_INS.admin, async ({ page }) => {
          const scripts = () =>
            page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).join("\n"));
          await page.goto("/apps/account");
          await page.getByTestId("list-row").first().waitFor();
          assert.doesNotMatch(await scripts(), /DashboardPage-/);
          await page.goto("/apps/dashboard");
          await page.getByTestId("chart-payments").locator("canvas").waitFor();
          assert.match(await scripts(), /DashboardPage-/);
        });
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
