import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { Guard, SessionRedirect } from "../auth/Guard.tsx";
import { authRoutes } from "../auth/routes.tsx";
import { backofficeRoutes } from "../backoffice/routes.ts";
import { demoRoutes } from "../demo/routes.tsx";
import { templateRoutes } from "../pages/routes.tsx";
import { Layout } from "./layout/Layout.tsx";
import { NOT_FOUND_PATH, REDIRECTS } from "./routes/redirects.ts";
import type { AppRoute } from "./routes/types.ts";

/** Every route of the product, group by group. */
export function routeTable(): AppRoute[] {
  return [
    ...Object.entries(REDIRECTS).map(([path, to]): AppRoute => ({
      path,
      element: <Navigate to={to} replace />,
      auth: "none",
    })),
    ...backofficeRoutes(),
    ...authRoutes(),
    ...templateRoutes(),
    ...demoRoutes(),
  ];
}

/** The router: every route inside the shell behind the one access guard, unknown paths to the 404 page. */
export function AppRouter() {
  const routes = routeTable();
  const barePaths = routes.filter((r) => r.bare).map((r) => r.path);
  return (
    <BrowserRouter>
      <SessionRedirect />
      <Routes>
        <Route element={<Layout barePaths={barePaths} />}>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={<Guard access={r}>{r.element}</Guard>} />
          ))}
          <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
