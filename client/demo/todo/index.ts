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
};
