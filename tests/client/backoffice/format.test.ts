import { strictEqual } from "node:assert/strict";
import { csvFilename } from "../../../client/backoffice/list/csv.ts";
import { formatDate, formatMoney, humanize, normalizeMoney } from "../../../client/backoffice/format.ts";

/** Intl writes rand with (narrow) no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

Deno.test("money shows as rand in the South African way", () => {
  strictEqual(plain(formatMoney("1250.00")), "R 1 250,00");
  strictEqual(plain(formatMoney("-80.5")), "-R 80,50");
  strictEqual(formatMoney(null), "");
  strictEqual(formatMoney("not money"), "not money");
});

Deno.test("typed amounts become the API's two-decimal strings; anything else is left for validation", () => {
  const cases: [string, string][] = [
    ["1250", "1250.00"],
    ["1250.5", "1250.50"],
    ["R 1 250,50", "1250.50"],
    ["1,250.50", "1250.50"],
    ["0012.3", "12.30"],
    ["-40", "-40.00"],
    [".5", "0.50"],
    ["", ""],
    ["  ", ""],
    ["12.345", "12.345"],
    ["twelve", "twelve"],
  ];
  for (const [typed, sent] of cases) strictEqual(normalizeMoney(typed), sent, typed);
});

Deno.test("dates show in the language; anything that is not a date as it is", () => {
  strictEqual(formatDate("2026-03-01", "en"), "01 Mar 2026");
  strictEqual(formatDate("2026-03-01", "tr"), "1 Mar 2026");
  strictEqual(formatDate("", "en"), "");
  strictEqual(formatDate("someday", "en"), "someday");
});

Deno.test("enum options read as words", () => {
  strictEqual(humanize("in-business"), "In business");
  strictEqual(humanize("ITR12"), "ITR12");
});

Deno.test("the CSV file is named after the resource and the day", () => {
  strictEqual(csvFilename("account", new Date(2026, 2, 1, 12)), "account-2026-03-01.csv");
  strictEqual(csvFilename("../odd name", new Date(2026, 2, 1, 12)), "odd-name-2026-03-01.csv");
});
