import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const CoursesPage = lazyPage(() => import("./CoursesPage.tsx").then((m) => m.CoursesPage));
const CoursePage = lazyPage(() => import("./CoursePage.tsx").then((m) => m.CoursePage));

/** The academy: the course grid (`?category=`, `?q=`) and a course at the learner's step. */
export function academyRoutes(): AppRoute[] {
  return [
    { path: "/apps/academy", element: <Navigate to="/apps/academy/courses" replace /> },
    { path: "/apps/academy/courses", element: createElement(CoursesPage) },
    { path: "/apps/academy/courses/:id/:slug", element: createElement(CoursePage) },
  ];
}
