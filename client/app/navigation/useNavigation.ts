import { NAVIGATION, type NavItem } from "./items.ts";
import { filterNavigation } from "./filter.ts";

/** The navigation the current user may see. Sign-in supplies the roles; until then every item is open. */
export function useNavigation(roles: readonly string[] = []): NavItem[] {
  return filterNavigation(NAVIGATION, roles);
}
