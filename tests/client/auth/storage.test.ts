import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  clearStoredSession,
  readStoredSession,
  STORAGE_KEYS,
  writeStoredSession,
} from "../../../client/session/storage.ts";

/** A Storage in memory, so the test does not touch Deno's own localStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    dump: () => Object.fromEntries(map),
  };
}

Deno.test("the session is stored under the spec's keys exactly", () => {
  deepStrictEqual(Object.values(STORAGE_KEYS), ["jwt_access_token", "userId", "userType", "userName"]);
  const storage = memoryStorage({ "ledgerdesk.settings": "{}" });
  writeStoredSession(storage, { token: "t.o.k", userId: "42", userType: "employee", userName: "Ada Admin" });
  deepStrictEqual(storage.dump(), {
    "ledgerdesk.settings": "{}",
    jwt_access_token: "t.o.k",
    userId: "42",
    userType: "employee",
    userName: "Ada Admin",
  });
  deepStrictEqual(readStoredSession(storage), {
    token: "t.o.k",
    userId: "42",
    userType: "employee",
    userName: "Ada Admin",
  });
});

Deno.test("logout clears the token, user id, user type and name, and nothing else", () => {
  const storage = memoryStorage({ "ledgerdesk.language": "tr" });
  writeStoredSession(storage, { token: "x.y.z", userId: "u", userType: "demo", userName: "Demo" });
  clearStoredSession(storage);
  deepStrictEqual(storage.dump(), { "ledgerdesk.language": "tr" });
  strictEqual(readStoredSession(storage), null);
});

Deno.test("a stored token of an unknown user type is checked as a back-office one", () => {
  const storage = memoryStorage({ jwt_access_token: "a.b.c", userType: "something" });
  deepStrictEqual(readStoredSession(storage), {
    token: "a.b.c",
    userId: "",
    userType: "employee",
    userName: "",
  });
  strictEqual(
    readStoredSession(memoryStorage({ jwt_access_token: "a.b.c", userType: "demo" }))?.userType,
    "demo",
  );
});
