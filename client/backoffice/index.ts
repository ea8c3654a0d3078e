import { lazy } from "react";
import type { Feature } from "../kit/feature.ts";
import { BACKOFFICE_MENU } from "./menu.ts";
import { backofficeRoutes } from "./routes.ts";

/**
 * The back office: every resource's pages, the dashboard, the report, the practice calendar and my work, for a
 * back-office session. My work's count is a chunk of its own, so the first page carries neither the data layer
 * nor the count's words; it loads with the menu of a user who has the item.
 */
export const backoffice: Feature = {
  name: "backoffice",
  routes: backofficeRoutes,
  style: "backoffice",
  menu: BACKOFFICE_MENU,
  search: { source: lazy(() => import("./search/PracticeSearchSource.tsx")), backoffice: true },
  badges: {
    myWork: lazy(() =>
      import("./workflows/practice-work/MyWorkBadge.tsx").then((m) => ({ default: m.MyWorkBadge }))
    ),
  },
};
