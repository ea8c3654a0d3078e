import { type Env, Hono } from "hono";
import type { TokenService } from "../auth/tokens.ts";
import { type DemoEnv, demoSession, Sandboxes, type SandboxHome } from "./sandbox.ts";
import { quickPanelApp } from "./quick-panel.ts";
import { academyApp } from "./academy.ts";
import { analyticsDashboardApp } from "./analytics-dashboard.ts";
import { projectDashboardApp } from "./project-dashboard.ts";
import { searchApp } from "./search.ts";
import { faqApp } from "./faq.ts";
import { fileManagerApp } from "./file-manager.ts";
import { iconsApp } from "./icons.ts";
import { invoicesApp } from "./invoices.ts";
import { knowledgeBaseApp } from "./knowledge-base.ts";
import { profileApp } from "./profile.ts";
import { scrumboardApp } from "./scrumboard.ts";
import { eCommerceApp } from "./e-commerce.ts";
import { mailApp } from "./mail.ts";
import { notesApp } from "./notes.ts";
import { todoApp } from "./todo.ts";
import { calendarApp } from "./calendar.ts";
import { contactsApp } from "./contacts.ts";
import { chatApp } from "./chat.ts";

/**
 * Every demo app's mock API (demo-apps.md §7), by mount point. Adding an app is one module, one fixture and one
 * line here. The mock sign-in (/api/auth) is mounted on its own: it runs before there is a session.
 */
export const DEMO_APPS: ReadonlyArray<readonly [base: string, make: () => Hono<DemoEnv>]> = [
  ["/api/quick-panel", quickPanelApp],
  ["/api/academy-app", academyApp],
  ["/api/analytics-dashboard-app", analyticsDashboardApp],
  ["/api/project-dashboard-app", projectDashboardApp],
  ["/api/search", searchApp],
  ["/api/faq", faqApp],
  ["/api/file-manager-app", fileManagerApp],
  ["/api/icons", iconsApp],
  ["/api/invoices", invoicesApp],
  ["/api/knowledge-base", knowledgeBaseApp],
  ["/api/profile", profileApp],
  ["/api/scrumboard-app", scrumboardApp],
  ["/api/e-commerce-app", eCommerceApp],
  ["/api/mail-app", mailApp],
  ["/api/notes-app", notesApp],
  ["/api/todo-app", todoApp],
  ["/api/calendar-app", calendarApp],
  ["/api/contacts-app", contactsApp],
  ["/api/chat", chatApp],
];

/**
 * Mounts the demo apps behind the per-user sandbox session; the sandboxes live in `sandboxes` (memory unless the
 * caller gives the store's).
 */
export function mountDemoApps<E extends Env>(
  app: Hono<E>,
  { tokens, sandboxes = new Sandboxes() }: { tokens: TokenService; sandboxes?: SandboxHome },
) {
  for (const [base, make] of DEMO_APPS) {
    // The session runs for this app's paths only (a sub-app's "*" is scoped to where it is mounted); a stored
    // sandbox is one row per app, named by where the app is mounted ("mail-app").
    const session = demoSession(tokens, sandboxes, base.slice("/api/".length));
    app.route(base, new Hono<DemoEnv>().use("*", session).route("/", make()));
  }
}
