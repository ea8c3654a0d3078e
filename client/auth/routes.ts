import { lazy } from "react";
import { t } from "../app/i18n/index.ts";
import { plannedRoutes } from "../app/routes/placeholder.tsx";
import type { AppRoute } from "../app/routes/types.ts";

const OWNER = "auth";
const Screen = lazy(() => import("./screens.ts").then((m) => ({ default: m.NotBuiltPage })));

/** The authentication routes of spec section 2; guest pages show no navbar, toolbar, footer or panels. */
export function authRoutes(): AppRoute[] {
  return plannedRoutes([
    { path: "/login", title: () => t("shell.login"), owner: OWNER, bare: true },
    { path: "/register", title: () => t("shell.register"), owner: OWNER, bare: true },
    { path: "/callback", title: () => "Signing in", owner: OWNER, bare: true },
    { path: "/logout", title: () => "Logout", owner: OWNER },
    { path: "/auth/admin-role-example", title: () => "Admin role example", owner: OWNER },
    { path: "/auth/staff-role-example", title: () => "Staff role example", owner: OWNER },
    { path: "/auth/guest-role-example", title: () => "Guest role example", owner: OWNER },
  ], Screen);
}
