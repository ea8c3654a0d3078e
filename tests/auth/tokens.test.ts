import { deepStrictEqual, rejects, strictEqual } from "node:assert/strict";
import { sign } from "hono/jwt";
import {
  bearerToken,
  createTokenService,
  InvalidTokenError,
  TOKEN_TTL_SECONDS,
} from "../../server/auth/tokens.ts";

const SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";
const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");

Deno.test("a token carries sub, role and audience and verifies for that audience only", async () => {
  const tokens = await createTokenService(SECRET, () => 1_000_000_000_000);
  const token = await tokens.issue("emp-1", "staff", "backoffice");
  const claims = await tokens.verify(token, "backoffice");
  deepStrictEqual([claims.sub, claims.role, claims.aud], ["emp-1", "staff", "backoffice"]);
  strictEqual(claims.exp - claims.iat, TOKEN_TTL_SECONDS.backoffice);
  await rejects(tokens.verify(token, "demo"), InvalidTokenError);
});

Deno.test("demo tokens live 2 days", async () => {
  const tokens = await createTokenService(SECRET);
  const claims = await tokens.verify(await tokens.issue("u", "admin", "demo"), "demo");
  strictEqual(claims.exp - claims.iat, 2 * 24 * 3600);
});

Deno.test("an expired token is refused", async () => {
  let now = 1_000_000_000_000;
  const tokens = await createTokenService(SECRET, () => now);
  const token = await tokens.issue("emp-1", "admin", "backoffice");
  now += TOKEN_TTL_SECONDS.backoffice * 1000 + 1000;
  await rejects(tokens.verify(token, "backoffice"), InvalidTokenError);
});

Deno.test("tampered, wrongly signed and alg:none tokens are refused", async () => {
  const tokens = await createTokenService(SECRET);
  const token = await tokens.issue("emp-1", "clerk", "backoffice");
  const [h, p, s] = token.split(".");
  const payload = JSON.parse(atob(p.replaceAll("-", "+").replaceAll("_", "/")));
  const promoted = `${h}.${b64url({ ...payload, role: "admin" })}.${s}`;
  await rejects(tokens.verify(promoted, "backoffice"), InvalidTokenError);
  const other = await sign({ ...payload }, "another-secret-of-sufficient-length-0123456789", "HS256");
  await rejects(tokens.verify(other, "backoffice"), InvalidTokenError);
  const none = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(payload)}.`;
  await rejects(tokens.verify(none, "backoffice"), InvalidTokenError);
  await rejects(tokens.verify("not.a.token", "backoffice"), InvalidTokenError);
});

Deno.test("bearer tokens are read from the Bearer and JWT schemes", () => {
  strictEqual(bearerToken("Bearer abc.def.ghi"), "abc.def.ghi");
  strictEqual(bearerToken("JWT abc.def.ghi"), "abc.def.ghi");
  strictEqual(bearerToken("Basic abc"), undefined);
  strictEqual(bearerToken(undefined), undefined);
});

Deno.test("a remembered token is still refused once expired, and for another audience", async () => {
  let now = 1_000_000_000_000;
  const tokens = await createTokenService(SECRET, () => now);
  const token = await tokens.issue("emp-1", "admin", "backoffice");
  await tokens.verify(token, "backoffice");
  await rejects(tokens.verify(token, "demo"), InvalidTokenError);
  now += TOKEN_TTL_SECONDS.backoffice * 1000 + 1000;
  await rejects(tokens.verify(token, "backoffice"), InvalidTokenError);
});
