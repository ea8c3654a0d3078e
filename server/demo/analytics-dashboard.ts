import { Hono } from "hono";
import { analyticsWidgets } from "../../fixtures/analytics-dashboard.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const analytics = demoState("analytics-dashboard", analyticsWidgets);

/** GET /widgets → widgets 1 to 9, keyed by id. */
export function analyticsDashboardApp() {
  return new Hono<DemoEnv>().get("/widgets", (c) => sendJson(c, analytics.read(c)));
}
