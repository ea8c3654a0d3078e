import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { contactsRoutes } from "./routes.tsx";

/** The contacts app. */
export const contacts: Feature = {
  name: "contacts",
  routes: contactsRoutes,
  menu: [{
    place: "applications",
    item: item("contacts", "contacts", "account_box", "/apps/contacts/all"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { contacts: "Contacts" } },
    tr: { nav: { contacts: "Kişiler" } },
    ar: { nav: { contacts: "جهات الاتصال" } },
  },
};
