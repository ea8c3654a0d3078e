import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { projectDashboardWidgets, projects } from "../../fixtures/project-dashboard.ts";
import { demoApi } from "../support/demo.ts";

const { call } = await demoApi();
const widgets: typeof projectDashboardWidgets =
  (await call("ann", "GET", "/api/project-dashboard-app/widgets")).body;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const WEEK_RANGES = ["TW", "LW", "2W"] as const;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cents = (amount: string) => Math.round(Number(amount) * 100);

Deno.test("project dashboard: widgets 1 to 11 and the weather widget, keyed by id", async () => {
  deepStrictEqual(
    Object.keys(widgets),
    [...Array.from({ length: 11 }, (_, i) => `widget${i + 1}`), "weatherWidget"],
  );
  for (const [key, widget] of Object.entries(widgets)) strictEqual(widget.id, key);
  deepStrictEqual(widgets, projectDashboardWidgets);
  deepStrictEqual((await call(null, "GET", "/api/project-dashboard-app/widgets")).body, widgets);
});

Deno.test("project dashboard: projects are { id, name }", async () => {
  const res = await call(null, "GET", "/api/project-dashboard-app/projects");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, projects);
  ok(res.body.length > 0);
  for (const project of res.body) deepStrictEqual(Object.keys(project).sort(), ["id", "name"]);
});

Deno.test("project dashboard: ranges DY/DT/DTM, TW/LW/2W and T/TM, defaulting to DT, TW and T", () => {
  deepStrictEqual(widgets.widget1.ranges, { DY: "Yesterday", DT: "Today", DTM: "Tomorrow" });
  strictEqual(widgets.widget1.currentRange, "DT");
  deepStrictEqual(Object.keys(widgets.widget1.data.count), ["DY", "DT", "DTM"]);
  for (const widget of [widgets.widget5, widgets.widget6, widgets.widget9]) {
    deepStrictEqual(widget.ranges, { TW: "This Week", LW: "Last Week", "2W": "2 Weeks Ago" });
    strictEqual(widget.currentRange, "TW");
  }
  deepStrictEqual(widgets.widget7.ranges, { T: "Today", TM: "Tomorrow" });
  strictEqual(widgets.widget7.currentRange, "T");
  ok(widgets.widget7.schedule.T.length > 0 && widgets.widget7.schedule.TM.length > 0);
});

Deno.test("project dashboard: charts run Monday to Sunday, a value per day", () => {
  deepStrictEqual(widgets.widget5.mainChart.labels, WEEKDAYS);
  for (const range of WEEK_RANGES) {
    for (const dataset of widgets.widget5.mainChart.datasets[range]) strictEqual(dataset.data.length, 7);
    strictEqual(widgets.widget9.weeklySpent.chart[range].length, 7);
    strictEqual(
      widgets.widget5.supporting.submitted.count[range],
      sum(widgets.widget5.mainChart.datasets[range][0].data),
    );
  }
});

Deno.test("project dashboard: the task distribution doughnut is cut out 66 % and adds up to the tasks added", () => {
  deepStrictEqual(widgets.widget6.mainChart.options, { cutout: "66%" });
  for (const range of WEEK_RANGES) {
    strictEqual(widgets.widget6.mainChart.data[range].length, widgets.widget6.mainChart.labels.length);
    strictEqual(sum(widgets.widget6.mainChart.data[range]), widgets.widget6.footerLeft.count[range]);
  }
});

Deno.test("project dashboard: spent, remaining and the budget table agree with each other", () => {
  const { weeklySpent, totalSpent, remaining, totalBudget } = widgets.widget9;
  for (const range of WEEK_RANGES) {
    strictEqual(cents(weeklySpent.count[range]), Math.round(sum(weeklySpent.chart[range]) * 100));
    strictEqual(cents(totalSpent.count[range]) + cents(remaining.count[range]), cents(totalBudget.count));
  }
  const cell = (row: (typeof widgets.widget10.table.rows)[number], id: string) =>
    row.cells.find((c) => c.id === id)!.value;
  const rows = widgets.widget10.table.rows;
  strictEqual(sum(rows.map((row) => cents(cell(row, "total_budget")))), cents(totalBudget.count));
  strictEqual(sum(rows.map((row) => cents(cell(row, "spent_amount")))), cents(totalSpent.count.TW));
  for (const row of rows) {
    strictEqual(
      cents(cell(row, "remaining")),
      cents(cell(row, "total_budget")) - cents(cell(row, "spent_amount")),
    );
  }
  deepStrictEqual(widgets.widget8.chart.labels, rows.map((row) => cell(row, "budget_type")));
  strictEqual(sum(widgets.widget8.chart.data), 100);
});

Deno.test("project dashboard: weather in C or F and KMH or MPH, defaulting to C and KMH, forecasts by weekday", () => {
  const weather = widgets.weatherWidget;
  strictEqual(weather.tempUnit, "C");
  strictEqual(weather.speedUnit, "KMH");
  ok(weather.currentLocation in weather.locations);
  for (const place of Object.values(weather.locations)) {
    strictEqual(place.temp.F, Math.round((place.temp.C * 9) / 5 + 32), place.name);
    ok(Math.abs(place.windSpeed.MPH - place.windSpeed.KMH / 1.609344) < 0.1, place.name);
    strictEqual(place.next3Days.length, 3);
    strictEqual(place.next5Days.length, 5);
    deepStrictEqual(place.next3Days, place.next5Days.slice(0, 3));
    for (const day of place.next5Days) {
      ok(WEEKDAYS.includes(day.name), day.name);
      strictEqual(day.temp.F, Math.round((day.temp.C * 9) / 5 + 32));
    }
  }
});
