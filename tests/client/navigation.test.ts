import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  filterNavigation,
  isActive,
  normalizeQuery,
  suggestPages,
} from "../../client/kit/navigation/filter.ts";
import type { NavItem } from "../../client/kit/navigation/items.ts";
import { BACKOFFICE_NAVIGATION as NAVIGATION } from "../../client/backoffice/menu.ts";
import { en } from "../../client/kit/i18n/en.ts";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";

const label = (key: string) => (en.nav as Record<string, string>)[key] ?? key;

function outline(items: NavItem[]): unknown[] {
  return items.map((
    i,
  ) => (i.children ? { [label(i.title)]: outline(i.children) } : `${label(i.title)} ${i.url}`));
}

Deno.test("the navigation menu is exactly the spec's, with issue 35's Documents, issue 36's Compliance, issue 37's Client Portal and issue 38's jobs and their board", () => {
  deepStrictEqual(outline(NAVIGATION), [
    "Home /apps/dashboard",
    {
      "Client Admin": [
        "Contact /apps/contact",
        "Clients /apps/account",
        "Quotes/Proposals /apps/opportunity/manageopportunity",
        "Documents /apps/documents",
        "Document Requests /apps/documents/requests",
        "Client Portal /apps/portal",
      ],
    },
    "Quality Control /apps/binding",
    {
      Tax: [
        "Income Tax /apps/incometax",
        "Assessment /apps/comm/assessment",
        "Objection /apps/comm/objection",
        "Correspondence /apps/comm/correspondence",
        "Tax Clearance /apps/comm/taxclearance",
        "Tax Dashboard /apps/taxcase/trigger",
      ],
    },
    { Secretarial: ["Secretarial Job /apps/secretarialjob", "Annual Return /apps/annualreturn"] },
    {
      Compliance: [
        "Obligations /apps/compliance/obligation",
        "Compliance report /apps/compliance/report",
        "Jobs /apps/jobs",
        "Job Board /apps/jobs/board",
        "Job Templates /apps/jobs/templates",
      ],
    },
    { Report: [{ Tax: ["Assessments not received /apps/reports/incometax"] }] },
    {
      Admin: [{
        "Set Up": [
          {
            Employee: [
              "Department /apps/employee/department",
              "Designation /apps/employee/designation",
              "Employee /apps/employee/manageemployee",
              "Permission /apps/permission",
              "Divisions /apps/master/division",
            ],
          },
          {
            Manage: [
              "Account Groups /apps/master/accountgroup",
              "CIPC /apps/master/cipc",
              "Filing Seasons /apps/compliance/filingseason",
              "Request Templates /apps/documents/templates",
            ],
          },
        ],
      }],
    },
  ]);
});

Deno.test("every navigation entry has an icon", () => {
  const walk = (items: NavItem[]): void =>
    items.forEach((i) => {
      strictEqual(typeof i.icon, "string", i.id);
      if (i.children) walk(i.children);
    });
  walk(NAVIGATION);
});

const tree: NavItem[] = [
  { id: "open", title: "open", type: "item", url: "/a" },
  { id: "admins", title: "admins", type: "item", url: "/b", auth: ["admin"] },
  {
    id: "section",
    title: "section",
    type: "collapse",
    children: [{ id: "staff-only", title: "staff", type: "item", url: "/c", auth: ["admin", "staff"] }],
  },
];

Deno.test("items with an auth list are hidden from users without one of its roles; empty sections go too", () => {
  deepStrictEqual(filterNavigation(tree, ["admin"]).map((i) => i.id), ["open", "admins", "section"]);
  deepStrictEqual(filterNavigation(tree, ["staff"]).map((i) => i.id), ["open", "section"]);
  deepStrictEqual(filterNavigation(tree, ["clerk"]).map((i) => i.id), ["open"]);
});

Deno.test("an item is active on its own path and the pages below it, not on a mere prefix", () => {
  const item = { id: "a", title: "a", type: "item" as const, url: "/apps/account" };
  strictEqual(isActive(item, "/apps/account"), true);
  strictEqual(isActive(item, "/apps/account/view/3"), true);
  strictEqual(isActive(item, "/apps/accountgroup"), false);
});

Deno.test("queries are trimmed, accent-stripped and lowercased; an empty query suggests nothing", () => {
  strictEqual(normalizeQuery("  Clíénts "), "clients");
  strictEqual(normalizeQuery("Ödeme"), "odeme");
  deepStrictEqual(suggestPages(NAVIGATION, "   ", label), []);
  const found = suggestPages(NAVIGATION, "ASSESS", label);
  deepStrictEqual(found.map((s) => s.url), ["/apps/comm/assessment", "/apps/reports/incometax"]);
  deepStrictEqual(found[1].trail, ["Report", "Tax"]);
});

Deno.test("a menu entry that opens a resource takes its address and icon from the resource's declaration", () => {
  const leaves = (items: NavItem[]): NavItem[] =>
    items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
  const byBase = new Map(RESOURCE_ROUTES.map((r) => [r.base, r]));
  const resourceItems = leaves(NAVIGATION).filter((i) => i.url && byBase.has(i.url));
  strictEqual(
    resourceItems.length,
    26,
    "the spec's menu opens 19 resources, issue 35's documents, requests and request templates, issue 36's " +
      "obligations and filing seasons, and issue 38's jobs and job templates",
  );
  for (const i of resourceItems) strictEqual(i.icon, byBase.get(i.url!)!.icon, i.id);
});

Deno.test("my work and the practice calendar follow Home, for a back-office session only; demo apps are marked", async () => {
  const { user, sessionKind } = await import("../../client/session/session.ts");
  const { useNavigation } = await import("../../client/shell/navigation/useNavigation.ts");
  await (await import("../../client/shell/features.ts")).loadWings();
  const top = () => useNavigation().map((i) => i.url ?? i.id).slice(0, 3);
  const someone = {
    role: ["admin"],
    from: "backoffice",
    uuid: "u1",
    data: {},
  } as unknown as typeof user.value;
  user.value = someone;
  sessionKind.value = "employee";
  deepStrictEqual(top(), ["/apps/dashboard", "/apps/my-work", "/apps/practice-calendar"]);
  const applications = useNavigation().find((i) => i.id === "applications")?.children ?? [];
  strictEqual(
    applications.length > 0 && applications.every((i) => i.demo),
    true,
    "the group holds demo apps only",
  );
  strictEqual(useNavigation().slice(0, 3).some((i) => i.demo), false);
  sessionKind.value = "demo";
  strictEqual(
    useNavigation().some((i) => i.url === "/apps/my-work" || i.url === "/apps/practice-calendar"),
    false,
    "a demo session has the demo apps only",
  );
  user.value = null;
  sessionKind.value = null;
});
