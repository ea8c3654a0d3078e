/** The logged-in user held by the client (spec section 3). */
export type SessionUser = {
  role: string[];
  /** The auth source: "backoffice" for an employee, the mock layer's `from` for a demo user. */
  from: string;
  uuid: string;
  data: {
    displayName: string;
    photoURL: string;
    email: string;
    settings: unknown;
    shortcuts: string[];
  };
};

/** Shown when a user has no name (spec section 9, with the product's name). */
export const FALLBACK_DISPLAY_NAME = "Ledgerdesk User";

/** The answer of /api/users/login and /api/users/verifytoken. */
export type EmployeeSignIn = {
  jwt_access_token: string;
  userId: string;
  userType: string;
  name?: string | null;
  role?: string | null;
  email?: string | null;
  photoURL?: string | null;
  settings?: unknown;
  shortcuts?: unknown;
};

/** A user of the mock layer (/api/auth*). */
export type DemoUser = {
  uuid: string;
  from?: string;
  role?: string | string[] | null;
  data?: {
    displayName?: string | null;
    photoURL?: string | null;
    email?: string | null;
    settings?: unknown;
    shortcuts?: unknown;
  };
};

/** A missing role means `user` (spec section 6). */
export function normalizeRoles(role: string | readonly string[] | null | undefined): string[] {
  const list = Array.isArray(role) ? role : typeof role === "string" && role !== "" ? [role] : [];
  const roles = list.filter((r): r is string => typeof r === "string" && r !== "");
  return roles.length > 0 ? roles : ["user"];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === "string") : []);

export function employeeUser(r: EmployeeSignIn): SessionUser {
  return {
    role: normalizeRoles(r.role),
    from: "backoffice",
    uuid: String(r.userId),
    data: {
      displayName: r.name?.trim() || FALLBACK_DISPLAY_NAME,
      photoURL: r.photoURL ?? "",
      email: r.email ?? "",
      settings: r.settings ?? null,
      shortcuts: strings(r.shortcuts),
    },
  };
}

export function demoUser(u: DemoUser): SessionUser {
  return {
    role: normalizeRoles(u.role),
    from: u.from ?? "demo",
    uuid: u.uuid,
    data: {
      displayName: u.data?.displayName?.trim() || FALLBACK_DISPLAY_NAME,
      photoURL: u.data?.photoURL ?? "",
      email: u.data?.email ?? "",
      settings: u.data?.settings ?? null,
      shortcuts: strings(u.data?.shortcuts),
    },
  };
}
