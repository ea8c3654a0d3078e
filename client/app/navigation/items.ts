import { type AuthList, authRoles, DEFAULT_AUTH } from "../../../domain/roles.ts";

/** One entry of the navigation tree (Fuse style): items link, collapses fold, groups head a section. */
export type NavItem = {
  id: string;
  /** An i18n key under `nav.`. */
  title: string;
  type: "item" | "collapse" | "group";
  icon?: string;
  url?: string;
  auth?: AuthList;
  children?: NavItem[];
};

const item = (id: string, title: string, icon: string, url: string): NavItem => ({
  id,
  title,
  type: "item",
  icon,
  url,
});

/**
 * The navigation menu of spec section 2, in order. Admin is for admins; every other entry carries the default
 * access list, so the branches below them need none of their own.
 */
export const NAVIGATION: NavItem[] = [
  { ...item("home", "home", "home", "/apps/dashboard"), auth: DEFAULT_AUTH },
  {
    id: "client-admin",
    title: "clientAdmin",
    type: "collapse",
    icon: "people",
    auth: DEFAULT_AUTH,
    children: [
      item("contact", "contact", "contacts", "/apps/contact"),
      item("clients", "clients", "business", "/apps/account"),
      item("quotes", "quotes", "request_quote", "/apps/opportunity/manageopportunity"),
    ],
  },
  { ...item("quality-control", "qualityControl", "fact_check", "/apps/binding"), auth: DEFAULT_AUTH },
  {
    id: "tax",
    title: "tax",
    type: "collapse",
    icon: "account_balance",
    auth: DEFAULT_AUTH,
    children: [
      item("income-tax", "incomeTax", "request_page", "/apps/incometax"),
      item("assessment", "assessment", "assignment", "/apps/comm/assessment"),
      item("objection", "objection", "gavel", "/apps/comm/objection"),
      item("correspondence", "correspondence", "mail", "/apps/comm/correspondence"),
      item("tax-clearance", "taxClearance", "verified", "/apps/comm/taxclearance"),
      item("tax-dashboard", "taxDashboard", "dashboard", "/apps/taxcase/trigger"),
    ],
  },
  {
    id: "secretarial",
    title: "secretarial",
    type: "collapse",
    icon: "work_history",
    auth: DEFAULT_AUTH,
    children: [
      item("secretarial-job", "secretarialJob", "work", "/apps/secretarialjob"),
      item("annual-return", "annualReturn", "event_repeat", "/apps/annualreturn"),
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
              item("department", "department", "corporate_fare", "/apps/employee/department"),
              item("designation", "designation", "badge", "/apps/employee/designation"),
              item("employee", "employee", "person", "/apps/employee/manageemployee"),
              item("permission", "permission", "lock", "/apps/permission"),
              item("divisions", "divisions", "account_tree", "/apps/master/division"),
            ],
          },
          {
            id: "manage-group",
            title: "manageGroup",
            type: "group",
            icon: "tune",
            children: [
              item("account-groups", "accountGroups", "workspaces", "/apps/master/accountgroup"),
              item("cipc", "cipc", "domain", "/apps/master/cipc"),
            ],
          },
        ],
      },
    ],
  },
];
