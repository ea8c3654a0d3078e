import { Hono } from "hono";
import { z } from "zod";
import { invoices } from "../../fixtures/invoices.ts";
import { validate } from "../middleware/validate.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const invoiceState = demoState("invoices", invoices);
const invoiceQuery = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /get-invoice?id → the invoice. An unknown id answers an empty body as the spec says; its status is not shown,
 * and 404 is chosen so a client can tell "no such invoice" from an invoice without checking the body.
 */
export function invoicesApp() {
  return new Hono<DemoEnv>().get("/get-invoice", validate("json", invoiceQuery), (c) => {
    const query = c.req.valid("json");
    const found = invoiceState.read(c).find((invoice) => invoice.id === query.id);
    return found ? sendJson(c, found) : c.body(null, 404);
  });
}
