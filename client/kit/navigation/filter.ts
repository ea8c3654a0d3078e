import { foldText } from "../text.ts";
import { hasPermission } from "../../../domain/roles.ts";
import type { NavItem } from "./items.ts";

/**
 * Hides what the user may not reach: items whose `auth` excludes the user's roles, and sections left with
 * nothing to show.
 */
export function filterNavigation(items: NavItem[], roles: readonly string[]): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!hasPermission(item.auth, roles)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, roles);
      if (children.length > 0) out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** True when the item or one of its descendants points at the path (or a page below it). */
export function isActive(item: NavItem, path: string): boolean {
  if (item.url && (path === item.url || path.startsWith(item.url + "/"))) return true;
  return item.children?.some((c) => isActive(c, path)) ?? false;
}

/** Folds accents and case away: "Öğe" and "oge" meet (spec: trimmed, accent-stripped, lowercased). */
export function normalizeQuery(text: string): string {
  return foldText(text.trim());
}

export type Suggestion = { id: string; title: string; url: string; icon?: string; trail: string[] };

/** Navigation suggestions for a query; an empty query gives none. `label` turns a title key into text. */
export function suggestPages(items: NavItem[], query: string, label: (key: string) => string): Suggestion[] {
  const q = normalizeQuery(query);
  if (!q) return [];
  const found: Suggestion[] = [];
  const walk = (list: NavItem[], trail: string[]) => {
    for (const item of list) {
      const title = label(item.title);
      if (item.url && normalizeQuery(title).includes(q)) {
        found.push({ id: item.id, title, url: item.url, icon: item.icon, trail });
      }
      if (item.children) walk(item.children, [...trail, title]);
    }
  };
  walk(items, []);
  return found;
}
