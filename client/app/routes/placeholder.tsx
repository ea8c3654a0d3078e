import type { ComponentType } from "react";
import type { AppRoute } from "./types.ts";

/**
 * A screen that shows the "not built yet" page until the capability that owns it lands. `title` is read at render
 * time so it follows the language; `owner` is an i18n key under `owners.`.
 */
export type PlannedScreen = { path: string; title: () => string; owner: string; bare?: boolean };

type NotBuilt = ComponentType<{ title: () => string; owner: string }>;

/** Routes for planned screens; `Page` is the group's lazily loaded page, so each group is its own chunk. */
export function plannedRoutes(screens: PlannedScreen[], Page: NotBuilt): AppRoute[] {
  return screens.map(({ path, title, owner, bare }) => ({
    path,
    bare,
    element: <Page title={title} owner={owner} />,
  }));
}
