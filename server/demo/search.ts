import { Hono } from "hono";
import { searchResults } from "../../fixtures/search.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const search = demoState("search", searchResults);

/** GET / → all eight sample results, whatever the query (demo-apps.md §7, §9). */
export function searchApp() {
  return new Hono<DemoEnv>().get("/", (c) => sendJson(c, search.read(c)));
}
