import { matchPath, useLocation } from "react-router";
import type { LayoutConfig, LayoutStyle } from "../../../domain/settings.ts";
import { settings } from "../../kit/settings.ts";

export function bareConfig(config: LayoutConfig): LayoutConfig {
  return {
    ...config,
    mode: "fullwidth",
    navbar: { ...config.navbar, display: false },
    toolbar: { ...config.toolbar, display: false },
    footer: { ...config.footer, display: false },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  };
}

/** The user's layout settings with the current route's demands applied; pages never reach into the layout. */
export function useLayout(barePaths: string[]): { style: LayoutStyle; config: LayoutConfig; bare: boolean } {
  const { pathname } = useLocation();
  const bare = barePaths.some((p) => matchPath(p, pathname) !== null);
  const { style, config } = settings.value.layout;
  return { style, config: bare ? bareConfig(config) : config, bare };
}
