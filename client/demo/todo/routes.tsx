import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const TodoPage = lazyPage(() => import("./TodoPage.tsx").then((m) => m.TodoPage));

/** The to-do app: `/apps/todo` is "all"; a filter or folder handle, or `label/<handle>`, picks the list. */
export function todoRoutes(): AppRoute[] {
  return [
    { path: "/apps/todo", element: createElement(TodoPage) },
    { path: "/apps/todo/:filter", element: createElement(TodoPage) },
    { path: "/apps/todo/label/:label", element: createElement(TodoPage, { labelRoute: true }) },
  ];
}
