import { createElement, lazy } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../app/routes/types.ts";

const CoursesPage = lazy(() => import("./CoursesPage.tsx").then((m) => ({ default: m.CoursesPage })));
const CoursePage = lazy(() => import("./CoursePage.tsx").then((m) => ({ default: m.CoursePage })));

/** The academy: the course grid (`?category=`, `?q=`) and a course at the learner's step. */
export function academyRoutes(): AppRoute[] {
  return [
    { path: "/apps/academy", element: <Navigate to="/apps/academy/courses" replace /> },
    { path: "/apps/academy/courses", element: createElement(CoursesPage) },
    { path: "/apps/academy/courses/:id/:slug", element: createElement(CoursePage) },
  ];
}
