import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const ProfilePage = lazyPage(() => import("./ProfilePage.tsx").then((m) => m.ProfilePage));

/** The profile: `?tab=` is timeline (the default), media or about. */
export function profileRoutes(): AppRoute[] {
  return [{ path: "/pages/profile", element: createElement(ProfilePage) }];
}
