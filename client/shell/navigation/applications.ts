import { DEFAULT_AUTH } from "../../../domain/roles.ts";
import { collapse, item as app, type NavItem } from "./items.ts";

/**
 * The back office's own applications, first in the "Applications" group for a back-office session (whatever
 * DEMO_APPS says): the practice calendar, and my work with its count.
 */
export const PRACTICE_APPLICATIONS: NavItem[] = [
  {
    ...app("practice-calendar", "practiceCalendar", "event_note", "/apps/practice-calendar"),
    auth: DEFAULT_AUTH,
  },
  { ...app("my-work", "myWork", "assignment_ind", "/apps/my-work"), auth: DEFAULT_AUTH, badge: "myWork" },
];

/**
 * The "Applications" group: every demo app (demo-apps.md), for any signed-in user, demo or back office. Shown
 * only when the server offers the demo apps (DEMO_APPS); its routes come and go with it (client/demo/routes.tsx).
 */
export const APPLICATIONS: NavItem = {
  id: "applications",
  title: "applications",
  type: "group",
  icon: "apps",
  auth: DEFAULT_AUTH,
  children: [
    collapse("dashboards", "dashboards", "dashboard", [
      app("analytics", "analytics", "insights", "/apps/dashboards/analytics"),
      app("project", "project", "assignment", "/apps/dashboards/project"),
    ]),
    app("calendar", "calendar", "today", "/apps/calendar"),
    collapse("e-commerce", "eCommerce", "shopping_cart", [
      app("products", "products", "inventory_2", "/apps/e-commerce/products"),
      app("orders", "orders", "receipt_long", "/apps/e-commerce/orders"),
    ]),
    app("academy", "academy", "school", "/apps/academy/courses"),
    app("mail", "mail", "email", "/apps/mail/inbox"),
    app("todo", "todo", "checklist", "/apps/todo"),
    app("file-manager", "fileManager", "folder", "/apps/file-manager"),
    app("contacts", "contacts", "account_box", "/apps/contacts/all"),
    app("chat", "chat", "chat", "/apps/chat"),
    app("notes", "notes", "note", "/apps/notes"),
    app("scrumboard", "scrumboard", "view_kanban", "/apps/scrumboard/boards"),
  ],
};
