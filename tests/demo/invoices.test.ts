import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { invoices } from "../../fixtures/invoices.ts";
import { demoApi } from "../support/demo.ts";

/** "1234.50" → 123450, refusing anything that is not a two-decimal amount. */
function cents(amount: string): number {
  ok(/^\d+\.\d{2}$/.test(amount), `not a two-decimal amount: ${amount}`);
  return Math.round(Number(amount) * 100);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Jul 19, 2019" → a UTC date. */
function parseTextDate(text: string): Date {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  ok(match && MONTHS.includes(match[1]), `not a date like "Jul 19, 2019": ${text}`);
  return new Date(Date.UTC(Number(match[3]), MONTHS.indexOf(match[1]), Number(match[2])));
}

Deno.test("invoices: every invoice is served by its id", async () => {
  const { call } = await demoApi();
  ok(invoices.length >= 3);
  for (const invoice of invoices) {
    const res = await call("ann", "GET", "/api/invoices/get-invoice", { id: invoice.id });
    strictEqual(res.status, 200);
    deepStrictEqual(res.body, invoice);
    strictEqual(typeof res.body.id, "string");
    deepStrictEqual(Object.keys(res.body.from).sort(), ["address", "email", "phone", "title", "website"]);
    deepStrictEqual(Object.keys(res.body.client).sort(), ["address", "email", "phone", "title"]);
  }
});

Deno.test("invoices: line total = unit price × quantity, subtotal = Σ lines, tax 10 %, total = subtotal + tax − discount", async () => {
  const { call } = await demoApi();
  for (const { id } of invoices) {
    const invoice = (await call(null, "GET", "/api/invoices/get-invoice", { id })).body;
    let subtotal = 0;
    for (const line of invoice.services) {
      deepStrictEqual(Object.keys(line).sort(), [
        "detail",
        "id",
        "quantity",
        "title",
        "total",
        "unit",
        "unitPrice",
      ]);
      ok(/^\d+$/.test(line.quantity), line.quantity);
      strictEqual(
        cents(line.total),
        cents(line.unitPrice) * Number(line.quantity),
        `${invoice.number} ${line.title}`,
      );
      subtotal += cents(line.total);
    }
    strictEqual(cents(invoice.subtotal), subtotal, invoice.number);
    strictEqual(cents(invoice.tax), Math.round(subtotal * 0.1), invoice.number);
    strictEqual(
      cents(invoice.total),
      cents(invoice.subtotal) + cents(invoice.tax) - cents(invoice.discount),
      invoice.number,
    );
  }
});

Deno.test("invoices: numbers are P9- plus running digits; dates read like Jul 19, 2019, due 36 days later", () => {
  const numbers = invoices.map((invoice) => invoice.number);
  for (const number of numbers) ok(/^P9-\d+$/.test(number), number);
  const sequence = numbers.map((number) => Number(number.slice(3)));
  deepStrictEqual(sequence, sequence.map((_, i) => sequence[0] + i), "consecutive numbers");
  for (const invoice of invoices) {
    const days = (parseTextDate(invoice.dueDate).getTime() - parseTextDate(invoice.date).getTime()) /
      86_400_000;
    strictEqual(days, 36, invoice.number);
  }
  strictEqual(new Set(invoices.map((invoice) => invoice.id)).size, invoices.length);
});

Deno.test("invoices: an unknown id answers an empty body with 404; a missing id is a 400 naming it", async () => {
  const { call } = await demoApi();
  const unknown = await call("ann", "GET", "/api/invoices/get-invoice", { id: "no-such-invoice" });
  strictEqual(unknown.status, 404);
  strictEqual(unknown.text, "");
  const missing = await call("ann", "GET", "/api/invoices/get-invoice");
  strictEqual(missing.status, 400);
  ok("id" in missing.body.error.fields, missing.text);
});
