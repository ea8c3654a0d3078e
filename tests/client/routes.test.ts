import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { routeTable } from "../../client/shell/router.tsx";
import { matchPath } from "react-router";
import { composeMenu } from "../../client/shell/navigation/outline.ts";
import { auth } from "../../client/auth/index.ts";
import { pages } from "../../client/pages/index.ts";
import { DEMO_APPS } from "../../client/shell/demo-apps.ts";
import { filterNavigation } from "../../client/kit/navigation/filter.ts";
import type { NavItem } from "../../client/kit/navigation/items.ts";
import { REDIRECTS } from "../../client/shell/routes/redirects.ts";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";
import { loadWings } from "../../client/shell/features.ts";

// The template pages and the demo apps are chunks of their own, in the table once loaded as the start-up does.
await loadWings();
const paths = new Set(routeTable().map((r) => r.path));

Deno.test("the route table has the spec's example paths exactly as written", () => {
  for (
    const p of [
      "/apps/account",
      "/apps/account/addaccount",
      "/apps/account/view/:id",
      "/apps/account/:id",
      "/apps/incometax/addincomeTax",
      "/apps/comm/professionalletter/exit/addexit",
      "/apps/comm/professionalletter/entrance/addentrance",
      "/apps/employee/manageemployee/addemployee",
      "/apps/opportunity/manageopportunity/addopportunity",
      "/apps/master/supplier/view/:id",
      "/apps/master/cipc/view/:id",
      "/apps/taxcase/trigger/records",
      "/apps/taxcase/trigger/addtrigger",
      "/apps/paymenttracking/autopayment/addautopayment",
      "/apps/reports/incometax",
      "/apps/dashboard",
      "/pages/errors/error-404",
      "/pages/errors/error-500",
      "/login",
      "/register",
      "/logout",
      "/callback",
      "/auth/admin-role-example",
      "/auth/staff-role-example",
      "/auth/guest-role-example",
    ]
  ) ok(paths.has(p), p);
});

Deno.test("no view page where the spec has none; permission has no add page", () => {
  for (
    const p of [
      "/apps/comm/professionalletter/exit/view/:id",
      "/apps/project/view/:id",
      "/apps/master/office/view/:id",
      "/apps/paymenttracking/payment/view/:id",
      "/apps/module/view/:id",
    ]
  ) {
    strictEqual(paths.has(p), false, p);
  }
  strictEqual([...paths].some((p) => p.startsWith("/apps/permission/add")), false);
  ok(paths.has("/apps/permission/view/:id"));
});

Deno.test("every resource has its list and edit page, plus add and view where declared", () => {
  for (const r of RESOURCE_ROUTES) {
    ok(paths.has(r.base) && paths.has(`${r.base}/:id`), r.name);
    strictEqual(paths.has(`${r.base}/view/:id`), r.view, r.name);
    if (r.add) ok(paths.has(`${r.base}/${r.add}`), r.name);
  }
});

Deno.test("the redirects are the spec's", () => {
  deepStrictEqual(REDIRECTS, {
    "/": "/apps/dashboard",
    "/apps/master": "/apps/master/accountgroup",
    "/apps/employee": "/apps/employee/department",
    "/apps/comm": "/apps/comm/objection",
    "/apps/comm/professionalletter": "/apps/comm/professionalletter/entrance",
    "/apps/paymenttracking": "/apps/paymenttracking/payment",
    "/apps/opportunity": "/apps/opportunity/manageopportunity",
    "/apps/reports": "/apps/reports/incometax",
    "/apps/taxcase": "/apps/taxcase/trigger",
  });
  for (const [from, to] of Object.entries(REDIRECTS)) ok(paths.has(from) && paths.has(to), `${from} → ${to}`);
});

Deno.test("sign-in pages, coming soon, maintenance and a document request's link are bare pages", () => {
  const bare = routeTable().filter((r) => r.bare).map((r) => r.path);
  const auth = ["login", "register", "forgot-password", "reset-password", "lock", "mail-confirm"]
    .flatMap((p) => [`/pages/auth/${p}`, `/pages/auth/${p}/full-screen`]);
  deepStrictEqual(
    bare.sort(),
    [
      "/callback",
      "/login",
      "/register",
      "/pages/coming-soon",
      "/pages/maintenance",
      "/pages/documents/upload",
      ...auth,
    ].sort(),
  );
});

/** The menu of the template's groups and the demo apps, as the shell composes it (the back office left out). */
const templateNavigation = (demo: boolean) =>
  composeMenu([auth, pages, ...(demo ? DEMO_APPS : [])].flatMap((f) => f.menu ?? []))
    .filter((g) => g.id !== "applications");
const APPLICATIONS = composeMenu(DEMO_APPS.flatMap((f) => f.menu ?? [])).find((g) =>
  g.id === "applications"
)!;

Deno.test("the template's groups: pages and user interface for admins and staff, documentation for everyone", () => {
  const groups = (roles: string[], demo: boolean) =>
    filterNavigation(templateNavigation(demo), roles).map((g) => g.id);
  deepStrictEqual(groups(["admin"], true), ["pages", "user-interface", "documentation"]);
  deepStrictEqual(groups(["staff"], false), ["pages", "user-interface", "documentation"]);
  deepStrictEqual(groups(["clerk"], true), ["documentation"]);
  deepStrictEqual(groups(["user"], true), ["documentation"]);
  const urls = (items: NavItem[]): string[] => items.flatMap((i) => i.children ? urls(i.children) : [i.url!]);
  const withDemo = urls(templateNavigation(true));
  const withoutDemo = urls(templateNavigation(false));
  ok(withDemo.includes("/pages/faq") && withDemo.includes("/ui/icons"));
  deepStrictEqual(withoutDemo.filter((u) => /faq|knowledge|invoices|profile|search|icons/.test(u)), []);
  ok(withoutDemo.includes("/pages/pricing/style-3") && withoutDemo.includes("/documentation/api"));
});

Deno.test("every demo app and template page in the menu opens a route of the table; the issues' addresses exist", () => {
  const leaves = (items: NavItem[]): string[] =>
    items.flatMap((i) => i.children ? leaves(i.children) : [i.url!]);
  const table = routeTable();
  for (const url of leaves([APPLICATIONS, ...templateNavigation(true)])) {
    ok(table.some((r) => matchPath(r.path, url)), url);
  }
  for (
    const p of [
      "/apps/mail/:folder",
      "/apps/mail/label/:label",
      "/apps/mail/filter/:filter",
      "/apps/contacts/:filter",
      "/apps/calendar",
      "/apps/chat",
      "/apps/notes",
      "/apps/notes/reminders",
      "/apps/notes/archive",
      "/apps/notes/labels/:id",
      "/apps/scrumboard/boards",
      "/apps/scrumboard/boards/:boardId/:uri",
      "/apps/file-manager",
      "/pages/faq",
      "/pages/knowledge-base",
      "/pages/invoices/compact",
      "/pages/invoices/modern",
      "/pages/profile",
      "/pages/search/classic",
      "/pages/search/modern",
      "/ui/icons",
    ]
  ) ok(paths.has(p), p);
});
