import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { knowledgeBaseRoutes } from "./routes.tsx";

/** The knowledge base page (the template's Pages). */
export const knowledgeBase: Feature = {
  name: "knowledge-base",
  routes: knowledgeBaseRoutes,
  menu: [{
    place: "pages",
    item: item("knowledge-base", "knowledgeBase", "import_contacts", "/pages/knowledge-base"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { knowledgeBase: "Knowledge base" } },
    tr: { nav: { knowledgeBase: "Bilgi bankası" } },
    ar: { nav: { knowledgeBase: "قاعدة المعرفة" } },
  },
};
