import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { onError } from "../../server/middleware/errors.ts";
import { requestFrame } from "../../server/middleware/frame.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";

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
  return { app, logs };
}

Deno.test("a thrown error is JSON { error: { message, requestId } } with no stack; the stack is logged", async () => {
  const { app, logs } = appWithFailures();
  const res = await app.request("/boom");
  strictEqual(res.status, 500);
  const body = await res.json();
  deepStrictEqual(Object.keys(body.error).sort(), ["message", "requestId"]);
  strictEqual(body.error.requestId, res.headers.get("x-request-id"));
  const id = body.error.requestId;
  ok(!JSON.stringify(body).includes("secret.ts"), "no stack or internal message to the client");
  ok(logs.some((l) => l.includes(id) && l.includes("secret.ts:42")), "the stack is in the server log");
});

Deno.test("an HTTPException keeps its status and message", async () => {
  const { app } = appWithFailures();
  const res = await app.request("/teapot");
  strictEqual(res.status, 418);
  strictEqual((await res.json()).error.message, "I am a teapot");
});

Deno.test("each failure gets its own request id, in the body, the header and the log line", async () => {
  const { app, logs } = appWithFailures();
  const a = await app.request("/teapot");
  const b = await app.request("/teapot");
  const [idA, idB] = [a.headers.get("x-request-id")!, b.headers.get("x-request-id")!];
  ok(/^[0-9a-f]{8}-[0-9a-z]+$/.test(idA));
  ok(idA !== idB);
  strictEqual((await a.json()).error.requestId, idA);
  ok(logs.some((l) => l.endsWith(`418 ${l.split(" ")[3]} id=${idA}`)));
});
