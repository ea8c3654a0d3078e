import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useLayoutEffect } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { PRERENDERED } from "../../domain/prerendered.ts";
import { Guard, SessionRedirect } from "./routes/Guard.tsx";
import { Error404Page, features } from "./features.ts";
import { DemoScreen } from "./layout/DemoScreen.tsx";
import { Layout } from "./layout/Layout.tsx";
import { REDIRECTS } from "./routes/redirects.ts";
import { user } from "../session/session.ts";
import { releaseShell } from "../kit/prerendered.ts";
import type { AppRoute } from "../kit/routes/types.ts";
import { preloadElement } from "../kit/routes/lazy-page.ts";
import { type SheetName, useSheet } from "../kit/styles.ts";

/** Every route of the product: the redirects, then each feature's. */
export function routeTable(): AppRoute[] {
  return [
    ...Object.entries(REDIRECTS).map(([path, to]): AppRoute => ({
      path,
      element: <Navigate to={to} replace />,
      auth: "none",
    })),
    ...features().flatMap((f) => f.routes().map((r) => (f.style ? { ...r, style: f.style } : r))),
  ];
}

/** A wing's page: its stylesheet and its chunk load together, and it shows once both are in. */
function WingPage({ sheet, page, children }: { sheet: SheetName; page: ReactNode; children: ReactNode }) {
  void preloadElement(page);
  useSheet(sheet);
  return children;
}

/** Away from a prerendered page's address (a signed-in user sent home), its form has nothing to hand over. */
function ShellRelease() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (!Object.hasOwn(PRERENDERED, pathname)) releaseShell();
  }, [pathname]);
  return null;
}

/**
 * The router: every route inside the shell behind the one access guard. An unknown address shows the 404 page
 * where it is, keeping what was typed: inside the shell for a signed-in person, on its own for a guest (who has
 * no menu to show).
 */
export function AppRouter() {
  useSignals();
  const signedIn = user.value !== null;
  const routes = routeTable();
  const barePaths = routes.filter((r) => r.bare).map((r) => r.path);
  return (
    <BrowserRouter>
      <SessionRedirect />
      <ShellRelease />
      <Routes>
        <Route element={<Layout barePaths={barePaths} />}>
          {routes.map((r) => {
            const page = r.demo ? <DemoScreen>{r.element}</DemoScreen> : r.element;
            return (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <Guard access={r}>
                    {r.style ? <WingPage sheet={r.style} page={r.element}>{page}</WingPage> : page}
                  </Guard>
                }
              />
            );
          })}
          {signedIn && <Route path="*" element={<Error404Page />} />}
        </Route>
        {!signedIn && (
          <Route
            path="*"
            element={
              <main id="main-content" className="min-h-screen bg-base-100">
                <Error404Page />
              </main>
            }
          />
        )}
      </Routes>
    </BrowserRouter>
  );
}
