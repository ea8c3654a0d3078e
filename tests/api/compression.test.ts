import assert, { strictEqual } from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress, compressResponse } from "../../server/middleware/compress.ts";

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Return ${i}`, status: "submitted" })),
};

function app() {
  const a = new Hono();
  a.use(compress());
  a.get("/big", (c) => c.json(big));
  a.get("/small", (c) => c.json({ status: "ok" }));
  a.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }));
  a.get(
    "/encoded",
    (c) => c.body("x".repeat(4096), 200, { "content-type": "text/plain", "content-encoding": "br" }),
  );
  return a;
}

Deno.test("JSON above 1 KB is brotli-compressed when accepted, else gzip, and decodes to the same body", async () => {
  const br = await app().request("/big", { headers: { "accept-encoding": "gzip, br" } });
  strictEqual(br.headers.get("content-encoding"), "br");
  const text = new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())));
  strictEqual(text, JSON.stringify(big));
  const gz = await app().request("/big", { headers: { "accept-encoding": "gzip" } });
  strictEqual(gz.headers.get("content-encoding"), "gzip");
  strictEqual(
    new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer()))),
    JSON.stringify(big),
  );
});

Deno.test("small answers, binary types, already-encoded bodies and clients without support pass untouched", async () => {
  const h = { headers: { "accept-encoding": "gzip, br" } };
  strictEqual((await app().request("/small", h)).headers.get("content-encoding"), null);
  strictEqual((await app().request("/png", h)).headers.get("content-encoding"), null);
  const encoded = await app().request("/encoded", h);
  strictEqual(encoded.headers.get("content-encoding"), "br");
  strictEqual((await encoded.text()).length, 4096);
  const plain = await app().request("/big");
  strictEqual(plain.headers.get("content-encoding"), null);
  strictEqual(await plain.text(), JSON.stringify(big));
});

Deno.test("back-office answers are compressed for clients that accept it; health answers are not", async () => {
  const { testApp } = await import("../support/app.ts");
  const { app } = await testApp();
  const login = await app.request("/api/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
  });
  const token = (await login.json()).jwt_access_token;
  const headers = { "accept-encoding": "br", authorization: `Bearer ${token}` };
  // No back-office resource yet: the 404 body is small, so the threshold leaves it plain.
  const small = await app.request("/api/backoffice/nothing-here", { headers });
  strictEqual(small.headers.get("content-encoding"), null);
  strictEqual((await app.request("/api/health", { headers })).headers.get("content-encoding"), null);
});

Deno.test("a download is compressed as it streams: answered before its end is written, whole once read", async () => {
  const encoder = new TextEncoder();
  let release!: () => void;
  const later = new Promise<void>((resolve) => release = resolve);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode("code,name\r\n"));
      await later; // the rest of the export has not been read from the database yet
      controller.enqueue(encoder.encode("ACC0001,Karoo Traders\r\n".repeat(500)));
      controller.close();
    },
  });
  const res = new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="a.csv"',
    },
  });
  const compressed = await compressResponse(res, "GET", "gzip, deflate, br");
  assert.equal(compressed.headers.get("content-encoding"), "gzip");
  release();
  const text = await new Response(compressed.body!.pipeThrough(new DecompressionStream("gzip"))).text();
  assert.equal(text, "code,name\r\n" + "ACC0001,Karoo Traders\r\n".repeat(500));
  // Without gzip accepted, the download passes as it is.
  const plain = new Response("x", {
    headers: { "content-type": "text/csv", "content-disposition": "attachment" },
  });
  assert.equal(await compressResponse(plain, "GET", "br"), plain);
});
