import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { E2E, Harness, open, settingsFor, waitForPath } from "../support/e2e.ts";

/** A node of the menu as drawn: a link, a folding branch, or a group heading. */
type Node =
  | { label: string; url: string }
  | { label: string; children: Node[] }
  | { group: string; children: Node[] };

const link = (label: string, url: string): Node => ({ label, url });

/**
 * The navigation menu of spec section 2, in order, with issue 35's Documents and Document Requests among the
 * client's (request templates under Admin) and issue 36's Compliance after Secretarial (filing seasons under Admin).
 */
const SPEC_MENU: Node[] = [
  link("Home", "/apps/dashboard"),
  {
    label: "Client Admin",
    children: [
      link("Contact", "/apps/contact"),
      link("Clients", "/apps/account"),
      link("Quotes/Proposals", "/apps/opportunity/manageopportunity"),
      link("Documents", "/apps/documents"),
      link("Document Requests", "/apps/documents/requests"),
      link("Client Portal", "/apps/portal"),
    ],
  },
  link("Quality Control", "/apps/binding"),
  {
    label: "Tax",
    children: [
      link("Income Tax", "/apps/incometax"),
      link("Assessment", "/apps/comm/assessment"),
      link("Objection", "/apps/comm/objection"),
      link("Correspondence", "/apps/comm/correspondence"),
      link("Tax Clearance", "/apps/comm/taxclearance"),
      link("Tax Dashboard", "/apps/taxcase/trigger"),
    ],
  },
  {
    label: "Secretarial",
    children: [link("Secretarial Job", "/apps/secretarialjob"), link("Annual Return", "/apps/annualreturn")],
  },
  {
    label: "Compliance",
    children: [
      link("Obligations", "/apps/compliance/obligation"),
      link("Compliance report", "/apps/compliance/report"),
      link("Jobs", "/apps/jobs"),
      link("Job Board", "/apps/jobs/board"),
      link("Job Templates", "/apps/jobs/templates"),
    ],
  },
  {
    label: "Report",
    children: [{ label: "Tax", children: [link("Assessments not received", "/apps/reports/incometax")] }],
  },
  {
    label: "Admin",
    children: [{
      label: "Set Up",
      children: [
        {
          group: "Employee",
          children: [
            link("Department", "/apps/employee/department"),
            link("Designation", "/apps/employee/designation"),
            link("Employee", "/apps/employee/manageemployee"),
            link("Permission", "/apps/permission"),
            link("Divisions", "/apps/master/division"),
          ],
        },
        {
          group: "Manage",
          children: [
            link("Account Groups", "/apps/master/accountgroup"),
            link("CIPC", "/apps/master/cipc"),
            link("Filing Seasons", "/apps/compliance/filingseason"),
            link("Request Templates", "/apps/documents/templates"),
          ],
        },
      ],
    }],
  },
];

/** The practice's own work, after Home, for a back-office session whatever DEMO_APPS says. */
const PRACTICE_WORK = [
  link("My work", "/apps/my-work"),
  link("Practice calendar", "/apps/practice-calendar"),
];

/** The back office's menu: Home, the practice's own work, then the rest of the spec's menu. */
const PRACTICE_MENU: Node[] = [SPEC_MENU[0], ...PRACTICE_WORK, ...SPEC_MENU.slice(1)];

/** The applications group, apart from the practice's work: the demo apps, when the server offers them. */
const APPLICATIONS_MENU: Node = {
  group: "Applications",
  children: [
    {
      label: "Dashboards",
      children: [
        link("Analytics", "/apps/dashboards/analytics"),
        link("Project", "/apps/dashboards/project"),
      ],
    },
    link("Calendar", "/apps/calendar"),
    {
      label: "E-commerce",
      children: [link("Products", "/apps/e-commerce/products"), link("Orders", "/apps/e-commerce/orders")],
    },
    link("Academy", "/apps/academy/courses"),
    link("Mail", "/apps/mail/inbox"),
    link("To-do", "/apps/todo"),
    link("File manager", "/apps/file-manager"),
    link("Contacts", "/apps/contacts/all"),
    link("Chat", "/apps/chat"),
    link("Notes", "/apps/notes"),
    link("Scrumboard", "/apps/scrumboard/boards"),
  ],
};

/** The template's groups after the applications: pages, user interface (demo-data pages among them), docs. */
const PAGES_MENU: Node = {
  group: "Pages",
  children: [
    {
      label: "Authentication",
      children: [
        link("Sign in", "/pages/auth/login"),
        link("Register", "/pages/auth/register"),
        link("Forgot password", "/pages/auth/forgot-password"),
        link("Reset password", "/pages/auth/reset-password"),
        link("Lock screen", "/pages/auth/lock"),
        link("Mail confirmation", "/pages/auth/mail-confirm"),
      ],
    },
    link("Coming soon", "/pages/coming-soon"),
    {
      label: "Errors",
      children: [link("Error 404", "/pages/errors/error-404"), link("Error 500", "/pages/errors/error-500")],
    },
    link("FAQ", "/pages/faq"),
    link("Knowledge base", "/pages/knowledge-base"),
    {
      label: "Invoices",
      children: [link("Compact", "/pages/invoices/compact"), link("Modern", "/pages/invoices/modern")],
    },
    link("Maintenance", "/pages/maintenance"),
    {
      label: "Pricing",
      children: [
        link("Style 1", "/pages/pricing/style-1"),
        link("Style 2", "/pages/pricing/style-2"),
        link("Style 3", "/pages/pricing/style-3"),
      ],
    },
    link("Profile", "/pages/profile"),
    {
      label: "Search",
      children: [link("Classic", "/pages/search/classic"), link("Modern", "/pages/search/modern")],
    },
  ],
};

const layoutLinks = (kind: string) => [
  link("Full width", `/ui/page-layouts/${kind}/full-width`),
  link("Left sidebar", `/ui/page-layouts/${kind}/left-sidebar`),
  link("Right sidebar", `/ui/page-layouts/${kind}/right-sidebar`),
];

const UI_MENU: Node = {
  group: "User Interface",
  children: [
    link("Icons", "/ui/icons"),
    {
      label: "Page layouts",
      children: [
        { label: "Carded", children: layoutLinks("carded") },
        { label: "Simple", children: layoutLinks("simple") },
        link("Blank", "/ui/page-layouts/blank"),
      ],
    },
    link("Typography", "/ui/typography"),
    link("Helper classes", "/ui/helper-classes"),
  ],
};

const DOCS_MENU: Node = {
  group: "Documentation",
  children: [
    link("Getting started", "/documentation/getting-started"),
    link("Working with Ledgerdesk", "/documentation/working-with-ledgerdesk"),
    link("Authentication", "/documentation/authentication"),
    link("Components", "/documentation/components"),
    link("UI components", "/documentation/ui-components"),
    link("Third-party components", "/documentation/third-party-components"),
    link("API reference", "/documentation/api"),
    link("Changelog", "/documentation/changelog"),
  ],
};

const TEMPLATE_MENUS = [PAGES_MENU, UI_MENU, DOCS_MENU];

/** Reads the menu tree out of a rendered menu list (icon ligatures left out of the labels). */
function readMenu(list: Locator): Promise<Node[]> {
  return list.evaluate((root) => {
    const text = (el: Element | null): string => {
      if (!el) return "";
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll(".material-icons, [data-nav-badge]").forEach((i) => i.remove());
      return (copy.textContent ?? "").trim();
    };
    const walk = (ul: Element | null): unknown[] =>
      Array.from(ul?.children ?? []).map((li) => {
        const details = li.querySelector(":scope > details");
        if (details) {
          return {
            label: text(details.querySelector(":scope > summary")),
            children: walk(details.querySelector(":scope > ul")),
          };
        }
        const heading = li.querySelector(":scope > h3");
        if (heading) return { group: text(heading), children: walk(li.querySelector(":scope > ul")) };
        const a = li.querySelector(":scope > a");
        if (a) return { label: text(a), url: a.getAttribute("href") };
        const button = li.querySelector(":scope > button");
        return { label: text(button), children: [] };
      });
    return walk(root) as Node[];
  });
}

/** Every link of the tree with the branch labels that lead to it. */
function leaves(nodes: Node[], trail: string[] = []): { trail: string[]; label: string; url: string }[] {
  return nodes.flatMap((n) => {
    if ("url" in n) return [{ trail, label: n.label, url: n.url }];
    if ("group" in n) return leaves(n.children, trail);
    return leaves(n.children, [...trail, n.label]);
  });
}

/** Opens the folded branches on the way to a link of the vertical menu, as a user would. */
async function openBranches(page: Page, trail: string[]) {
  let scope = page.getByTestId("vertical-nav");
  for (const label of trail) {
    // A branch sits in the list itself or in a group heading's list within it.
    const details = scope.locator(":scope > li > details, :scope > li > ul > li > details").filter({
      has: page.locator(":scope > summary > span", { hasText: new RegExp(`^${RegExp.escape(label)}$`) }),
    });
    if ((await details.getAttribute("open")) === null) await details.locator(":scope > summary").click();
    scope = details.locator(":scope > ul");
  }
  return scope;
}

Deno.test({
  name: "navigation: the menu of the spec, and every item leads to its page",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "the vertical menu has exactly the spec's items, in order, then the demo apps and pages",
        async () => {
          await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            assert.deepEqual(await readMenu(page.getByTestId("vertical-nav")), [
              ...PRACTICE_MENU,
              APPLICATIONS_MENU,
              ...TEMPLATE_MENUS,
            ]);
            // Every demo app's entry says so; no entry of the practice's work does.
            const nav = page.getByTestId("vertical-nav");
            assert.equal(await nav.locator("[data-nav-id=mail] [data-demo-badge]").count(), 1);
            assert.equal(await nav.locator("[data-nav-id=faq] [data-demo-badge]").count(), 1);
            assert.equal(await nav.locator("[data-nav-id=my-work] [data-demo-badge]").count(), 0);
            assert.equal(await nav.locator("[data-nav-id=contact] [data-demo-badge]").count(), 0);
          });
        },
      );

      await t.step("clicking each menu item navigates to its URL", async () => {
        const unfolded = settingsFor("vertical", { layout: { config: { navbar: { folded: false } } } });
        await h.withPage({ settings: unfolded }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          for (const leaf of leaves(SPEC_MENU)) {
            const scope = await openBranches(page, leaf.trail);
            await scope.getByRole("link", { name: leaf.label, exact: true }).first().click();
            await waitForPath(page, leaf.url);
            const built = [
              "list-page",
              "dashboard-page",
              "report-page",
              "compliance-report-page",
              "portal-manager-page",
              "job-board-page",
            ];
            await page.locator(built.map((id) => `[data-testid=${id}]`).join(", ")).first().waitFor();
            assert.equal(await page.getByTestId("error-404").count(), 0, `${leaf.label} → ${leaf.url}`);
          }
          // Each demo app and template page opens on its own page with its heading. The sign-in pages and the
          // coming-soon and maintenance pages stand alone, without the menu, and the lock screen locks the session:
          // their entries are checked by address here, and each is opened in template-pages.test.ts.
          const standalone = /^\/pages\/(auth\/|coming-soon|maintenance)/;
          for (const leaf of leaves([...PRACTICE_WORK, APPLICATIONS_MENU, ...TEMPLATE_MENUS])) {
            const scope = await openBranches(page, leaf.trail);
            const link = scope.getByRole("link", { name: leaf.label, exact: true }).first();
            if (standalone.test(leaf.url)) {
              assert.equal(await link.getAttribute("href"), leaf.url, leaf.label);
              continue;
            }
            await link.click();
            await waitForPath(page, leaf.url);
            await page.locator("main h1").first().waitFor();
            if (leaf.url !== "/pages/errors/error-404") {
              // The page before may be the 404's, still shown while this one's chunk loads: it must go.
              await page.getByTestId("error-404").waitFor({ state: "detached" }).catch(() => {
                throw new Error(`${leaf.label} → ${leaf.url} shows the 404 page`);
              });
            }
          }
        });
      });

      await t.step("the horizontal menu has the same items and its dropdowns navigate", async () => {
        await h.withPage({ settings: settingsFor("horizontal") }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          const nav = page.getByTestId("horizontal-nav");
          const top = (await readMenu(nav)).map((n) => ("label" in n ? n.label : n.group));
          assert.deepEqual(
            top,
            [...PRACTICE_MENU, APPLICATIONS_MENU, ...TEMPLATE_MENUS].map((
              n,
            ) => ("label" in n ? n.label : n.group)),
          );

          await nav.locator("[data-nav-id=tax]").click();
          await nav.getByRole("link", { name: "Tax Dashboard" }).click();
          await waitForPath(page, "/apps/taxcase/trigger");
          assert.equal(await nav.getByRole("link", { name: "Tax Dashboard" }).count(), 0, "dropdown closes");

          await nav.locator("[data-nav-id=admin]").click();
          await nav.getByRole("link", { name: "CIPC" }).click();
          await waitForPath(page, "/apps/master/cipc");
          await page.getByTestId("list-page").waitFor();
        });
      });
    } finally {
      await h.close();
    }
  },
});

Deno.test({
  name:
    "navigation: with DEMO_APPS=off the demo apps leave the menu (the practice's own work stays) and their addresses are unknown pages",
  ...E2E,
  async fn() {
    const h = await Harness.start({ DEMO_APPS: "off" });
    try {
      await h.withPage({ settings: settingsFor("vertical") }, async ({ page }) => {
        await open(page, "/apps/dashboard");
        // The template's pages stay; those reading demo data go with the apps.
        const demoData = /^\/(pages\/(faq|knowledge-base|invoices|profile|search)|ui\/icons)/;
        const withoutDemo = (n: Node): Node | null => {
          if ("url" in n) return demoData.test(n.url) ? null : n;
          const children = n.children.map(withoutDemo).filter((c): c is Node => c !== null);
          return children.length === 0 ? null : { ...n, children };
        };
        assert.deepEqual(await readMenu(page.getByTestId("vertical-nav")), [
          ...PRACTICE_MENU,
          ...TEMPLATE_MENUS.map(withoutDemo),
        ]);
        for (const path of ["/apps/mail/inbox", "/apps/scrumboard/boards", "/pages/faq"]) {
          await open(page, path);
          await page.getByTestId("error-404").waitFor();
          assert.equal(new URL(page.url()).pathname, path, "the 404 page keeps the address");
        }
      });
    } finally {
      await h.close();
    }
  },
});
