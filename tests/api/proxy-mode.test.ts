import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { CALENDAR_FEED_PATH } from "../../domain/workflows/practice-work.ts";
import { startFakeBackend } from "../support/fake-backend.ts";
import { testApp } from "../support/app.ts";
import { rawRequest } from "../support/raw-http.ts";

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

Deno.test("with BACKEND_URL the sign-in, back-office and the practice's user/update calls go to the backend", async () => {
  const backend = await startFakeBackend();
  try {
    const { app } = await testApp({ BACKEND_URL: backend.url });
    await app.request("/api/users/login", post({ email: "a@b.co", password: "secret12" }));
    await app.request("/api/backoffice/account?q=acme", {
      headers: { authorization: "Bearer practice-token" },
    });
    await app.request(
      "/api/auth/user/update",
      post({ user: { data: {} } }, { authorization: "Bearer practice-token" }),
    );
    // A calendar app reading a deadlines feed (no sign-in: the address holds the token).
    await app.request(`${CALENDAR_FEED_PATH}/feed-token.ics`);
    deepStrictEqual(backend.requests.map((r) => `${r.method} ${r.path}${r.query}`), [
      "POST /api/users/login",
      "GET /api/backoffice/account?q=acme",
      "POST /api/auth/user/update",
      `GET ${CALENDAR_FEED_PATH}/feed-token.ics`,
    ]);
    strictEqual(backend.requests[1].headers.authorization, "Bearer practice-token");
  } finally {
    await backend.close();
  }
});

Deno.test("in proxy mode the demo apps' own sign-in still answers locally", async () => {
  const backend = await startFakeBackend();
  try {
    const { app } = await testApp({ BACKEND_URL: backend.url });
    const demo = await (await app.request(
      "/api/auth",
      post({ email: "admin@demo.ledgerdesk.test", password: "admin-demo" }),
    )).json();
    const res = await app.request(
      "/api/auth/user/update",
      post({ user: { data: { shortcuts: ["notes"] } } }, { authorization: `Bearer ${demo.access_token}` }),
    );
    strictEqual(res.status, 200);
    deepStrictEqual((await res.json()).data.shortcuts, ["notes"]);
    strictEqual(backend.requests.length, 0);
  } finally {
    await backend.close();
  }
});

/** The three proxied prefixes, and ways out of them that a raw client can send (fetch would resolve `..` first). */
const PROXIED = ["/api/users", "/api/backoffice", CALENDAR_FEED_PATH];
const WAYS_OUT = [
  "%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret",
  "../../../../secret",
  ".%2e/.%2e/.%2e/.%2e/secret",
  "%2e./%2e./%2e./%2e./secret",
  "%2E%2e/%2e%2E/%2E%2E/%2E%2E/secret",
  "x/%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret",
  "..%2f..%2f..%2f..%2fsecret",
  "..%2F..%2F..%2F..%2Fsecret",
  "x\\..\\..\\..\\..\\..\\secret",
  "..%5c..%5c..%5c..%5csecret",
  "..;/..;/..;/..;/secret",
];

Deno.test({
  name: "a proxied path with dot segments or encoded slashes is refused, and nothing reaches the backend",
  sanitizeResources: false,
  async fn() {
    const backend = await startFakeBackend();
    const { app } = await testApp({ BACKEND_URL: backend.url });
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
    const credentials = { authorization: "Bearer caller-token", cookie: "session=caller-cookie" };
    try {
      for (const prefix of PROXIED) {
        for (const way of WAYS_OUT) {
          const path = `${prefix}/${way}`;
          const res = await rawRequest(server.addr.port, { method: "GET", path, headers: credentials });
          const seen = backend.requests.map((r) => `${r.path} (${r.headers.authorization ?? "no token"})`);
          deepStrictEqual(seen, [], `${path} reached the backend`);
          strictEqual(res.status, 400, path);
          strictEqual(JSON.parse(res.body).error.code, "proxyPathRefused", path);
        }
      }
      // Dots inside a name are not dot segments: those paths go through, as they are, with the caller's token.
      for (const path of ["/api/backoffice/documents/a..b", "/api/users/...", "/api/users/.well-known"]) {
        const res = await rawRequest(server.addr.port, { method: "GET", path, headers: credentials });
        strictEqual(res.status, 200, path);
        strictEqual(backend.requests.at(-1)?.path, path);
        strictEqual(backend.requests.at(-1)?.headers.authorization, credentials.authorization);
      }
    } finally {
      await server.shutdown();
      await backend.close();
    }
  },
});

Deno.test("a proxied answer says no-store unless the backend said how it may be cached", async () => {
  const backend = await startFakeBackend((_req, r) =>
    r.path.endsWith("/cached")
      ? new Response("{}", { headers: { "cache-control": "private, max-age=60" } })
      : Response.json({ token: "practice-token" })
  );
  try {
    const { app } = await testApp({ BACKEND_URL: backend.url });
    const signIn = await app.request("/api/users/login", post({ email: "a@b.co", password: "secret12" }));
    strictEqual(signIn.headers.get("cache-control"), "no-store");
    const cached = await app.request("/api/backoffice/cached");
    strictEqual(cached.headers.get("cache-control"), "private, max-age=60");
    await Promise.all([signIn.body?.cancel(), cached.body?.cancel()]);
  } finally {
    await backend.close();
  }
});
