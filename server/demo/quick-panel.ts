import { Hono } from "hono";
import { quickPanelFixture } from "../../fixtures/quick-panel.ts";

/** GET /api/quick-panel/data → { notes, events }. */
export function quickPanelApp() {
  return new Hono().get("/data", (c) => c.json(quickPanelFixture));
}
