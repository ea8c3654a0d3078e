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
};
