import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const FaqPage = lazy(() => import("./FaqPage.tsx").then((m) => ({ default: m.FaqPage })));

/** The FAQ page: `?q=` searches, `?open=` is the question shown open. */
export function faqRoutes(): AppRoute[] {
  return [{ path: "/pages/faq", element: createElement(FaqPage) }];
}
