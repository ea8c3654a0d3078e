import { isBackofficeSession, roles, user } from "../../session/session.ts";
import { demoAppsOn } from "../../kit/page-meta.ts";
import { APPLICATIONS, PRACTICE_APPLICATIONS } from "./applications.ts";
import { filterNavigation } from "./filter.ts";
import { NAVIGATION, type NavItem } from "./items.ts";
import { templateNavigation } from "./template.ts";

/**
 * The navigation the current user may see: the back-office menu filtered by the session's roles (a demo-only
 * session sees none of it: back-office pages need a back-office session), the applications (the back office's
 * own for a back-office session, the demo apps when the server offers them), then the template's pages, user
 * interface and documentation. A guest sees nothing. Reads signals: call it from a component that calls
 * useSignals().
 */
export function useNavigation(): NavItem[] {
  if (user.value === null) return [];
  const backoffice = isBackofficeSession.value;
  const demo = demoAppsOn();
  const applications = {
    ...APPLICATIONS,
    children: [...(backoffice ? PRACTICE_APPLICATIONS : []), ...(demo ? APPLICATIONS.children! : [])],
  };
  return filterNavigation(
    [...(backoffice ? NAVIGATION : []), applications, ...templateNavigation(demo)],
    roles.value,
  );
}
