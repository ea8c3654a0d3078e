/**
 * Numbers in the reader's language: one format per language and shape, made once (a list's pager is drawn at every
 * move, and making an Arabic format costs a millisecond or more).
 */
import { notStrictEqual, strictEqual } from "node:assert/strict";
import { numberFormat } from "../../client/kit/i18n/numbers.ts";

Deno.test("a number reads as its language writes it (English as South Africa's)", () => {
  strictEqual(numberFormat("en").format(1234567), new Intl.NumberFormat("en-ZA").format(1234567));
  strictEqual(numberFormat("tr").format(1234567), "1.234.567");
  strictEqual(numberFormat("ar").format(1234), new Intl.NumberFormat("ar").format(1234));
});

Deno.test("a format is made once per language and shape", () => {
  strictEqual(numberFormat("ar"), numberFormat("ar"));
  strictEqual(numberFormat("en", { style: "percent" }), numberFormat("en", { style: "percent" }));
  notStrictEqual(numberFormat("en"), numberFormat("tr"));
  notStrictEqual(numberFormat("en"), numberFormat("en", { style: "percent" }));
  strictEqual(numberFormat("en", { style: "percent" }).format(0.25), "25%");
});
