import { Hono } from "hono";
import { z } from "zod";
import { eCommerceFixture } from "../../fixtures/e-commerce.ts";
import { productInputSchema, productSchema } from "../../domain/demo/e-commerce.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { invalidField, refusal } from "../../domain/api/index.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const shop = demoState("e-commerce", eCommerceFixture);

const id = z.string().min(1).max(100);

/** GET/POST /api/e-commerce-app/… (demo-apps.md §3, §4, §7). */
export function eCommerceApp() {
  const app = new Hono<DemoEnv>();

  app.get("/products", answers(z.array(productSchema)), (c) => sendJson(c, shop.read(c).products));

  app.get("/product", validate("json", z.object({ productId: id })), answers(productSchema), (c) => {
    const query = c.req.valid("json");
    const product = shop.read(c).products.find((p) => p.id === query.productId);
    // The spec shows no answer for unknown ids: a 404 with a plain message, like the scrumboard's unknown board.
    if (!product) throw refusal("productNotFound");
    return sendJson(c, product);
  });

  // Inserts (appended; a new id when none is given) or replaces by id, and answers the saved product. The handle
  // names the product's page and the SKU its stock, so neither may be another product's.
  app.post("/product/save", validate("json", productInputSchema), answers(productSchema), (c) => {
    const body = c.req.valid("json");
    const product = { ...body, id: body.id ?? crypto.randomUUID() };
    const others = shop.read(c).products.filter((p) => p.id !== product.id);
    for (const field of ["handle", "sku"] as const) {
      if (others.some((p) => p[field] === product[field])) throw invalidField(field, "usedByAnotherProduct");
    }
    shop.write(c, (state) => {
      const at = state.products.findIndex((p) => p.id === product.id);
      if (at === -1) state.products.push(product);
      else state.products[at] = product;
    });
    return c.json(product);
  });

  app.get("/orders", (c) => sendJson(c, shop.read(c).orders));

  app.get("/order", validate("json", z.object({ orderId: id })), (c) => {
    const query = c.req.valid("json");
    const order = shop.read(c).orders.find((o) => o.id === query.orderId);
    if (!order) throw refusal("orderNotFound");
    return sendJson(c, order);
  });

  return app;
}
