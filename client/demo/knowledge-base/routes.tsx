import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const KnowledgeBasePage = lazyPage(() => import("./KnowledgeBasePage.tsx").then((m) => m.KnowledgeBasePage));

/** The knowledge base: every category's path is this page (demo-apps.md §2); `?article=` opens one. */
export function knowledgeBaseRoutes(): AppRoute[] {
  return [{ path: "/pages/knowledge-base", element: createElement(KnowledgeBasePage) }];
}
