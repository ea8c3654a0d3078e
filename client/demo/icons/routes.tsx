import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const IconsPage = lazyPage(() => import("./IconsPage.tsx").then((m) => m.IconsPage));

/** The icon catalogue: `?q=` searches names and tags. */
export function iconsRoutes(): AppRoute[] {
  return [{ path: "/ui/icons", element: createElement(IconsPage) }];
}
