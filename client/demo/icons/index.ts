import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { iconsRoutes } from "./routes.tsx";

/** The icons page (the template's User Interface). */
export const icons: Feature = {
  name: "icons",
  routes: iconsRoutes,
  menu: [{
    place: "userInterface",
    item: item("icons", "icons", "emoji_symbols", "/ui/icons"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { icons: "Icons" } },
    tr: { nav: { icons: "Simgeler" } },
    ar: { nav: { icons: "الأيقونات" } },
  },
};
