/** The browser storage keys of spec section 3, exactly as the spec names them. */
export const STORAGE_KEYS = {
  token: "jwt_access_token",
  userId: "userId",
  userType: "userType",
  userName: "userName",
} as const;

/** Back office (an employee, checked by /api/users/verifytoken) or demo only (checked by /api/auth/access-token). */
export type SessionKind = "employee" | "demo";

export type StoredSession = { token: string; userId: string; userType: SessionKind; userName: string };

/** The remembered session, or null when there is no token. An unknown user type is read as back office. */
export function readStoredSession(storage: Storage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  return {
    token,
    userId: storage.getItem(STORAGE_KEYS.userId) ?? "",
    userType: storage.getItem(STORAGE_KEYS.userType) === "demo" ? "demo" : "employee",
    userName: storage.getItem(STORAGE_KEYS.userName) ?? "",
  };
}

export function writeStoredSession(storage: Storage, s: StoredSession) {
  storage.setItem(STORAGE_KEYS.token, s.token);
  storage.setItem(STORAGE_KEYS.userId, s.userId);
  storage.setItem(STORAGE_KEYS.userType, s.userType);
  storage.setItem(STORAGE_KEYS.userName, s.userName);
}

/** Logout clears the token, the user id and the user type (spec section 4), and the name stored beside them. */
export function clearStoredSession(storage: Storage) {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}
