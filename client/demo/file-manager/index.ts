import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { fileManagerRoutes } from "./routes.tsx";

/** The file manager app. */
export const fileManager: Feature = {
  name: "file-manager",
  routes: fileManagerRoutes,
  menu: [{
    place: "applications",
    item: item("file-manager", "fileManager", "folder", "/apps/file-manager"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { fileManager: "File manager" } },
    tr: { nav: { fileManager: "Dosya yöneticisi" } },
    ar: { nav: { fileManager: "مدير الملفات" } },
  },
};
