import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const ProfilePage = lazy(() => import("./ProfilePage.tsx").then((m) => ({ default: m.ProfilePage })));

/** The profile: `?tab=` is timeline (the default), media or about. */
export function profileRoutes(): AppRoute[] {
  return [{ path: "/pages/profile", element: createElement(ProfilePage) }];
}
