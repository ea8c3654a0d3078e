import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { notesRoutes } from "./routes.tsx";

/** The notes app. */
export const notes: Feature = {
  name: "notes",
  routes: notesRoutes,
  menu: [{
    place: "applications",
    item: item("notes", "notes", "note", "/apps/notes"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { notes: "Notes" } },
    tr: { nav: { notes: "Notlar" } },
    ar: { nav: { notes: "الملاحظات" } },
  },
};
