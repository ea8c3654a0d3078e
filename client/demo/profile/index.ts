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
};
