import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { analyticsWidgets } from "../../fixtures/analytics-dashboard.ts";
import { demoApi } from "../support/demo.ts";

const { call } = await demoApi();
const widgets = (await call(null, "GET", "/api/analytics-dashboard-app/widgets")).body;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
type Chart = { chartType?: string; labels?: string[]; options?: Record<string, string> };

Deno.test("analytics: widgets 1 to 9, keyed by id, for signed-in and anonymous readers alike", async () => {
  deepStrictEqual(Object.keys(widgets), Array.from({ length: 9 }, (_, i) => `widget${i + 1}`));
  for (const [key, widget] of Object.entries(widgets)) strictEqual((widget as { id: string }).id, key);
  deepStrictEqual(widgets, analyticsWidgets);
  deepStrictEqual((await call("ann", "GET", "/api/analytics-dashboard-app/widgets")).body, widgets);
});

Deno.test("analytics: the year data covers 2015, 2016 and 2017, a value per month", () => {
  deepStrictEqual(Object.keys(widgets.widget1.datasets), ["2015", "2016", "2017"]);
  strictEqual(widgets.widget1.labels.length, 12);
  for (const datasets of Object.values(widgets.widget1.datasets) as { data: number[] }[][]) {
    ok(datasets.length > 0);
    for (const dataset of datasets) strictEqual(dataset.data.length, 12);
  }
});

Deno.test("analytics: there are line, bar and doughnut charts; doughnuts cut out 75 %, lines label in thousands", () => {
  const charts = Object.values(widgets) as Chart[];
  const types = new Set(charts.map((widget) => widget.chartType));
  for (const type of ["line", "bar", "doughnut"]) ok(types.has(type), type);
  for (const chart of charts) {
    if (chart.chartType === "doughnut") deepStrictEqual(chart.options, { cutout: "75%" });
    if (chart.chartType === "line") deepStrictEqual(chart.options, { valueLabels: "thousands" });
  }
});

Deno.test("analytics: chart data fits the labels, headline values match their charts, doughnuts add to 100 %", () => {
  for (const chart of Object.values(widgets) as (Chart & { datasets: unknown })[]) {
    if (!Array.isArray(chart.datasets)) continue;
    for (const dataset of chart.datasets as { data: number[] }[]) {
      strictEqual(dataset.data.length, chart.labels!.length);
    }
  }
  strictEqual(widgets.widget2.value, sum(widgets.widget2.datasets[0].data));
  strictEqual(widgets.widget4.value, sum(widgets.widget4.datasets[0].data));
  strictEqual(widgets.widget3.value, widgets.widget3.datasets[0].data.at(-1));
  strictEqual(sum(widgets.widget7.datasets[0].data), 100);
  strictEqual(sum(widgets.widget8.datasets[0].data), 100);
});

Deno.test("analytics: map markers have lat, lng and a label, all in South Africa", () => {
  ok(widgets.widget6.markers.length > 0);
  for (const marker of widgets.widget6.markers) {
    deepStrictEqual(Object.keys(marker).sort(), ["label", "lat", "lng"]);
    ok(marker.lat < -22 && marker.lat > -35 && marker.lng > 16 && marker.lng < 33, marker.label);
    ok(marker.label.length > 0);
  }
});

Deno.test("analytics: the campaign table has clicks and conversion, never more conversions than clicks", () => {
  const ids = widgets.widget9.columns.map((column: { id: string }) => column.id);
  ok(ids.includes("clicks") && ids.includes("conversion"));
  ok(widgets.widget9.rows.length > 0);
  for (const row of widgets.widget9.rows) {
    ok(Number.isInteger(row.clicks) && Number.isInteger(row.conversion), row.title);
    ok(row.conversion <= row.clicks, row.title);
  }
});
