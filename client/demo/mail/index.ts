import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { mailRoutes } from "./routes.tsx";

/** The mail app. */
export const mail: Feature = {
  name: "mail",
  routes: mailRoutes,
  menu: [{
    place: "applications",
    item: item("mail", "mail", "email", "/apps/mail/inbox"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { mail: "Mail" } },
    tr: { nav: { mail: "E-posta" } },
    ar: { nav: { mail: "البريد" } },
  },
};
