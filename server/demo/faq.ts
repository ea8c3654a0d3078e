import { Hono } from "hono";
import { faqs } from "../../fixtures/faq.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const faq = demoState("faq", faqs);

/** GET / → [{ id, question, answer }]. */
export function faqApp() {
  return new Hono<DemoEnv>().get("/", (c) => sendJson(c, faq.read(c)));
}
