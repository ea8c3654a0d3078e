/**
 * Takes the README's screenshots from a running development server (seeded sign-ins):
 * `deno run -A tests/support/screenshots.ts [base-url] [file filter]`. Not a test; a tool to keep docs/screenshots true.
 */
import { deepMerge, DEFAULT_SETTINGS, LAYOUT_DEFAULTS, type LayoutStyle } from "../../domain/settings.ts";
import { apiSignIn, SIGN_INS, storedSession } from "./auth-server.ts";
import { seedStorage } from "./e2e.ts";
import { launchBrowser } from "./browser.ts";

type Shot = {
  file: string;
  path: string;
  style?: LayoutStyle;
  config?: object;
  language?: "en" | "tr" | "ar";
  clicks?: string[];
  /** Typed after the clicks (a search as someone types it). */
  typed?: string;
  /** What must be on screen before the picture (a dialog loaded with its own chunk). */
  waitFor?: string;
  guest?: boolean;
  /** Signed in as this seeded user; the admin unless it says. */
  who?: keyof typeof SIGN_INS;
  viewport?: { width: number; height: number };
};

const SHOTS: Shot[] = [
  { file: "login.png", path: "/login", guest: true },
  { file: "vertical.png", path: "/apps/account", config: { navbar: { folded: false } } },
  { file: "horizontal.png", path: "/apps/account", style: "horizontal", clicks: ["[data-nav-id=tax]"] },
  {
    file: "arabic-rtl.png",
    path: "/apps/comm/objection",
    language: "ar",
    config: { navbar: { folded: false } },
  },
  { file: "dashboard.png", path: "/apps/dashboard" },
  { file: "report.png", path: "/apps/reports/incometax" },
  { file: "trigger-runs.png", path: "/apps/taxcase/trigger" },
  {
    file: "chat-panel.png",
    path: "/apps/dashboard",
    clicks: ["[data-testid=chat-panel-toggle]", "[data-testid=chat-contact]"],
  },
  { file: "quick-panel.png", path: "/apps/dashboard", clicks: ["[data-testid=quick-panel-toggle]"] },
  { file: "settings-panel.png", path: "/apps/dashboard", clicks: ["[data-testid=settings-open]"] },
  { file: "error-404.png", path: "/no/such/page" },
  { file: "mail.png", path: "/apps/mail/inbox/m-2026-0302" },
  { file: "todo.png", path: "/apps/todo" },
  { file: "notes.png", path: "/apps/notes" },
  { file: "contacts.png", path: "/apps/contacts/all" },
  { file: "calendar.png", path: "/apps/calendar?view=month&date=2026-03-01" },
  { file: "calendar-week.png", path: "/apps/calendar?view=week&date=2026-03-12" },
  { file: "chat-app.png", path: "/apps/chat?contact=contact-johan" },
  { file: "scrumboard.png", path: "/apps/scrumboard/boards/acme-frontend/acme-frontend-application" },
  { file: "dashboard-analytics.png", path: "/apps/dashboards/analytics" },
  { file: "dashboard-project.png", path: "/apps/dashboards/project" },
  { file: "e-commerce-products.png", path: "/apps/e-commerce/products" },
  { file: "e-commerce-order.png", path: "/apps/e-commerce/orders/1" },
  { file: "academy.png", path: "/apps/academy/courses" },
  { file: "academy-course.png", path: "/apps/academy/courses/a07b6e51c8/efiling-for-practitioners" },
  { file: "file-manager.png", path: "/apps/file-manager?path=My+Files&file=1" },
  { file: "faq.png", path: "/pages/faq?open=1" },
  { file: "knowledge-base.png", path: "/pages/knowledge-base" },
  { file: "invoice-modern.png", path: "/pages/invoices/modern" },
  { file: "invoice-compact.png", path: "/pages/invoices/compact" },
  { file: "profile.png", path: "/pages/profile" },
  { file: "profile-about.png", path: "/pages/profile?tab=about" },
  { file: "search-classic.png", path: "/pages/search/classic?q=tax" },
  { file: "search-modern.png", path: "/pages/search/modern?q=tax" },
  { file: "icons.png", path: "/ui/icons" },
  { file: "auth-forgot-password.png", path: "/pages/auth/forgot-password", guest: true },
  {
    file: "auth-reset-full-screen.png",
    path: "/pages/auth/reset-password/full-screen?token=e.x",
    guest: true,
  },
  { file: "auth-lock.png", path: "/pages/auth/lock" },
  { file: "coming-soon.png", path: "/pages/coming-soon", guest: true },
  { file: "maintenance.png", path: "/pages/maintenance", guest: true },
  { file: "pricing-1.png", path: "/pages/pricing/style-1" },
  { file: "pricing-2.png", path: "/pages/pricing/style-2" },
  { file: "pricing-3.png", path: "/pages/pricing/style-3", language: "ar" },
  { file: "layout-carded-left.png", path: "/ui/page-layouts/carded/left-sidebar" },
  { file: "layout-simple-right.png", path: "/ui/page-layouts/simple/right-sidebar" },
  { file: "typography.png", path: "/ui/typography" },
  { file: "helper-classes.png", path: "/ui/helper-classes" },
  { file: "docs-getting-started.png", path: "/documentation/getting-started" },
  {
    file: "docs-api.png",
    path: "/documentation/api?q=account",
    clicks: ["[data-testid=api-operation] summary"],
  },
  {
    file: "docs-arabic-phone.png",
    path: "/documentation/working-with-ledgerdesk",
    language: "ar",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "profile-arabic-phone.png",
    path: "/pages/profile",
    language: "ar",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "list-arabic-phone.png",
    path: "/apps/incometax",
    language: "ar",
    clicks: ["[data-testid=next-page]"],
    viewport: { width: 390, height: 844 },
  },
  {
    file: "mail-arabic-phone.png",
    path: "/apps/mail/inbox",
    language: "ar",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "practice-calendar.png",
    path: "/apps/practice-calendar?view=month",
    waitFor: "[data-testid=calendar-entry]",
    viewport: { width: 1440, height: 900 },
  },
  {
    file: "practice-calendar-arabic-phone.png",
    path: "/apps/practice-calendar",
    language: "ar",
    waitFor: "[data-testid=calendar-entry]",
    viewport: { width: 390, height: 844 },
  },
  {
    // The staff sign-in is a manager with work of their own in the demo practice; the admin has none.
    file: "my-work.png",
    path: "/apps/my-work",
    who: "staff",
    waitFor: "[data-testid=work-entry]",
    viewport: { width: 1440, height: 900 },
  },
  {
    file: "my-work-arabic-phone.png",
    path: "/apps/my-work",
    who: "staff",
    language: "ar",
    waitFor: "[data-testid=work-entry]",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "workload-arabic-phone.png",
    path: "/apps/my-work?view=workload",
    who: "staff",
    language: "ar",
    waitFor: "[data-testid=workload-row]",
    viewport: { width: 390, height: 844 },
  },
  {
    // Issue 32: the home page starts with the signed-in person's work; the toolbar searches the practice.
    file: "home-my-work.png",
    path: "/apps/dashboard",
    who: "staff",
    waitFor: "[data-testid=home-overdue] [data-testid=home-item]",
    viewport: { width: 1440, height: 900 },
  },
  {
    file: "home-my-work-arabic-phone.png",
    path: "/apps/dashboard",
    who: "staff",
    language: "ar",
    waitFor: "[data-testid=home-overdue] [data-testid=home-item]",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "practice-search.png",
    path: "/apps/dashboard",
    clicks: ["[data-testid=site-search-open]"],
    typed: "ndlovu",
    waitFor: "[data-testid=site-search-result]",
    viewport: { width: 1440, height: 900 },
  },
  {
    file: "client-form.png",
    path: "/apps/account/addaccount",
    waitFor: "[name=financialYearEnd]",
    viewport: { width: 1440, height: 900 },
  },
  { file: "two-factor.png", path: "/account/two-factor" },
  {
    file: "two-factor-arabic-phone.png",
    path: "/account/two-factor",
    language: "ar",
    viewport: { width: 390, height: 844 },
  },
  {
    file: "sign-out-everywhere-arabic.png",
    path: "/apps/dashboard",
    language: "ar",
    clicks: ["[data-testid=user-menu]", "[data-testid=logout-everywhere]"],
    waitFor: "[data-testid=logout-everywhere-dialog]",
  },
  {
    file: "employee-sign-in.png",
    path: "/apps/employee/manageemployee?q=sipho",
    clicks: ["tbody tr"],
    waitFor: "[data-testid=end-sessions]",
  },
  {
    file: "employee-sign-in-arabic-phone.png",
    path: "/apps/employee/manageemployee?q=sipho",
    language: "ar",
    clicks: ["tbody tr"],
    waitFor: "[data-testid=end-sessions]",
    viewport: { width: 390, height: 844 },
  },
];

const base = Deno.args[0] ?? "http://localhost:8000";
/** Only the shots whose file name holds this text (all without it). */
const only = Deno.args[1] ?? "";
await Deno.mkdir("docs/screenshots", { recursive: true });
const browser = await launchBrowser();
try {
  for (const shot of SHOTS.filter((s) => s.file.includes(only))) {
    const style = shot.style ?? "vertical";
    const settings = {
      ...DEFAULT_SETTINGS,
      animations: false,
      layout: { style, config: deepMerge(LAYOUT_DEFAULTS[style], shot.config ?? {}) },
    };
    const session = shot.guest ? null : await apiSignIn(base, SIGN_INS[shot.who ?? "admin"]);
    if (session) {
      // Signed in, the shell follows the user's saved settings: save the shot's settings on the user first.
      await fetch(new URL("/api/auth/user/update", base), {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${session.jwt_access_token}` },
        body: JSON.stringify({ user: { data: { settings } } }),
      }).then((r) => r.body?.cancel());
    }
    const context = await browser.newContext({ viewport: shot.viewport ?? { width: 1280, height: 800 } });
    await seedStorage(context, {
      settings,
      language: shot.language,
      session: session && storedSession(session),
    });
    const page = await context.newPage();
    await page.goto(base + shot.path);
    // A prerendered page (sign-in) has no splash screen; any other waits for its splash to go.
    await page.waitForFunction(() => !document.querySelector("#splash-screen:not(.hidden)"));
    await page.evaluate(() => document.fonts.ready);
    for (const selector of shot.clicks ?? []) await page.click(selector);
    if (shot.typed) await page.keyboard.type(shot.typed);
    if (shot.waitFor) await page.locator(shot.waitFor).first().waitFor();
    // Let the sign-in messages settle out of the picture.
    await page.evaluate(() => document.querySelectorAll("[data-testid=message]").forEach((m) => m.remove()));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `docs/screenshots/${shot.file}` });
    await context.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
}
