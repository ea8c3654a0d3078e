import type { PortalMe } from "../../domain/portal.ts";
import type { Actor } from "../backoffice/index.ts";

/**
 * Portal user `userId` as a write's actor (issue 37): no employee, so the history names them by their name then
 * (their first contact's, else their e-mail address) with the address the request came from.
 */
export function portalActor(
  userId: string,
  me: Pick<PortalMe, "name" | "email">,
  address: string | null,
): Actor {
  return {
    id: null,
    role: "portal",
    ...(address === null ? {} : { address }),
    portal: { id: userId, name: me.name || me.email },
  };
}
