import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const SearchPage = lazyPage(() => import("./SearchPage.tsx").then((m) => m.SearchPage));

/** Site search results, in the classic (a list) or modern (cards) look; `?q=` is the query. */
export function searchRoutes(): AppRoute[] {
  return [
    { path: "/pages/search/classic", element: createElement(SearchPage, { look: "classic" }) },
    { path: "/pages/search/modern", element: createElement(SearchPage, { look: "modern" }) },
  ];
}
