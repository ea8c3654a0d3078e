import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { faqRoutes } from "./routes.tsx";

/** The FAQ page (the template's Pages). */
export const faq: Feature = {
  name: "faq",
  routes: faqRoutes,
  menu: [{
    place: "pages",
    item: item("faq", "faq", "help", "/pages/faq"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { faq: "FAQ" } },
    tr: { nav: { faq: "SSS" } },
    ar: { nav: { faq: "الأسئلة الشائعة" } },
  },
};
