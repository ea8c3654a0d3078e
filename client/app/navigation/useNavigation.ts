import { isBackofficeSession, roles, user } from "../../auth/session.ts";
import { demoAppsOn } from "../features.ts";
import { APPLICATIONS, DEMO_PAGES } from "./applications.ts";
import { filterNavigation } from "./filter.ts";
import { NAVIGATION, type NavItem } from "./items.ts";

/**
 * The navigation the current user may see: the back-office menu filtered by the session's roles (a demo-only
 * session sees none of it: back-office pages need a back-office session), then the demo apps and the pages reading demo data when the server
 * offers them. A guest sees nothing. Reads signals: call it from a component that calls useSignals().
 */
export function useNavigation(): NavItem[] {
  if (user.value === null) return [];
  const menu = isBackofficeSession.value ? NAVIGATION : [];
  return filterNavigation(demoAppsOn() ? [...menu, APPLICATIONS, DEMO_PAGES] : menu, roles.value);
}
