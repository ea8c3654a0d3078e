import assert from "node:assert/strict";
import { analyticsWidgets } from "../../fixtures/analytics-dashboard.ts";
import { projectDashboardWidgets } from "../../fixtures/project-dashboard.ts";
import { E2E, Harness, open } from "../support/e2e.ts";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0).toLocaleString("en-ZA");
const text = (s: string | null) => (s ?? "").trim();

Deno.test({
  name: "dashboards: analytics widgets with the year switch; project widgets, ranges and weather units",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step("analytics: the data's figures and charts; another year changes widget 1", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/dashboards/analytics");
          await page.locator("[data-testid=analytics-widget1-chart] canvas").waitFor();
          const totals = page.getByTestId("analytics-widget1-totals");
          const signIns = (year: "2015" | "2017") => sum(analyticsWidgets.widget1.datasets[year][0].data);
          await totals.getByText(signIns("2017")).waitFor();
          await page.getByTestId("analytics-year").getByRole("button", { name: "2015" }).click();
          await totals.getByText(signIns("2015")).waitFor();
          await page.waitForURL(/year=2015/);
          assert.equal(
            await page.getByTestId("analytics-year").locator("[aria-pressed=true]").textContent(),
            "2015",
          );
          assert.equal(
            text(await page.getByTestId("analytics-widget3-value").textContent()),
            analyticsWidgets.widget3.value.toLocaleString("en-ZA"),
          );
          assert.equal(
            await page.getByTestId("analytics-campaign").count(),
            analyticsWidgets.widget9.rows.length,
          );
          await page.getByTestId("analytics-markers").getByText("Johannesburg").waitFor();
          assert.equal(await page.locator("canvas").count() >= 7, true, "the charts are drawn");
        });
      });

      await t.step(
        "project: DT by default, DY shows yesterday's count; C to F; the doughnut is cut out 66 %",
        async () => {
          const w = projectDashboardWidgets;
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/dashboards/project");
            const count = page.getByTestId("project-widget1-count");
            await count.waitFor();
            assert.equal(text(await count.textContent()), String(w.widget1.data.count.DT));
            await page.getByTestId("project-day").getByRole("button", { name: "Yesterday" }).click();
            assert.equal(text(await count.textContent()), String(w.widget1.data.count.DY));
            await page.getByTestId("project-week6").getByRole("button", { name: "Last week" }).click();
            assert.equal(
              text(await page.getByTestId("project-tasks-added").textContent()),
              String(w.widget6.footerLeft.count.LW),
            );
            assert.equal(await page.getByTestId("project-distribution").getAttribute("data-cutout"), "66%");
            const jhb = w.weatherWidget.locations.Johannesburg;
            assert.equal(text(await page.getByTestId("weather-temp").textContent()), `${jhb.temp.C}°C`);
            await page.getByTestId("weather-temp-unit").getByRole("button", { name: "°F" }).click();
            assert.equal(text(await page.getByTestId("weather-temp").textContent()), `${jhb.temp.F}°F`);
            await page.getByTestId("weather-speed-unit").getByRole("button", { name: "mph" }).click();
            await page.getByTestId("weather-wind").getByText(`${jhb.windSpeed.MPH} mph`).waitFor();
            await page.getByTestId("project-schedule").getByRole("button", { name: "Tomorrow" }).click();
            await page.getByTestId("project-schedule-items").getByText(w.widget7.schedule.TM[0].title)
              .waitFor();
          });
        },
      );

      await t.step("keyboard, and Arabic at phone width", async () => {
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          for (const path of ["/apps/dashboards/analytics", "/apps/dashboards/project"]) {
            await open(page, path);
            await page.locator("canvas").first().waitFor();
            assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            assert.ok(overflow <= 0, `no sideways scroll on ${path} (${overflow}px)`);
          }
          const dy = page.getByTestId("project-day").locator("[data-range=DY]");
          await dy.focus();
          await page.keyboard.press("Enter");
          assert.equal(await dy.getAttribute("aria-pressed"), "true");
        });
      });
    } finally {
      await h.close();
    }
  },
});
