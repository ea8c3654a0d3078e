import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { academyRoutes } from "./routes.tsx";

/** The academy app: courses and their steps. */
export const academy: Feature = {
  name: "academy",
  routes: academyRoutes,
  menu: [{
    place: "applications",
    item: item("academy", "academy", "school", "/apps/academy/courses"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { academy: "Academy" } },
    tr: { nav: { academy: "Akademi" } },
    ar: { nav: { academy: "الأكاديمية" } },
  },
};
