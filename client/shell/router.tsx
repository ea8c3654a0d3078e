import { useLayoutEffect } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { PRERENDERED } from "../../domain/prerendered.ts";
import { Guard, SessionRedirect } from "./routes/Guard.tsx";
import { features } from "./features.ts";
import { Layout } from "./layout/Layout.tsx";
import { NOT_FOUND_PATH, REDIRECTS } from "./routes/redirects.ts";
import { releaseShell } from "../kit/prerendered.ts";
import type { AppRoute } from "../kit/routes/types.ts";

/** Every route of the product: the redirects, then each feature's. */
export function routeTable(): AppRoute[] {
  return [
    ...Object.entries(REDIRECTS).map(([path, to]): AppRoute => ({
      path,
      element: <Navigate to={to} replace />,
      auth: "none",
    })),
    ...features().flatMap((f) => f.routes()),
  ];
}

/** Away from a prerendered page's address (a signed-in user sent home), its form has nothing to hand over. */
function ShellRelease() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (!Object.hasOwn(PRERENDERED, pathname)) releaseShell();
  }, [pathname]);
  return null;
}

/** The router: every route inside the shell behind the one access guard, unknown paths to the 404 page. */
export function AppRouter() {
  const routes = routeTable();
  const barePaths = routes.filter((r) => r.bare).map((r) => r.path);
  return (
    <BrowserRouter>
      <SessionRedirect />
      <ShellRelease />
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
