import { Hono } from "hono";
import { z } from "zod";
import { eCommerceFixture, productInputSchema } from "../../fixtures/e-commerce.ts";
import { readJson } from "../auth/body.ts";
import { errorBody } from "../middleware/errors.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const shop = demoState("e-commerce", eCommerceFixture);

/** The spec shows no answer for unknown ids; a 404 with a plain message, like the scrumboard's unknown board. */
export const E_COMMERCE_MESSAGES = {
  unknownProduct: "Requested product does not exist.",
  unknownOrder: "Requested order does not exist.",
};

const id = z.string().min(1).max(100);

/** GET/POST /api/e-commerce-app/… (demo-apps.md §3, §4, §7). */
export function eCommerceApp() {
  const app = new Hono<DemoEnv>();

  app.get("/products", (c) => sendJson(c, shop.read(c).products));

  app.get("/product", async (c) => {
    const query = await readJson(c, z.object({ productId: id }));
    if (!query.ok) return query.response;
    const product = shop.read(c).products.find((p) => p.id === query.data.productId);
    if (!product) return c.json(errorBody(c, E_COMMERCE_MESSAGES.unknownProduct), 404);
    return sendJson(c, product);
  });

  // Inserts (appended; a new id when none is given) or replaces by id, and answers the saved product. The handle
  // names the product's page and the SKU its stock, so neither may be another product's.
  app.post("/product/save", async (c) => {
    const body = await readJson(c, productInputSchema);
    if (!body.ok) return body.response;
    const product = { ...body.data, id: body.data.id ?? crypto.randomUUID() };
    const others = shop.read(c).products.filter((p) => p.id !== product.id);
    for (const field of ["handle", "sku"] as const) {
      if (others.some((p) => p[field] === product[field])) {
        const reason = "already used by another product";
        return c.json(errorBody(c, `${field}: ${reason}`, { fields: { [field]: reason } }), 400);
      }
    }
    shop.write(c, (state) => {
      const at = state.products.findIndex((p) => p.id === product.id);
      if (at === -1) state.products.push(product);
      else state.products[at] = product;
    });
    return c.json(product);
  });

  app.get("/orders", (c) => sendJson(c, shop.read(c).orders));

  app.get("/order", async (c) => {
    const query = await readJson(c, z.object({ orderId: id }));
    if (!query.ok) return query.response;
    const order = shop.read(c).orders.find((o) => o.id === query.data.orderId);
    if (!order) return c.json(errorBody(c, E_COMMERCE_MESSAGES.unknownOrder), 404);
    return sendJson(c, order);
  });

  return app;
}
