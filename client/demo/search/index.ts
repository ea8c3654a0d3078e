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
};
