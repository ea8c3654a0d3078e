import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { onError } from "../../server/middleware/errors.ts";
import { requestFrame } from "../../server/middleware/frame.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";

function appWithFailures() {
  const logs: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use(requestFrame(() => {}));
  app.onError(onError((l) => logs.push(l)));
  app.get("/boom", () => {
    throw new Error("database exploded at secret.ts:42");
  });
  app.get("/teapot", () => {
    throw new HTTPException(418, { message: "I am a teapot" });
  });
  return { app, logs };
}

Deno.test("a thrown error is JSON { error: { message, requestId } } with no stack; the stack is logged", async () => {
  const { app, logs } = appWithFailures();
  const res = await app.request("/boom", { headers: { "x-request-id": "req-123" } });
  strictEqual(res.status, 500);
  const body = await res.json();
  deepStrictEqual(Object.keys(body.error).sort(), ["message", "requestId"]);
  strictEqual(body.error.requestId, "req-123");
  ok(!JSON.stringify(body).includes("secret.ts"), "no stack or internal message to the client");
  strictEqual(logs.length, 1);
  ok(logs[0].includes("req-123") && logs[0].includes("secret.ts:42"), "the stack is in the server log");
});

Deno.test("an HTTPException keeps its status and message", async () => {
  const { app } = appWithFailures();
  const res = await app.request("/teapot");
  strictEqual(res.status, 418);
  strictEqual((await res.json()).error.message, "I am a teapot");
});

Deno.test("a request id from the client is kept only when it is sane", async () => {
  const { app } = appWithFailures();
  const kept = await app.request("/teapot", { headers: { "x-request-id": "abc.DEF-1_2" } });
  strictEqual(kept.headers.get("x-request-id"), "abc.DEF-1_2");
  const replaced = await app.request("/teapot", { headers: { "x-request-id": "<script>" } });
  ok(/^[0-9a-f]{8}-[0-9a-z]+$/.test(replaced.headers.get("x-request-id")!));
});
