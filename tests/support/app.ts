import { createApp } from "../../server/app.ts";
import { Background } from "../../server/background.ts";
import type { Mailer } from "../../server/mail/mailer.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { createTokenService, type TokenService } from "../../server/auth/tokens.ts";
import { seedSignIns } from "../../server/backoffice/seed.ts";
import { parseConfig } from "../../server/config.ts";
import { type StaticFile, staticFilesFrom } from "../../server/static.ts";
import { openStore, type Store } from "../../server/store/index.ts";

export const INDEX_HTML =
  "<!doctype html><html><head><title>Ledgerdesk</title></head><body><div id=root></div></body></html>";
export const ASSET_JS = "console.log('ledgerdesk');".repeat(40);
export const TEST_SECRET = "tests-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

// Hashing at 600,000 iterations takes a few hundred milliseconds: each password is hashed once per process.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * The dependencies of a test app: a store (in memory unless `databaseUrl` names another) with the development
 * sign-ins, and a token service.
 */
export async function testDeps(
  env: Record<string, string> = {},
  now?: () => number,
  databaseUrl = "sqlite::memory:",
) {
  const config = parseConfig({ APP_ENV: "test", ...env });
  const tokens: TokenService = await createTokenService(TEST_SECRET, now);
  let store: Store | undefined;
  if (!config.BACKEND_URL) {
    store = await openStore(databaseUrl);
    await seedSignIns(store, { ...config, APP_ENV: "development" }, cachedHash);
  }
  return { config, tokens, store };
}

/** An app over a small in-memory file set (or the given files), with its log lines captured. */
export async function testApp(
  env: Record<string, string> = {},
  { files, fetch, now, mailer, databaseUrl }: {
    files?: Map<string, StaticFile>;
    fetch?: typeof globalThis.fetch;
    now?: () => number;
    mailer?: Mailer;
    /** A store of the test's own (tests/support/store.ts), instead of one in memory. */
    databaseUrl?: string;
  } = {},
) {
  const logs: string[] = [];
  const deps = await testDeps(env, now, databaseUrl);
  files ??= await staticFilesFrom({
    "/index.html": INDEX_HTML,
    "/build/main-ABCDEFGH.js": ASSET_JS,
    "/favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  });
  const log = (l: string) => logs.push(l);
  const background = new Background(log);
  const app = createApp({ ...deps, files, fetch, mailer, now, log, background });
  return { app, logs, background, ...deps };
}

/** Two test apps over one database (a store each, as main.ts makes it): two instances of one practice. */
export async function twoTestApps(databaseUrl: string) {
  const one = await testApp({}, { databaseUrl });
  const two = await testApp({}, { databaseUrl });
  return { one, two, close: () => Promise.all([one.store!.close(), two.store!.close()]) };
}

/**
 * The connection info Deno.serve passes the app, for `app.request(path, init, fromSocket(address))`: a request
 * that arrived from `address` (without it there is no socket, and every request is "unknown" to the limits).
 */
export function fromSocket(address: string) {
  return { remoteAddr: { transport: "tcp", hostname: address, port: 40_000 } };
}

/**
 * A test app (see testApp) with a back-office token of the development admin and a demo token of the demo admin,
 * and `send` for calls with a body as it is given (text, bytes or a stream), as one of them or as nobody.
 */
export async function signedInApp(env: Record<string, string> = {}) {
  const made = await testApp(env);
  const send = (
    path: string,
    body: BodyInit | null,
    token?: string,
    { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  ) =>
    made.app.request(path, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body,
    });
  const signIn = async (path: string, email: string, password: string, field: string) => {
    const res = await send(path, JSON.stringify({ email, password }));
    const token = (await res.json())[field];
    if (!token) throw new Error(`no token from ${path} for ${email}`);
    return token as string;
  };
  const tokens = {
    admin: await signIn("/api/users/login", "admin@ledgerdesk.test", "ledgerdesk-admin", "jwt_access_token"),
    demo: await signIn("/api/auth", "admin@demo.ledgerdesk.test", "admin-demo", "access_token"),
  };
  return { ...made, send, tokens };
}
