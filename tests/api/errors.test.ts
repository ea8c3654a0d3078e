import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import * as zm from "zod/mini";
import { invalidField, refusal, waitText } from "../../domain/api/index.ts";
import { onError } from "../../server/middleware/errors.ts";
import { requestFrame } from "../../server/middleware/frame.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";
import { validate } from "../../server/middleware/validate.ts";
import { ACCOUNT_BODY_BYTES } from "../../server/app.ts";
import { testApp } from "../support/app.ts";

function appWithFailures() {
  const logs: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use(requestFrame((l) => logs.push(l)));
  app.onError(onError((l) => logs.push(l)));
  app.get("/boom", () => {
    throw new Error("database exploded at secret.ts:42");
  });
  app.get("/teapot", () => {
    throw new HTTPException(418, { message: "I am a teapot" });
  });
  app.get("/too-many", () => {
    throw refusal("tooManySignIns", { seconds: 894, wait: waitText(894) });
  });
  app.get("/field", () => {
    throw invalidField("mailId", "atMostChars", { n: 5 });
  });
  const body = z.object({ email: z.email(), n: z.number().int().max(3), tags: z.array(z.string()).max(1) })
    .strict();
  app.post("/classic", validate("json", body), (c) => c.json(c.req.valid("json")));
  app.post("/mini", validate("json", zm.object({ name: zm.string(), age: zm.number() })), (c) => c.json({}));
  app.get("/query", validate("json", z.object({ page: z.coerce.number().int().min(1) })), (c) => {
    return c.json(c.req.valid("json"));
  });
  return { app, logs };
}

const post = (body: string, headers: Record<string, string> = {}) => ({ method: "POST", body, headers });

Deno.test("an unexpected error is a 500 `internal` envelope with no stack; the stack is logged", async () => {
  const { app, logs } = appWithFailures();
  const res = await app.request("/boom");
  strictEqual(res.status, 500);
  const body = await res.json();
  deepStrictEqual(Object.keys(body.error).sort(), ["code", "message", "requestId"]);
  strictEqual(body.error.code, "internal");
  strictEqual(body.error.requestId, res.headers.get("x-request-id"));
  ok(!JSON.stringify(body).includes("secret.ts"), "no stack or internal message to the client");
  ok(logs.some((l) => l.includes(body.error.requestId) && l.includes("secret.ts:42")), "the stack is logged");
});

Deno.test("a refusal's kind sets the status; its message follows Accept-Language; a rate limit sends Retry-After", async () => {
  const { app } = appWithFailures();
  const en = await app.request("/too-many");
  strictEqual(en.status, 429);
  strictEqual(en.headers.get("retry-after"), "894");
  deepStrictEqual(
    (await en.json()).error.message,
    "Too many failed sign-ins. Try again in about 15 minutes.",
  );
  const tr = await app.request("/too-many", { headers: { "accept-language": "tr-TR,tr;q=0.9,en;q=0.8" } });
  strictEqual(
    (await tr.json()).error.message,
    "Çok fazla başarısız oturum açma denemesi. yaklaşık 15 dakika sonra yeniden deneyin.",
  );
  const ar = await app.request("/field", { headers: { "accept-language": "ar" } });
  strictEqual(ar.status, 400);
  deepStrictEqual((await ar.json()).error, {
    message: "mailId: يجب ألا يزيد على 5 حرفًا",
    code: "invalidFields",
    requestId: ar.headers.get("x-request-id"),
    fields: { mailId: { code: "atMostChars", message: "يجب ألا يزيد على 5 حرفًا", params: { n: 5 } } },
  });
  const unknown = await app.request("/field", { headers: { "accept-language": "de-DE" } });
  strictEqual((await unknown.json()).error.fields.mailId.message, "Must be at most 5 characters");
});

Deno.test("Hono's own HTTPException is rendered as the envelope too, with its status", async () => {
  const { app } = appWithFailures();
  const res = await app.request("/teapot");
  strictEqual(res.status, 418);
  strictEqual((await res.json()).error.code, "requestFailed");
});

Deno.test("each failure gets its own request id, in the body, the header and the log line", async () => {
  const { app, logs } = appWithFailures();
  const a = await app.request("/field");
  const b = await app.request("/field");
  const [idA, idB] = [a.headers.get("x-request-id")!, b.headers.get("x-request-id")!];
  ok(/^[0-9a-f]{8}-[0-9a-z]+$/.test(idA));
  ok(idA !== idB);
  strictEqual((await a.json()).error.requestId, idA);
  ok(logs.some((l) => l.includes(" 400 ") && l.endsWith(`id=${idA}`)));
});

Deno.test("validate: every field at fault is named with its code, unknown keys too", async () => {
  const { app } = appWithFailures();
  const res = await app.request("/classic", post('{"email":"x","n":9,"tags":["a","b"],"zz":1}'));
  strictEqual(res.status, 400);
  const { error } = await res.json();
  strictEqual(error.code, "invalidFields");
  deepStrictEqual(
    Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, (v as { code: string }).code])),
    { email: "email", n: "atMost", tags: "atMostItems", zz: "unknownField" },
  );
  strictEqual(error.message, "email: Must be a valid email address");
});

Deno.test("validate: a body is read whatever its Content-Type; bad JSON and NUL characters are refused", async () => {
  const { app } = appWithFailures();
  const noType = await app.request("/classic", post('{"email":"a@b.co","n":1,"tags":[]}'));
  strictEqual(noType.status, 200);
  deepStrictEqual(await noType.json(), { email: "a@b.co", n: 1, tags: [] });
  const bad = await app.request("/classic", post("{email", { "content-type": "application/json" }));
  strictEqual(bad.status, 400);
  strictEqual((await bad.json()).error.code, "invalidJson");
  const nul = await app.request("/classic", post('{"email":"a\\u0000@b.co","n":1,"tags":["ok","x\\u0000"]}'));
  const nulError = (await nul.json()).error;
  // Every place holding one is named, each with its code.
  deepStrictEqual(Object.keys(nulError.fields), ["email", "tags.1"]);
  strictEqual(nulError.fields.email.code, "noNul");
  strictEqual(nulError.fields["tags.1"].code, "noNul");
  const empty = await app.request("/mini", post(""));
  deepStrictEqual((await empty.json()).error.fields, {
    name: { code: "required", message: "Required" },
    age: { code: "required", message: "Required" },
  });
});

Deno.test("validate: zod/mini schemas name wrong types; a GET's input is its query string", async () => {
  const { app } = appWithFailures();
  const mini = await app.request("/mini", post('{"name":1,"age":"x"}'));
  deepStrictEqual(
    Object.values((await mini.json()).error.fields).map((f) => (f as { code: string }).code),
    ["text", "number"],
  );
  strictEqual((await (await app.request("/query?page=2")).json()).page, 2);
  const zero = await app.request("/query?page=0");
  strictEqual(zero.status, 400);
  strictEqual((await zero.json()).error.fields.page.code, "atLeast");
});

Deno.test("unknown addresses: an API path is 404 noRoute, a non-page request elsewhere 404 too, both the envelope", async () => {
  const { app } = await testApp();
  const api = await app.request("/api/nothing-here", { headers: { "accept-language": "tr" } });
  strictEqual(api.status, 404);
  const apiError = (await api.json()).error;
  deepStrictEqual([apiError.code, apiError.message], [
    "noRoute",
    "GET /api/nothing-here için bir API yolu yok",
  ]);
  const page = await app.request("/some/page", { method: "POST" });
  strictEqual(page.status, 404);
  strictEqual((await page.json()).error.code, "nothingHere");
});

Deno.test("sign-in, account and demo sign-in calls over 64 KB are a 413 before their body is read", async () => {
  const { app, store } = await testApp();
  const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(ACCOUNT_BODY_BYTES) });
  for (
    const path of ["/api/users/login", "/api/auth/register", "/api/auth", "/api/account/forgot-password"]
  ) {
    const res = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    strictEqual(res.status, 413, path);
    strictEqual((await res.json()).error.code, "bodyTooLarge", path);
  }
  const small = await app.request("/api/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "not-an-email", password: "x".repeat(1000) }),
  });
  strictEqual(small.status, 400, "a body under the limit is read and checked as before");
  await store?.close();
});
