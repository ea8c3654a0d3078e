import assert from "node:assert/strict";
import { calibrated, measureCalibration } from "./calibration.ts";
import type { Result } from "./measure.ts";
import { reportTable } from "./report.ts";

Deno.test("the calibration load does the same work every time it is built and run", () => {
  const [a, b] = [measureCalibration(), measureCalibration()];
  assert.equal(a.checksum, b.checksum);
  assert.ok(a.ms > 0 && Number.isFinite(a.ms));
});

Deno.test("a server time is reported also as a multiple of the calibration load; sizes and ratios are not", () => {
  const results: Result[] = [
    { id: "t", label: "calendar, p50", value: 40, unit: "ms" },
    { id: "s", label: "first page's script", value: 2048, unit: "bytes" },
  ];
  const out = calibrated(results, 16);
  assert.equal(out[0].calibrated, 2.5);
  assert.equal(out[1].calibrated, undefined);
  const table = reportTable(out, []).split("\n");
  assert.match(table[0], /× calibration/);
  assert.match(table[2], /^calendar, p50\s+40\.00 ms\s+×2\.50/);
  assert.match(table[3], /^first page's script\s+2\.0 KB\s+-/);
});
