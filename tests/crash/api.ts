/** The API of the real server as the crash tests call it, and the sign-ins its store needs first. */
import { isDeepStrictEqual } from "node:util";
import { hashPassword } from "../../server/auth/passwords.ts";
import { seedSignIns as seed } from "../../server/backoffice/seed.ts";
import { parseConfig } from "../../server/config.ts";
import { openStore } from "../../server/store/index.ts";
import { Caller, Fixtures } from "../backoffice/support.ts";

// deno-lint-ignore no-explicit-any -- records as the API answers them
export type Json = any;

/** The API of whichever server runs now: its origin changes with each start. */
export class Api {
  origin = "";
  token = "";

  async call(method: string, path: string, body?: Json): Promise<{ status: number; body: Json }> {
    const res = await fetch(this.origin + path, {
      method,
      headers: { authorization: `Bearer ${this.token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** An app for tests/backoffice/support.ts's fixtures: requests to the server running now. */
  app = { request: (path: string, init?: RequestInit) => fetch(this.origin + path, init) };

  /** Signs in as the administrator; fixtures that write through this API. */
  async signIn(): Promise<Fixtures> {
    const signIn = await fetch(`${this.origin}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
    });
    const session = await signIn.json();
    this.token = session.jwt_access_token;
    return new Fixtures(new Caller(this.app, this.token, session.userId));
  }
}

/** Without the titles a read adds from other records (a client renamed since): what the record itself holds. */
export const own = (record: Json) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !k.startsWith("_")));

/**
 * The acknowledged writes (records as answered, by id) that do not read back as answered through `path`/id:
 * empty when none was lost. The same record whatever the order of its keys (PostgreSQL's jsonb keeps its own).
 */
export async function lostWrites(api: Api, path: string, acks: Map<string, Json>): Promise<string[]> {
  const lost: string[] = [];
  for (const [id, record] of acks) {
    const { status, body } = await api.call("GET", `${path}/${id}`);
    if (status !== 200) lost.push(`${id}: acknowledged, then ${status}`);
    else if (!isDeepStrictEqual(own(body), own(record))) {
      lost.push(`${id}: acknowledged ${JSON.stringify(own(record))}, reads ${JSON.stringify(own(body))}`);
    }
  }
  return lost;
}

/** The sign-ins, hashed cheaply, in a store made before the server's first start (test mode seeds none). */
export async function seedSignIns(url: string): Promise<void> {
  const store = await openStore(url);
  try {
    await seed(store, parseConfig({ APP_ENV: "development" }), (p) => hashPassword(p, 1_000));
  } finally {
    await store.close();
  }
}
