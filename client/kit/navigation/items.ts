import type { AuthList } from "../../../domain/roles.ts";

/** One entry of the navigation tree (Fuse style): items link, collapses fold, groups head a section. */
export type NavItem = {
  id: string;
  /** An i18n key under `nav.`. */
  title: string;
  type: "item" | "collapse" | "group";
  icon?: string;
  url?: string;
  auth?: AuthList;
  children?: NavItem[];
  /** A count shown beside the item: the name of a badge its feature offers (Feature.badges). */
  badge?: string;
  /** For a back-office session only (a demo-only session sees none of the back office). */
  backoffice?: boolean;
  /** A demo app's entry: shown with a "Demo" badge, apart from the practice's work. */
  demo?: boolean;
};

/** A link of the menu. */
export const item = (id: string, title: string, icon: string, url: string): NavItem => ({
  id,
  title,
  type: "item",
  icon,
  url,
});

/** A branch of the menu that folds. */
export const collapse = (id: string, title: string, icon: string, children: NavItem[]): NavItem => ({
  id,
  title,
  type: "collapse",
  icon,
  children,
});

/**
 * Where a feature's entry goes in the menu: at the top (the back office's own tree), or in one of the groups the
 * shell lays out (client/shell/navigation/outline.ts).
 */
export type MenuPlace = "main" | "applications" | "pages" | "userInterface" | "documentation";

/** One entry a feature adds to the menu. */
export type MenuEntry = { place: MenuPlace; item: NavItem };
