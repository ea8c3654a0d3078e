import { COMPLIANCE_REPORT_PAGE } from "../../domain/compliance/report.ts";
import { PORTAL_MANAGER_PAGE } from "../../domain/portal.ts";
import { JOB_BOARD_PAGE } from "../../domain/jobs/board.ts";
import { placeByName } from "../../domain/resources/places.ts";
import { authRoles, DEFAULT_AUTH } from "../../domain/roles.ts";
import { item, type MenuEntry, type NavItem } from "../kit/navigation/items.ts";

/**
 * A menu entry that opens a back-office resource: its address and icon are the resource's own
 * (domain/resources/places.ts), written once there; the menu keeps only the spec's wording (`nav.<title>`).
 */
function resource(id: string, title: string, name: string): NavItem {
  const route = placeByName(name);
  if (!route) throw new Error(`navigation: no resource ${name}`);
  return item(id, title, route.icon, route.base);
}

/**
 * The navigation menu of spec section 2, in order, with issue 35's Documents among the client's and issue 36's Compliance after Secretarial. Admin is for
 * admins; every other entry carries the default access list, so the branches below them need none of their own.
 */
export const BACKOFFICE_NAVIGATION: NavItem[] = [
  { ...item("home", "home", "home", "/apps/dashboard"), auth: DEFAULT_AUTH },
  {
    id: "client-admin",
    title: "clientAdmin",
    type: "collapse",
    icon: "people",
    auth: DEFAULT_AUTH,
    children: [
      resource("contact", "contact", "contact"),
      resource("clients", "clients", "account"),
      resource("quotes", "quotes", "opportunity"),
      resource("documents", "documents", "document"),
      resource("document-requests", "documentRequests", "documentrequest"),
      item("client-portal", "clientPortal", "manage_accounts", PORTAL_MANAGER_PAGE),
    ],
  },
  { ...resource("quality-control", "qualityControl", "binding"), auth: DEFAULT_AUTH },
  {
    id: "tax",
    title: "tax",
    type: "collapse",
    icon: "account_balance",
    auth: DEFAULT_AUTH,
    children: [
      resource("income-tax", "incomeTax", "incometax"),
      resource("assessment", "assessment", "assessment"),
      resource("objection", "objection", "objection"),
      resource("correspondence", "correspondence", "correspondence"),
      resource("tax-clearance", "taxClearance", "taxclearance"),
      resource("tax-dashboard", "taxDashboard", "trigger"),
    ],
  },
  {
    id: "secretarial",
    title: "secretarial",
    type: "collapse",
    icon: "work_history",
    auth: DEFAULT_AUTH,
    children: [
      resource("secretarial-job", "secretarialJob", "secretarialjob"),
      resource("annual-return", "annualReturn", "annualreturn"),
    ],
  },
  {
    id: "compliance",
    title: "compliance",
    type: "collapse",
    icon: "event_available",
    auth: DEFAULT_AUTH,
    children: [
      resource("obligations", "obligations", "obligation"),
      item("compliance-report", "complianceReport", "fact_check", COMPLIANCE_REPORT_PAGE),
      // Issue 38: recurring work, the jobs and the templates their runs come from.
      resource("jobs", "jobs", "job"),
      item("job-board", "jobBoard", "view_kanban", JOB_BOARD_PAGE),
      resource("job-templates", "jobTemplates", "jobtemplate"),
    ],
  },
  {
    id: "report",
    title: "report",
    type: "collapse",
    icon: "insert_chart",
    auth: DEFAULT_AUTH,
    children: [
      {
        id: "report-tax",
        title: "reportTax",
        type: "collapse",
        icon: "summarize",
        children: [
          item(
            "assessments-not-received",
            "assessmentsNotReceived",
            "pending_actions",
            "/apps/reports/incometax",
          ),
        ],
      },
    ],
  },
  {
    id: "admin",
    title: "admin",
    type: "collapse",
    icon: "admin_panel_settings",
    auth: authRoles.admin,
    children: [
      {
        id: "set-up",
        title: "setUp",
        type: "collapse",
        icon: "settings",
        children: [
          {
            id: "employee-group",
            title: "employeeGroup",
            type: "group",
            icon: "groups",
            children: [
              resource("department", "department", "department"),
              resource("designation", "designation", "designation"),
              resource("employee", "employee", "employee"),
              resource("permission", "permission", "permission"),
              resource("divisions", "divisions", "division"),
            ],
          },
          {
            id: "manage-group",
            title: "manageGroup",
            type: "group",
            icon: "tune",
            children: [
              resource("account-groups", "accountGroups", "accountgroup"),
              resource("cipc", "cipc", "cipc"),
              resource("filing-seasons", "filingSeasons", "filingseason"),
              resource("request-templates", "requestTemplates", "requesttemplate"),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The practice's own work beside the spec's menu, for a back-office session (whatever DEMO_APPS says): my work
 * with its count, and the practice calendar.
 */
export const PRACTICE_WORK: NavItem[] = [
  { ...item("my-work", "myWork", "assignment_ind", "/apps/my-work"), auth: DEFAULT_AUTH, badge: "myWork" },
  {
    ...item("practice-calendar", "practiceCalendar", "event_note", "/apps/practice-calendar"),
    auth: DEFAULT_AUTH,
  },
];

/**
 * The back office's entries of the menu, for a back-office session only: Home, then the practice's own work,
 * then the spec's menu; apart from the demo apps, which have a group of their own.
 */
const [home, ...spec] = BACKOFFICE_NAVIGATION;
export const BACKOFFICE_MENU: MenuEntry[] = [home, ...PRACTICE_WORK, ...spec].map((i): MenuEntry => ({
  place: "main",
  item: { ...i, backoffice: true },
}));
