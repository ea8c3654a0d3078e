import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { mailRoutes } from "./routes.tsx";

/** The mail app. */
export const mail: Feature = {
  name: "mail",
  routes: mailRoutes,
  menu: [{
    place: "applications",
    item: item("mail", "mail", "email", "/apps/mail/inbox"),
  }],
};
