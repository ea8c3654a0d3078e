import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { profileRoutes } from "./routes.tsx";

/** The profile page (the template's Pages). */
export const profile: Feature = {
  name: "profile",
  routes: profileRoutes,
  menu: [{
    place: "pages",
    item: item("profile", "profile", "person", "/pages/profile"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { profile: "Profile" } },
    tr: { nav: { profile: "Profil" } },
    ar: { nav: { profile: "الملف الشخصي" } },
  },
};
