import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { CALENDAR_FEED_PATH } from "../../domain/workflows/practice-work.ts";
import { startFakeBackend } from "../support/fake-backend.ts";
import { testApp } from "../support/app.ts";

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
