import { isBackofficeSession, roles } from "../../auth/session.ts";
import { filterNavigation } from "./filter.ts";
import { NAVIGATION, type NavItem } from "./items.ts";

/**
 * The navigation the current user may see: the back-office menu filtered by the session's roles. A guest or a
 * demo-only session sees none of it (back-office pages need a back-office session). Reads signals: call it from
 * a component that calls useSignals().
 */
export function useNavigation(): NavItem[] {
  return isBackofficeSession.value ? filterNavigation(NAVIGATION, roles.value) : [];
}
