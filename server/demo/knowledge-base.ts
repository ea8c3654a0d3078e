import { Hono } from "hono";
import { knowledgeBase } from "../../fixtures/knowledge-base.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const categories = demoState("knowledge-base", knowledgeBase);

/** GET / → the four categories with their featured articles. */
export function knowledgeBaseApp() {
  return new Hono<DemoEnv>().get("/", (c) => sendJson(c, categories.read(c)));
}
