import { Hono } from "hono";
import { quickPanelFixture } from "../../fixtures/quick-panel.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const quickPanel = demoState("quick-panel", quickPanelFixture);

/** GET /api/quick-panel/data → { notes, events }. */
export function quickPanelApp() {
  return new Hono<DemoEnv>().get("/data", (c) => sendJson(c, quickPanel.read(c)));
}
