/**
 * API answers are kept by no cache (a shared proxy, the browser's disk, its back button): they carry tokens,
 * clients' records and exports. Only a route that says otherwise on purpose keeps its own (the calendar feed).
 */
import { strictEqual } from "node:assert/strict";
import { CALENDAR_FEEDS_API, MY_WORK_API } from "../../domain/workflows/practice-work.ts";
import { testApp } from "../support/app.ts";

const ADMIN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };
const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

Deno.test("every kind of API answer says Cache-Control: no-store; the calendar feed keeps its own", async () => {
  const { app } = await testApp();
  const signIn = await app.request("/api/users/login", json("POST", ADMIN));
  const { jwt_access_token: token, userId } = await signIn.clone().json();
  const get = (path: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const feed = await app.request(
    CALENDAR_FEEDS_API,
    json("POST", { scope: "employee", subject: userId }, token),
  );
  strictEqual(feed.status, 201);
  const { url } = await feed.clone().json();
  const demoSignIn = await app.request(
    "/api/auth",
    json("POST", { email: "admin@demo.ledgerdesk.test", password: "admin-demo" }),
  );

  const answers: [string, Response, number?][] = [
    ["the sign-in answer, with its token", signIn],
    ["/api/users/me", await get("/api/users/me")],
    ["a back-office list", await get("/api/backoffice/employee")],
    ["a back-office record", await get(`/api/backoffice/employee/${userId}`)],
    ["a CSV export", await get("/api/backoffice/employee?format=csv")],
    ["two-factor status", await get("/api/users/two-factor")],
    [
      "two-factor enrolment, with its secret",
      await app.request("/api/users/two-factor/start", json("POST", {}, token)),
    ],
    ["the practice's calendar feeds", await get(CALENDAR_FEEDS_API)],
    ["a calendar feed made, with its address", feed, 201],
    ["my work", await get(MY_WORK_API)],
    ["a refusal", await app.request("/api/users/me"), 401],
    ["an unknown API path", await get("/api/nothing-here"), 404],
    ["the demo sign-in", demoSignIn],
    ["a demo app's prebuilt answer", await app.request("/api/chat/contacts")],
    ["the health check", await app.request("/api/health")],
    ["the API description", await app.request("/api/openapi.json")],
  ];
  for (const [what, res, status = 200] of answers) {
    strictEqual(res.status, status, what);
    strictEqual(res.headers.get("cache-control"), "no-store", what);
    await res.body?.cancel();
  }

  const ics = await app.request(new URL(url).pathname);
  strictEqual(ics.status, 200);
  strictEqual(ics.headers.get("cache-control"), "private, max-age=300", "the feed's own, for calendar apps");
  await ics.body?.cancel();
});
