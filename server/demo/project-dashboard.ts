import { Hono } from "hono";
import { projectDashboardWidgets, projects } from "../../fixtures/project-dashboard.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const dashboard = demoState("project-dashboard", { widgets: projectDashboardWidgets, projects });

/** GET /widgets → widgets 1 to 11 and the weather widget, keyed by id; GET /projects → [{ id, name }]. */
export function projectDashboardApp() {
  return new Hono<DemoEnv>()
    .get("/widgets", (c) => sendJson(c, dashboard.read(c).widgets))
    .get("/projects", (c) => sendJson(c, dashboard.read(c).projects));
}
