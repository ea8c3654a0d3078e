import { deepStrictEqual, equal } from "node:assert/strict";
import { eCommerceFixture } from "../../fixtures/e-commerce.ts";
import { productSchema } from "../../domain/demo/e-commerce.ts";
import { SHOP_MESSAGES } from "../../client/demo/e-commerce/messages.ts";
import {
  blankDraft,
  checkDraft,
  draftOf,
  handleOf,
  normalizeAmount,
  pageOf,
  productOf,
  sortRows,
  stockLevel,
  taxIncluded,
  withTax,
} from "../../client/demo/e-commerce/shop.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("shop words exist in English, Turkish and Arabic", () => assertTranslated(SHOP_MESSAGES));

Deno.test("the tax-included price adds the rate to the cent (the demo rate is 10 %)", () => {
  equal(withTax("100.00", 10), "110.00");
  equal(withTax("895.00", 10), "984.50");
  equal(withTax("0.05", 10), "0.06", "half a cent rounds up");
  equal(withTax("19.99", 0), "19.99");
  equal(taxIncluded({ priceTaxExcl: "100", taxRate: "10" }), "110.00");
  equal(taxIncluded({ priceTaxExcl: "abc", taxRate: "10" }), "");
  equal(taxIncluded({ priceTaxExcl: "100", taxRate: "" }), "");
  for (const p of eCommerceFixture.products) {
    equal(withTax(p.priceTaxExcl, p.taxRate), p.priceTaxIncl, p.name);
  }
});

Deno.test("stock levels, sorting with ties kept, and pages clamped to the rows", () => {
  deepStrictEqual([0, 3, 20, 100].map(stockLevel), ["out", "low", "some", "plenty"]);
  const rows = [{ n: "b", v: 2 }, { n: "a", v: 10 }, { n: "c", v: 2 }];
  deepStrictEqual(sortRows(rows, { key: "v", dir: "asc" }, (r, k) => r[k as "v"]).map((r) => r.n), [
    "b",
    "c",
    "a",
  ]);
  deepStrictEqual(sortRows(rows, { key: "n", dir: "desc" }, (r, k) => r[k as "n"]).map((r) => r.n), [
    "c",
    "b",
    "a",
  ]);
  deepStrictEqual(pageOf([1, 2, 3, 4, 5], 1, 2), { rows: [3, 4], page: 1, pages: 3 });
  deepStrictEqual(pageOf([1, 2, 3], 9, 2), { rows: [3], page: 1, pages: 2 });
  deepStrictEqual(pageOf([], 0, 10), { rows: [], page: 0, pages: 1 });
});

Deno.test("amounts and handles as the API writes them", () => {
  equal(normalizeAmount(" 149 "), "149.00");
  equal(normalizeAmount("149,5"), "149.50");
  equal(normalizeAmount("1.234"), null);
  equal(normalizeAmount("-3"), null);
  equal(handleOf("  Çay & Kahve: 2 kg! "), "cay-kahve-2-kg");
});

Deno.test("the form refuses what the server would, field by field", () => {
  const problems = checkDraft({
    ...blankDraft(),
    priceTaxExcl: "12.345",
    quantity: "1.5",
    taxRate: "101",
    width: "-1",
  });
  deepStrictEqual(problems, {
    name: "required",
    sku: "required",
    priceTaxExcl: "amount",
    comparedPrice: "required",
    quantity: "wholeNumber",
    taxRate: "percent",
    width: "measure",
  });
});

Deno.test("every sample product survives the form unchanged, and a new one passes the server's schema", () => {
  for (const p of eCommerceFixture.products) {
    deepStrictEqual(checkDraft(draftOf(p)), {}, p.name);
    deepStrictEqual(productOf(draftOf(p)), p, p.name);
  }
  const made = productOf({
    ...blankDraft(),
    name: "Tax Diary 2028",
    sku: "DIARY-28",
    priceTaxExcl: "99",
    comparedPrice: "120",
  });
  equal(made.handle, "tax-diary-2028");
  equal(made.priceTaxIncl, "108.90");
  equal(productSchema.safeParse({ ...made, id: "x" }).success, true);
});
