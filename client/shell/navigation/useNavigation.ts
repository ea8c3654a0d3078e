import { filterNavigation } from "../../kit/navigation/filter.ts";
import type { NavItem } from "../../kit/navigation/items.ts";
import { isBackofficeSession, roles, user } from "../../session/session.ts";
import { features } from "../features.ts";
import { composeMenu } from "./outline.ts";

/**
 * The navigation the current user may see: the features' entries (the back office's only for a back-office
 * session: a demo-only session sees none of it; the demo apps' only when the server offers them), filtered by the
 * session's roles. A guest sees nothing. Reads signals: call it from a component that calls useSignals().
 */
export function useNavigation(): NavItem[] {
  if (user.value === null) return [];
  const backoffice = isBackofficeSession.value;
  const entries = features().flatMap((f) => f.menu ?? []).filter((e) => backoffice || !e.item.backoffice);
  return filterNavigation(composeMenu(entries), roles.value);
}
