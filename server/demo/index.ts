import { type Env, Hono } from "hono";
import type { TokenService } from "../auth/tokens.ts";
import { type DemoEnv, demoSession, Sandboxes } from "./sandbox.ts";
import { quickPanelApp } from "./quick-panel.ts";

/**
 * Every demo app's mock API (demo-apps.md §7), by mount point. Adding an app is one module, one fixture and one
 * line here. The mock sign-in (/api/auth) is mounted on its own: it runs before there is a session.
 */
export const DEMO_APPS: ReadonlyArray<readonly [base: string, make: () => Hono<DemoEnv>]> = [
  ["/api/quick-panel", quickPanelApp],
];

/** Mounts the demo apps behind the per-user sandbox session. */
export function mountDemoApps<E extends Env>(
  app: Hono<E>,
  { tokens, sandboxes = new Sandboxes() }: { tokens: TokenService; sandboxes?: Sandboxes },
) {
  const session = demoSession(tokens, sandboxes);
  for (const [base, make] of DEMO_APPS) {
    // The session runs for this app's paths only (a sub-app's "*" is scoped to where it is mounted).
    app.route(base, new Hono<DemoEnv>().use("*", session).route("/", make()));
  }
}
