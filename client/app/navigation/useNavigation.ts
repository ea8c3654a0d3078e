import { isBackofficeSession, roles, user } from "../../auth/session.ts";
import { demoAppsOn } from "../features.ts";
import { APPLICATIONS } from "./applications.ts";
import { filterNavigation } from "./filter.ts";
import { NAVIGATION, type NavItem } from "./items.ts";
import { templateNavigation } from "./template.ts";

/**
 * The navigation the current user may see: the back-office menu filtered by the session's roles (a demo-only
 * session sees none of it: back-office pages need a back-office session), the demo apps when the server offers
 * them, then the template's pages, user interface and documentation. A guest sees nothing. Reads signals: call
 * it from a component that calls useSignals().
 */
export function useNavigation(): NavItem[] {
  if (user.value === null) return [];
  const menu = isBackofficeSession.value ? NAVIGATION : [];
  const demo = demoAppsOn();
  return filterNavigation(
    [...menu, ...(demo ? [APPLICATIONS] : []), ...templateNavigation(demo)],
    roles.value,
  );
}
