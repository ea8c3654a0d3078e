import { DEFAULT_AUTH } from "../../../domain/roles.ts";
import type { NavItem } from "./items.ts";

const app = (id: string, title: string, icon: string, url: string): NavItem => ({
  id,
  title,
  type: "item",
  icon,
  url,
});

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
    {
      id: "dashboards",
      title: "dashboards",
      type: "collapse",
      icon: "dashboard",
      children: [
        app("analytics", "analytics", "insights", "/apps/dashboards/analytics"),
        app("project", "project", "assignment", "/apps/dashboards/project"),
      ],
    },
    app("calendar", "calendar", "today", "/apps/calendar"),
    {
      id: "e-commerce",
      title: "eCommerce",
      type: "collapse",
      icon: "shopping_cart",
      children: [
        app("products", "products", "inventory_2", "/apps/e-commerce/products"),
        app("orders", "orders", "receipt_long", "/apps/e-commerce/orders"),
      ],
    },
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

/**
 * The "Pages" group: the template's pages that read demo data (FAQ, knowledge base, invoices, profile, site
 * search, the icon catalogue). Like the applications, shown only when the server offers the demo apps.
 */
export const DEMO_PAGES: NavItem = {
  id: "pages",
  title: "pages",
  type: "group",
  icon: "description",
  auth: DEFAULT_AUTH,
  children: [
    app("faq", "faq", "help", "/pages/faq"),
    app("knowledge-base", "knowledgeBase", "import_contacts", "/pages/knowledge-base"),
    {
      id: "invoices",
      title: "invoices",
      type: "collapse",
      icon: "receipt",
      children: [
        app("invoice-compact", "invoiceCompact", "view_agenda", "/pages/invoices/compact"),
        app("invoice-modern", "invoiceModern", "view_quilt", "/pages/invoices/modern"),
      ],
    },
    app("profile", "profile", "person", "/pages/profile"),
    {
      id: "search",
      title: "search",
      type: "collapse",
      icon: "search",
      children: [
        app("search-classic", "searchClassic", "manage_search", "/pages/search/classic"),
        app("search-modern", "searchModern", "youtube_searched_for", "/pages/search/modern"),
      ],
    },
    app("icons", "icons", "emoji_symbols", "/ui/icons"),
  ],
};
