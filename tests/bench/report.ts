import { type Budget, type Failure, type Result, statusOf, type Unit } from "./measure.ts";

function formatValue(value: number, unit: Unit): string {
  if (unit === "bytes") return `${(value / 1024).toFixed(1)} KB`;
  return unit === "ms" ? `${value.toFixed(2)} ms` : value.toFixed(2);
}

function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return "-";
  return `${budget.op === "<=" ? "≤" : "≥"} ${formatValue(budget.limit, unit)}`;
}

/** Left-aligned text columns, padded to the widest cell, with a rule under the header. */
function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The table of results and failures, one line each. */
export function reportTable(results: Result[], failures: Failure[]): string {
  const rows = [
    ...results.map((r) => [
      r.label,
      formatValue(r.value, r.unit),
      r.calibrated === undefined ? "" : `×${r.calibrated.toFixed(2)}`,
      formatBudget(r.budget, r.unit),
      statusOf(r),
      r.detail ?? "",
    ]),
    // A group that could not measure is a failure too: a silent gap would read as a pass.
    ...failures.map((f) => [`${f.group} measures`, "-", "", "-", "FAIL", f.message.split("\n")[0]]),
  ];
  return renderTable(["Measure", "Value", "× calibration", "Budget", "Result", "Detail"], rows);
}

export function printReport(results: Result[], failures: Failure[]) {
  console.log("\n" + reportTable(results, failures));
  // The table keeps one line per row; the full messages (server stderr, load generator output) come after it.
  for (const f of failures) console.error(`\n${f.group} failed:\n${f.message}`);
}

export function passed(results: Result[], failures: Failure[]): boolean {
  return failures.length === 0 && results.every((r) => statusOf(r) !== "FAIL");
}
