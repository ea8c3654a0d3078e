import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { eCommerceFixture } from "../../fixtures/e-commerce.ts";
import { type Order, ORDER_STATUSES, type Product } from "../../domain/demo/e-commerce.ts";
import { demoApi } from "../support/demo.ts";

const API = "/api/e-commerce-app";
const { products, orders } = eCommerceFixture;

/** Money strings as integer cents, computed here independently of the fixture's helpers. */
const c = (amount: string) => {
  ok(/^\d+\.\d{2}$/.test(amount), `${amount} is an amount`);
  return Math.round(Number(amount) * 100);
};

const newProduct = (): Omit<Product, "id"> => ({
  name: "VAT Guide for Vendors",
  handle: "vat-guide-for-vendors",
  description: "Registration, returns and input tax.",
  categories: ["Publications"],
  tags: ["VAT"],
  featuredImageId: "v-1",
  images: [{ id: "v-1", url: "/assets/images/ecommerce/vat-guide-1.jpg", type: "image" }],
  priceTaxExcl: "350.00",
  priceTaxIncl: "385.00",
  taxRate: 10,
  comparedPrice: "395.00",
  quantity: 25,
  sku: "LD-013",
  width: 17,
  height: 24,
  depth: 2,
  weight: 0.6,
  extraShippingFee: "0.00",
  active: true,
});

Deno.test("e-commerce: products and one product by id; an unknown id is 404 with a message", async () => {
  const { call } = await demoApi();
  const list = await call(null, "GET", `${API}/products`);
  strictEqual(list.status, 200);
  deepStrictEqual(list.body, products);
  ok(products.length >= 10 && products.length <= 14);
  const one = await call(null, "GET", `${API}/product`, { productId: products[3].id });
  strictEqual(one.status, 200);
  deepStrictEqual(one.body, products[3]);
  const missing = await call(null, "GET", `${API}/product`, { productId: "999" });
  strictEqual(missing.status, 404);
  strictEqual(missing.body.error.message, "Requested product does not exist.");
  const noParam = await call(null, "GET", `${API}/product`);
  strictEqual(noParam.status, 400);
  ok("productId" in noParam.body.error.fields);
});

Deno.test("e-commerce §9: every product's priceTaxIncl is priceTaxExcl plus the 10% demo tax; the featured image is one of its images", () => {
  for (const p of products) {
    strictEqual(p.taxRate, 10, p.name);
    strictEqual(c(p.priceTaxIncl), Math.round(c(p.priceTaxExcl) * 1.1), p.name);
    ok(p.images.some((img) => img.id === p.featuredImageId && img.type === "image"), p.name);
    ok(Number.isInteger(p.quantity) && p.quantity >= 0, p.name);
  }
  deepStrictEqual(new Set(products.map((p) => p.id)).size, products.length);
});

Deno.test("e-commerce: product/save inserts a new product (new id), then replaces it by id", async () => {
  const { call } = await demoApi();
  const inserted = await call("ann", "POST", `${API}/product/save`, newProduct());
  strictEqual(inserted.status, 200);
  ok(inserted.body.id && !products.some((p) => p.id === inserted.body.id));
  deepStrictEqual(inserted.body, { ...newProduct(), id: inserted.body.id });
  let list = (await call("ann", "GET", `${API}/products`)).body as Product[];
  deepStrictEqual(list, [...products, inserted.body]);

  const withId = await call("ann", "POST", `${API}/product/save`, {
    ...newProduct(),
    id: "client-made",
    handle: "vat-guide-2",
    sku: "LD-014",
  });
  strictEqual(withId.body.id, "client-made", "an unknown id is inserted under that id");

  const replaced = {
    ...products[0],
    quantity: 0,
    priceTaxExcl: "900.00",
    priceTaxIncl: "990.00",
    active: false,
  };
  const res = await call("ann", "POST", `${API}/product/save`, replaced);
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, replaced);
  list = (await call("ann", "GET", `${API}/products`)).body;
  strictEqual(list.length, products.length + 2);
  deepStrictEqual(list[0], replaced, "replaced in place");
  deepStrictEqual((await call("ann", "GET", `${API}/product`, { productId: products[0].id })).body, replaced);
});

Deno.test("e-commerce: product/save rejects a bad product with a 400 naming the field, and changes nothing", async () => {
  const { call } = await demoApi();
  const cases: [Record<string, unknown>, string][] = [
    [{ quantity: -1 }, "quantity"],
    [{ quantity: 2.5 }, "quantity"],
    [{ priceTaxExcl: 350 }, "priceTaxExcl"],
    [{ priceTaxExcl: "350" }, "priceTaxExcl"],
    [{ priceTaxIncl: "350.00" }, "priceTaxIncl"],
    [{ taxRate: 15 }, "priceTaxIncl"],
    [{ featuredImageId: "nope" }, "featuredImageId"],
    [{ images: [{ id: "v-1", url: "javascript:alert(1)", type: "image" }] }, "images.0.url"],
    [{ name: "  " }, "name"],
    [{ handle: "Not A Handle" }, "handle"],
    [{ active: "yes" }, "active"],
    [{ handle: products[1].handle }, "handle"],
    [{ sku: products[1].sku }, "sku"],
  ];
  for (const [change, field] of cases) {
    const res = await call("ann", "POST", `${API}/product/save`, { ...newProduct(), ...change });
    strictEqual(res.status, 400, JSON.stringify(change));
    ok(field in res.body.error.fields, `${field} named: ${res.text}`);
  }
  deepStrictEqual((await call("ann", "GET", `${API}/products`)).body, products);
});

Deno.test("e-commerce: orders and one order by id; an unknown id is 404 with a message", async () => {
  const { call } = await demoApi();
  const list = await call(null, "GET", `${API}/orders`);
  strictEqual(list.status, 200);
  deepStrictEqual(list.body, orders);
  strictEqual(orders.length, 20);
  const one = await call(null, "GET", `${API}/order`, { orderId: orders[7].id });
  deepStrictEqual(one.body, orders[7]);
  const missing = await call(null, "GET", `${API}/order`, { orderId: "nope" });
  strictEqual(missing.status, 404);
  strictEqual(missing.body.error.message, "Requested order does not exist.");
});

Deno.test("e-commerce: order totals add up: lines, subtotal, tax at 10%, discount, total and payment", () => {
  let discounted = 0;
  for (const o of orders) {
    ok(o.products.length > 0, o.reference);
    for (const line of o.products) {
      strictEqual(c(line.total), c(line.price) * line.quantity, `${o.reference} ${line.name}`);
      const product = products.find((p) => p.id === line.id)!;
      strictEqual(line.price, product.priceTaxExcl);
      strictEqual(line.name, product.name);
    }
    strictEqual(c(o.subtotal), o.products.reduce((sum, line) => sum + c(line.total), 0), o.reference);
    strictEqual(c(o.tax), Math.round((c(o.subtotal) - c(o.discount)) * 0.1), o.reference);
    strictEqual(c(o.total), c(o.subtotal) - c(o.discount) + c(o.tax), o.reference);
    strictEqual(o.payment.amount, o.total, o.reference);
    if (c(o.discount) > 0) discounted++;
  }
  ok(discounted > 0, "some orders carry a discount");
});

Deno.test("e-commerce §4: the 14 order statuses, exactly, and every order's history uses them", () => {
  deepStrictEqual(ORDER_STATUSES.map((s) => [s.id, s.name]), [
    [1, "Awaiting check payment"],
    [2, "Payment accepted"],
    [3, "Preparing the order"],
    [4, "Shipped"],
    [5, "Delivered"],
    [6, "Canceled"],
    [7, "Refunded"],
    [8, "Payment error"],
    [9, "On pre-order (paid)"],
    [10, "Awaiting bank wire payment"],
    [11, "Awaiting PayPal payment"],
    [12, "Remote payment accepted"],
    [13, "On pre-order (not paid)"],
    [14, "Awaiting Cash-on-delivery payment"],
  ]);
  const used = new Set<number>();
  for (const o of orders) {
    ok(o.status.length > 0, o.reference);
    for (const entry of o.status) {
      const { date, ...status } = entry;
      deepStrictEqual(status, ORDER_STATUSES.find((s) => s.id === entry.id), o.reference);
      ok(!Number.isNaN(Date.parse(date)));
      used.add(entry.id);
    }
    const dates = o.status.map((s) => Date.parse(s.date));
    deepStrictEqual(dates, [...dates].sort((a, b) => b - a), `${o.reference}: newest first`);
    strictEqual(o.status.at(-1)!.date, o.date, `${o.reference}: history starts when the order is placed`);
    strictEqual(o.shippingDetails.length > 0, o.status.some((s) => s.id === 4), `${o.reference}: shipped`);
  }
  strictEqual(used.size, 14, "the sample orders show every status");
});

Deno.test("e-commerce fixture: deterministic and in the shop's shapes", async () => {
  const again = await import(`../../fixtures/e-commerce.ts?again=${Date.now()}`);
  notStrictEqual(again.eCommerceFixture, eCommerceFixture, "a second, separate evaluation");
  deepStrictEqual(again.eCommerceFixture, eCommerceFixture);
  const order: Order = orders[0];
  deepStrictEqual(Object.keys(order.customer.invoiceAddress).sort(), ["address", "lat", "lng"]);
  deepStrictEqual(Object.keys(order.payment).sort(), ["amount", "date", "method", "transactionId"]);
  ok(orders.every((o) => o.products.every((l) => l.image.startsWith("/assets/images/ecommerce/"))));
});

Deno.test("e-commerce: one user's saved product is theirs alone; anonymous callers cannot save", async () => {
  const { call } = await demoApi();
  const saved = await call("ann", "POST", `${API}/product/save`, newProduct());
  strictEqual(saved.status, 200);
  strictEqual((await call("ann", "GET", `${API}/products`)).body.length, products.length + 1);
  deepStrictEqual((await call("bob", "GET", `${API}/products`)).body, products);
  deepStrictEqual((await call(null, "GET", `${API}/products`)).body, products);
  strictEqual((await call("bob", "GET", `${API}/product`, { productId: saved.body.id })).status, 404);
  const anonymous = await call(null, "POST", `${API}/product/save`, newProduct());
  strictEqual(anonymous.status, 401);
  notStrictEqual(anonymous.body.error.message, "");
  deepStrictEqual((await call(null, "GET", `${API}/products`)).body, products);
});
