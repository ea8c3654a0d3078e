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
};
