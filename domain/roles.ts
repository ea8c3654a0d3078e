/** Roles of spec section 6. A user with no role is a guest. */
export const ROLES = ["admin", "staff", "user", "clerk"] as const;
export type Role = (typeof ROLES)[number];

/** An access list: "none" is open to all, [] is guests only, otherwise any one listed role. */
export type AuthList = readonly Role[] | "none" | null | undefined;

export const authRoles = {
  admin: ["admin"],
  staff: ["admin", "staff"],
  user: ["admin", "staff", "user"],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

/** Routes without their own setting. */
export const DEFAULT_AUTH: readonly Role[] = ["admin", "staff", "user", "clerk"];

/** The permission check of spec section 6. `userRoles` empty or missing means a guest. */
export function hasPermission(
  auth: AuthList,
  userRoles: readonly string[] | string | null | undefined,
): boolean {
  if (auth === "none" || auth === null || auth === undefined) return true;
  const roles = userRoles === null || userRoles === undefined
    ? []
    : Array.isArray(userRoles)
    ? userRoles
    : [userRoles];
  if (auth.length === 0) return roles.length === 0;
  return roles.some((r) => (auth as readonly string[]).includes(r));
}
