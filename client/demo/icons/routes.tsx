import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const IconsPage = lazy(() => import("./IconsPage.tsx").then((m) => ({ default: m.IconsPage })));

/** The icon catalogue: `?q=` searches names and tags. */
export function iconsRoutes(): AppRoute[] {
  return [{ path: "/ui/icons", element: createElement(IconsPage) }];
}
