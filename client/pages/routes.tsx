import { lazy } from "react";
import { plannedRoutes, type PlannedScreen } from "../app/routes/placeholder.tsx";
import type { AppRoute } from "../app/routes/types.ts";
import { Error404Page } from "./errors/Error404Page.tsx";
import { Error500Page } from "./errors/Error500Page.tsx";

const OWNER = "template";

const TEMPLATE_PATHS = [
  "/pages/auth/login",
  "/pages/auth/register",
  "/pages/auth/forgot-password",
  "/pages/auth/reset-password",
  "/pages/auth/lock",
  "/pages/auth/mail-confirm",
  "/pages/coming-soon",
  "/pages/maintenance",
  "/pages/pricing/style-1",
  "/pages/pricing/style-2",
  "/pages/pricing/style-3",
  "/ui/page-layouts/carded/full-width",
  "/ui/page-layouts/carded/left-sidebar",
  "/ui/page-layouts/carded/right-sidebar",
  "/ui/page-layouts/simple/full-width",
  "/ui/page-layouts/simple/left-sidebar",
  "/ui/page-layouts/simple/right-sidebar",
  "/ui/page-layouts/blank",
  "/ui/typography",
  "/ui/helper-classes",
  "/documentation/getting-started",
  "/documentation/authentication",
  "/documentation/components",
  "/documentation/material-ui-components",
  "/documentation/third-party-components",
  "/documentation/changelog",
  "/documentation/working-with-ledgerdesk",
];

function titleOf(path: string): string {
  const last = path.split("/").pop()!;
  return last.replaceAll("-", " ").replace(/^\w/, (c) => c.toUpperCase());
}

const screens: PlannedScreen[] = TEMPLATE_PATHS.map((path) => ({
  path,
  title: () => titleOf(path),
  owner: OWNER,
}));
const Screen = lazy(() => import("./screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The template routes; the two error pages are real, live in the main bundle and are open to everyone. */
export function templateRoutes(): AppRoute[] {
  return [
    { path: "/pages/errors/error-404", element: <Error404Page />, auth: "none" },
    { path: "/pages/errors/error-500", element: <Error500Page />, auth: "none" },
    ...plannedRoutes(screens, Screen),
  ];
}
