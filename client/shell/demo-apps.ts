import type { Feature } from "../kit/feature.ts";
import { addMessages } from "../kit/i18n/index.ts";
import { academy } from "../demo/academy/index.ts";
import { calendar } from "../demo/calendar/index.ts";
import { chat } from "../demo/chat/index.ts";
import { contacts } from "../demo/contacts/index.ts";
import { dashboards } from "../demo/dashboards/index.ts";
import { eCommerce } from "../demo/e-commerce/index.ts";
import { faq } from "../demo/faq/index.ts";
import { fileManager } from "../demo/file-manager/index.ts";
import { icons } from "../demo/icons/index.ts";
import { invoices } from "../demo/invoices/index.ts";
import { knowledgeBase } from "../demo/knowledge-base/index.ts";
import { mail } from "../demo/mail/index.ts";
import { notes } from "../demo/notes/index.ts";
import { profile } from "../demo/profile/index.ts";
import { scrumboard } from "../demo/scrumboard/index.ts";
import { search } from "../demo/search/index.ts";
import { todo } from "../demo/todo/index.ts";

/**
 * The demo apps (demo-apps.md), one line each: adding an app is its server module, its fixture, its client folder
 * and a line here. A chunk of its own, the demo wing's first (features.ts): their route tables and menus are not
 * in the first page's script. Their pages are lazily loaded chunks of their own.
 */
export const DEMO_APPS: readonly Feature[] = [
  mail,
  todo,
  notes,
  contacts,
  calendar,
  chat,
  scrumboard,
  dashboards,
  academy,
  eCommerce,
  fileManager,
  faq,
  knowledgeBase,
  invoices,
  profile,
  search,
  icons,
];

/**
 * A demo app as the shell shows it: its pages and menu entries marked as the demo's, apart from real work, and
 * its pages in the demo apps' stylesheet.
 */
function asDemo(app: Feature): Feature {
  return {
    ...app,
    style: "demo",
    routes: () => app.routes().map((r) => ({ ...r, demo: true })),
    menu: app.menu?.map((e) => ({ ...e, item: { ...e.item, demo: true } })),
  };
}

export const DEMO_FEATURES = DEMO_APPS.map(asDemo);

// Each app's words the shell shows of it (its menu's titles), registered once as the chunk loads.
for (const feature of DEMO_APPS) {
  if (feature.words) addMessages(feature.words);
}
