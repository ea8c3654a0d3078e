import { authRoles, DEFAULT_AUTH } from "../../../domain/roles.ts";
import type { MenuEntry, MenuPlace, NavItem } from "../../kit/navigation/items.ts";

type Group = Exclude<MenuPlace, "main">;

/** The menu's groups, in order, as the template has them. */
const GROUPS: Record<Group, NavItem> = {
  applications: {
    id: "applications",
    title: "applications",
    type: "group",
    icon: "apps",
    auth: DEFAULT_AUTH,
  },
  pages: { id: "pages", title: "pages", type: "group", icon: "description", auth: authRoles.staff },
  userInterface: {
    id: "user-interface",
    title: "userInterface",
    type: "group",
    icon: "web",
    auth: authRoles.staff,
  },
  documentation: {
    id: "documentation",
    title: "documentation",
    type: "group",
    icon: "menu_book",
    auth: DEFAULT_AUTH,
  },
};

/**
 * Where the features' entries stand in each place, by id: the order of the template's menu. An entry not named
 * here (a new app) goes after them, in the order of the features.
 */
const ORDER: Record<MenuPlace, readonly string[]> = {
  main: [],
  applications: [
    "dashboards",
    "calendar",
    "e-commerce",
    "academy",
    "mail",
    "todo",
    "file-manager",
    "contacts",
    "chat",
    "notes",
    "scrumboard",
  ],
  pages: [
    "authentication",
    "coming-soon",
    "errors",
    "faq",
    "knowledge-base",
    "invoices",
    "maintenance",
    "pricing",
    "profile",
    "search",
  ],
  userInterface: ["icons", "page-layouts", "typography", "helper-classes"],
  documentation: [],
};

function inOrder(place: MenuPlace, entries: readonly MenuEntry[]): NavItem[] {
  const items = entries.filter((e) => e.place === place).map((e) => e.item);
  const rank = (i: NavItem) => {
    const at = ORDER[place].indexOf(i.id);
    return at === -1 ? ORDER[place].length : at;
  };
  // A stable sort: entries of equal rank keep the features' order.
  return items.map((item, i) => ({ item, i })).sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * The whole menu from the features' entries: the back office's tree at the top, then the groups, each holding
 * its entries. A group with no entries is left out.
 */
export function composeMenu(entries: readonly MenuEntry[]): NavItem[] {
  const groups = (Object.keys(GROUPS) as Group[])
    .map((g) => ({ ...GROUPS[g], children: inOrder(g, entries) }))
    .filter((g) => g.children.length > 0);
  return [...inOrder("main", entries), ...groups];
}
