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
};
