import { deepStrictEqual, equal } from "node:assert/strict";
import { analyticsWidgets } from "../../fixtures/analytics-dashboard.ts";
import { projectDashboardWidgets } from "../../fixtures/project-dashboard.ts";
import { DAY_RANGES, WEEK_RANGES } from "../../domain/demo/project-dashboard.ts";
import {
  conversionRate,
  markerParts,
  plotPoints,
  rangeOr,
  thousands,
} from "../../client/demo/dashboards/figures.ts";
import { DASHBOARDS_MESSAGES } from "../../client/demo/dashboards/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("dashboards words exist in English, Turkish and Arabic", () =>
  assertTranslated(DASHBOARDS_MESSAGES));

Deno.test("line values read in thousands", () => {
  equal(thousands(2480), "2.5k");
  equal(thousands(87_240), "87.2k");
  equal(thousands(640), "0.6k");
  equal(thousands(3000), "3k");
  equal(thousands(0), "0k");
});

Deno.test("a campaign's conversion rate, one decimal", () => {
  equal(conversionRate(3621, 412), 11.4);
  equal(conversionRate(0, 0), 0);
});

Deno.test("a chosen range is kept only when the widget has it; defaults are the spec's DT, TW and T", () => {
  equal(rangeOr(DAY_RANGES, "DY", "DT"), "DY");
  equal(rangeOr(DAY_RANGES, "TW", "DT"), "DT");
  equal(rangeOr(WEEK_RANGES, "2W", "TW"), "2W");
  const w = projectDashboardWidgets;
  deepStrictEqual(
    [w.widget1.currentRange, w.widget5.currentRange, w.widget6.currentRange, w.widget7.currentRange],
    ["DT", "TW", "TW", "T"],
  );
  deepStrictEqual([w.weatherWidget.tempUnit, w.weatherWidget.speedUnit], ["C", "KMH"]);
  equal(w.widget6.mainChart.options.cutout, "66%");
  equal(analyticsWidgets.widget7.options.cutout, "75%");
});

Deno.test("map markers: the place and count of a label, and a drawing east-right, north-up", () => {
  deepStrictEqual(markerParts("Johannesburg: 1,284"), { place: "Johannesburg", count: "1,284" });
  deepStrictEqual(markerParts("Nowhere"), { place: "Nowhere", count: "" });
  const [jhb, cpt] = plotPoints([{ lat: -26.2, lng: 28.0 }, { lat: -33.9, lng: 18.4 }]);
  deepStrictEqual(jhb, { x: 95, y: 5 });
  deepStrictEqual(cpt, { x: 5, y: 95 });
  deepStrictEqual(plotPoints([{ lat: 1, lng: 1 }]), [{ x: 5, y: 5 }]);
});
