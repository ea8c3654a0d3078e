import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const BoardsPage = lazyPage(() => import("./BoardsPage.tsx").then((m) => m.BoardsPage));
const BoardPage = lazyPage(() => import("./BoardPage.tsx").then((m) => m.BoardPage));

/** The scrumboard: the boards, and one board by id (its uri follows for readable links). */
export function scrumboardRoutes(): AppRoute[] {
  return [
    { path: "/apps/scrumboard", element: <Navigate to="/apps/scrumboard/boards" replace /> },
    { path: "/apps/scrumboard/boards", element: createElement(BoardsPage) },
    { path: "/apps/scrumboard/boards/:boardId/:uri", element: createElement(BoardPage) },
  ];
}
