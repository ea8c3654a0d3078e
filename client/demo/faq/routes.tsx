import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const FaqPage = lazyPage(() => import("./FaqPage.tsx").then((m) => m.FaqPage));

/** The FAQ page: `?q=` searches, `?open=` is the question shown open. */
export function faqRoutes(): AppRoute[] {
  return [{ path: "/pages/faq", element: createElement(FaqPage) }];
}
