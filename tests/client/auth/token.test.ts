import { strictEqual } from "node:assert/strict";
import { decodeTokenPayload, isTokenExpired, tokenExpiry } from "../../../client/session/token.ts";

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s))).replaceAll("+", "-").replaceAll("/", "_")
    .replaceAll("=", "");
const jwt = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`;

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

Deno.test("a token's exp is read in seconds", () => {
  strictEqual(tokenExpiry(jwt({ sub: "1", exp: NOW_S + 60 })), NOW_S + 60);
  strictEqual(decodeTokenPayload(jwt({ name: "Zoë Ünal" }))?.name, "Zoë Ünal");
});

Deno.test("expiry compares exp with the current time in seconds", () => {
  strictEqual(isTokenExpired(jwt({ exp: NOW_S + 1 }), NOW_MS), false);
  strictEqual(isTokenExpired(jwt({ exp: NOW_S + 12 * 3600 }), NOW_MS), false);
  strictEqual(isTokenExpired(jwt({ exp: NOW_S }), NOW_MS), true);
  strictEqual(isTokenExpired(jwt({ exp: NOW_S - 1 }), NOW_MS), true);
});

Deno.test("a token that expired long ago is expired (the spec's scaled comparison would keep it alive)", () => {
  // exp a year ago: against a "now" scaled down by the spec's divisors it still lies in the future.
  const yearAgo = NOW_S - 365 * 24 * 3600;
  strictEqual(yearAgo < NOW_MS / 440800, false);
  strictEqual(isTokenExpired(jwt({ exp: yearAgo }), NOW_MS), true);
});

Deno.test("a token without a readable exp counts as expired", () => {
  strictEqual(isTokenExpired("not-a-jwt", NOW_MS), true);
  strictEqual(isTokenExpired(jwt({ sub: "1" }), NOW_MS), true);
  strictEqual(isTokenExpired(jwt({ exp: "tomorrow" }), NOW_MS), true);
  strictEqual(isTokenExpired("a.%%%.c", NOW_MS), true);
});
