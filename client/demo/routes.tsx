import { demoAppsOn } from "../kit/page-meta.ts";
import type { AppRoute } from "../kit/routes/types.ts";
import { academyRoutes } from "./academy/routes.tsx";
import { calendarRoutes } from "./calendar/routes.tsx";
import { chatRoutes } from "./chat/routes.tsx";
import { contactsRoutes } from "./contacts/routes.tsx";
import { dashboardsRoutes } from "./dashboards/routes.tsx";
import { eCommerceRoutes } from "./e-commerce/routes.tsx";
import { faqRoutes } from "./faq/routes.tsx";
import { fileManagerRoutes } from "./file-manager/routes.tsx";
import { iconsRoutes } from "./icons/routes.tsx";
import { invoicesRoutes } from "./invoices/routes.tsx";
import { knowledgeBaseRoutes } from "./knowledge-base/routes.tsx";
import { mailRoutes } from "./mail/routes.tsx";
import { notesRoutes } from "./notes/routes.tsx";
import { profileRoutes } from "./profile/routes.tsx";
import { scrumboardRoutes } from "./scrumboard/routes.tsx";
import { searchRoutes } from "./search/routes.tsx";
import { todoRoutes } from "./todo/routes.tsx";

/**
 * Every demo app's routes and the pages reading demo data (/pages/faq, /ui/icons, …), each from its own module
 * (its pages a lazily loaded chunk of their own). None when the server does not offer the demo apps
 * (DEMO_APPS=off): their addresses are then unknown pages.
 */
export function demoRoutes(): AppRoute[] {
  if (!demoAppsOn()) return [];
  return [
    ...mailRoutes(),
    ...todoRoutes(),
    ...notesRoutes(),
    ...contactsRoutes(),
    ...calendarRoutes(),
    ...chatRoutes(),
    ...scrumboardRoutes(),
    ...dashboardsRoutes(),
    ...academyRoutes(),
    ...eCommerceRoutes(),
    ...fileManagerRoutes(),
    ...faqRoutes(),
    ...knowledgeBaseRoutes(),
    ...invoicesRoutes(),
    ...profileRoutes(),
    ...searchRoutes(),
    ...iconsRoutes(),
  ];
}
