import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { todoRoutes } from "./routes.tsx";

/** The to-do app. */
export const todo: Feature = {
  name: "todo",
  routes: todoRoutes,
  menu: [{
    place: "applications",
    item: item("todo", "todo", "checklist", "/apps/todo"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { todo: "To-do" } },
    tr: { nav: { todo: "Yapılacaklar" } },
    ar: { nav: { todo: "المهام" } },
  },
};
