import type { Feature } from "../../kit/feature.ts";
import { collapse, item } from "../../kit/navigation/items.ts";
import { searchRoutes } from "./routes.tsx";

/** The search pages (the template's Pages). */
export const search: Feature = {
  name: "search",
  routes: searchRoutes,
  menu: [{
    place: "pages",
    item: collapse("search", "search", "search", [
      item("search-classic", "searchClassic", "manage_search", "/pages/search/classic"),
      item("search-modern", "searchModern", "youtube_searched_for", "/pages/search/modern"),
    ]),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { search: "Search", searchClassic: "Classic", searchModern: "Modern" } },
    tr: { nav: { search: "Arama", searchClassic: "Klasik", searchModern: "Modern" } },
    ar: { nav: { search: "البحث", searchClassic: "كلاسيكي", searchModern: "حديث" } },
  },
};
