import { deepStrictEqual, ok, rejects, strictEqual, throws } from "node:assert/strict";
import { brotliCompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { type ProxyOptions, proxyTo } from "../../server/proxy.ts";
import { onError } from "../../server/middleware/errors.ts";
import { requestFrame } from "../../server/middleware/frame.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";
import {
  closedPort,
  delay,
  type FakeBackend,
  type FakeBackendHandler,
  gate,
  startFakeBackend,
} from "../support/fake-backend.ts";

/** The proxy mounted as the app mounts it, behind the request-id middleware; its log lines captured. */
function proxyApp(backendUrl: string, opts: ProxyOptions = {}) {
  const logs: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use(requestFrame(() => {}));
  app.onError(onError(() => {}));
  const proxy = proxyTo(backendUrl, { log: (l) => logs.push(l), ...opts });
  app.all("/api/users/*", proxy);
  app.all("/api/backoffice/*", proxy);
  return { app, logs };
}

/** Runs `fn` against a fresh fake backend and always shuts it down. */
async function withBackend(
  handler: FakeBackendHandler | undefined,
  fn: (backend: FakeBackend) => Promise<void>,
) {
  const backend = await startFakeBackend(handler);
  try {
    await fn(backend);
  } finally {
    await backend.close();
  }
}

/** Serves `app` for real on loopback (so streaming and connection info are the real thing). */
async function withServer(app: Hono<{ Variables: RequestIdVariables }>, fn: (url: string) => Promise<void>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
  try {
    await fn(`http://127.0.0.1:${server.addr.port}`);
  } finally {
    await server.shutdown();
  }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (s: string) => new TextEncoder().encode(s);

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("method, path, query, body and Authorization reach the backend unchanged (GET, POST, PUT, DELETE)", async () => {
  await withBackend(undefined, async (backend) => {
    const { app } = proxyApp(backend.url);
    const query = "?b=2&a=1&a=3&empty=&q=caf%C3%A9+x%2Fy";
    const cases = [
      { method: "GET", path: "/api/users/me", auth: "Bearer tok-get", body: undefined },
      {
        method: "POST",
        path: "/api/users/login",
        auth: "Bearer tok-post",
        body: JSON.stringify({ email: "staff@ledgerdesk.test", password: "p@ss wörd" }),
      },
      {
        method: "PUT",
        path: "/api/backoffice/clients/42",
        auth: "JWT tok-put",
        body: JSON.stringify({ name: "Acme GmbH", note: "ünïcödé" }),
      },
      { method: "DELETE", path: "/api/backoffice/clients/42", auth: "JWT tok-delete", body: undefined },
    ];
    for (const [i, t] of cases.entries()) {
      const res = await app.request(t.path + query, {
        method: t.method,
        headers: {
          authorization: t.auth,
          "x-request-id": `req-${i}`,
          cookie: "a=1; b=2",
          ...(t.body ? { "content-type": "application/json" } : {}),
        },
        body: t.body,
      });
      strictEqual(res.status, 200, t.method);
      const seen = backend.requests[i];
      strictEqual(seen.method, t.method);
      strictEqual(seen.path, t.path);
      strictEqual(seen.query, query);
      strictEqual(seen.text, t.body ?? "");
      strictEqual(seen.headers.authorization, t.auth);
      strictEqual(seen.headers.cookie, "a=1; b=2");
      strictEqual(seen.headers["x-request-id"], `req-${i}`);
      strictEqual(seen.headers["x-forwarded-proto"], "http");
      strictEqual(seen.headers["x-forwarded-host"], "localhost");
      strictEqual(seen.headers.host, backend.url.slice("http://".length), "the backend gets its own Host");
      strictEqual(seen.headers["x-forwarded-for"], undefined, "no client address under app.request()");
      if (t.body) strictEqual(seen.headers["content-type"], "application/json");
      // The echo comes back as the backend wrote it.
      deepStrictEqual((await res.json()).path, t.path);
    }
    strictEqual(backend.requests.length, cases.length);
  });
});

Deno.test("a path prefix in BACKEND_URL is kept, with or without a trailing slash", async () => {
  await withBackend(undefined, async (backend) => {
    for (const base of [`${backend.url}/base`, `${backend.url}/base/`, `${backend.url}/base//`]) {
      const { app } = proxyApp(base);
      const res = await app.request("/api/users/login?x=1", { method: "POST", body: "{}" });
      strictEqual(res.status, 200);
      const seen = backend.requests.at(-1)!;
      strictEqual(seen.path, "/base/api/users/login");
      strictEqual(seen.query, "?x=1");
    }
    const { app } = proxyApp(`${backend.url}/`);
    // (An encoded slash is refused instead: tests/api/proxy-mode.test.ts.)
    await app.request("/api/backoffice/a%3Bb%20c%C3%A9");
    strictEqual(
      backend.requests.at(-1)!.path,
      "/api/backoffice/a%3Bb%20c%C3%A9",
      "encoded path stays encoded",
    );
  });
});

Deno.test("hop-by-hop headers are dropped on the way to the backend", async () => {
  await withBackend(undefined, async (backend) => {
    const { app } = proxyApp(backend.url);
    const res = await app.request("/api/users/me", {
      headers: {
        connection: "keep-alive, x-secret-hop",
        "x-secret-hop": "1",
        "keep-alive": "timeout=5",
        te: "trailers",
        trailer: "x-checksum",
        upgrade: "websocket",
        "proxy-authorization": "Basic cHJveHk6c2VjcmV0",
        "proxy-connection": "keep-alive",
        "x-kept": "yes",
        authorization: "Bearer kept",
      },
    });
    strictEqual(res.status, 200);
    const { headers } = backend.requests[0];
    for (
      const name of [
        "connection",
        "x-secret-hop",
        "keep-alive",
        "te",
        "trailer",
        "upgrade",
        "proxy-authorization",
        "proxy-connection",
      ]
    ) {
      strictEqual(headers[name], undefined, `${name} must not reach the backend`);
    }
    strictEqual(headers["x-kept"], "yes");
    strictEqual(headers.authorization, "Bearer kept");
  });
});

Deno.test("hop-by-hop headers of the backend's answer never reach the client", async () => {
  await withBackend(
    () =>
      new Response(JSON.stringify({ ok: true }), {
        headers: {
          "content-type": "application/json",
          "keep-alive": "timeout=5, max=100",
          "transfer-encoding": "chunked",
          connection: "x-backend-hop",
          "x-backend-hop": "1",
          "proxy-authenticate": "Basic",
          upgrade: "h2c",
          trailer: "x-checksum",
          "x-backend-ok": "yes",
        },
      }),
    async (backend) => {
      const { app } = proxyApp(backend.url);
      const res = await app.request("/api/users/me");
      strictEqual(res.status, 200);
      for (
        const name of [
          "keep-alive",
          "transfer-encoding",
          "connection",
          "x-backend-hop",
          "proxy-authenticate",
          "upgrade",
          "trailer",
        ]
      ) {
        strictEqual(res.headers.get(name), null, `${name} must not reach the client`);
      }
      strictEqual(res.headers.get("x-backend-ok"), "yes");
      deepStrictEqual(await res.json(), { ok: true });
    },
  );
});

Deno.test("status codes and the backend's JSON error bodies pass through unchanged", async () => {
  const wrong = JSON.stringify({ message: "Wrong email or password" });
  await withBackend(
    (req) =>
      new URL(req.url).pathname.endsWith("/login")
        ? new Response(wrong, { status: 401, headers: { "content-type": "application/json" } })
        : new Response(JSON.stringify({ message: "Clerks may not delete" }), {
          status: 403,
          headers: { "content-type": "application/json; charset=utf-8" },
        }),
    async (backend) => {
      const { app } = proxyApp(backend.url);
      const login = await app.request("/api/users/login", {
        method: "POST",
        body: JSON.stringify({ email: "x@y.z", password: "nope" }),
      });
      strictEqual(login.status, 401);
      strictEqual(login.headers.get("content-type"), "application/json");
      strictEqual(await login.text(), wrong, "the body is byte for byte the backend's");
      const del = await app.request("/api/backoffice/clients/1", { method: "DELETE" });
      strictEqual(del.status, 403);
      deepStrictEqual(await del.json(), { message: "Clerks may not delete" });
    },
  );
});

Deno.test("a redirect from the backend (Google sign-in) reaches the client with its Location and cookies", async () => {
  const google =
    "https://accounts.google.com/o/oauth2/v2/auth?client_id=abc&redirect_uri=https%3A%2F%2Fx%2Fcb";
  await withBackend(
    () =>
      new Response(null, {
        status: 302,
        headers: [["location", google], ["set-cookie", "state=s1; HttpOnly; Path=/"], [
          "set-cookie",
          "nonce=n1; HttpOnly; Path=/",
        ]],
      }),
    async (backend) => {
      const { app } = proxyApp(backend.url);
      const res = await app.request("/api/users/auth/google");
      strictEqual(res.status, 302, "not followed: the browser must go to Google itself");
      strictEqual(res.headers.get("location"), google);
      deepStrictEqual(res.headers.getSetCookie(), [
        "state=s1; HttpOnly; Path=/",
        "nonce=n1; HttpOnly; Path=/",
      ]);
      strictEqual(backend.requests.length, 1);
    },
  );
});

/** A backend that writes "first", then waits for the test to open the gate, then writes "second". */
function chunkedBackend() {
  const release = gate();
  let finished = false;
  const handler: FakeBackendHandler = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytesOf("first\n"));
          await release.promise;
          controller.enqueue(bytesOf("second\n"));
          finished = true;
          controller.close();
        },
      }),
      { headers: { "content-type": "text/plain" } },
    );
  return { handler, release, finished: () => finished };
}

async function assertChunkByChunk(res: Response, stream: ReturnType<typeof chunkedBackend>) {
  strictEqual(res.status, 200);
  const reader = res.body!.getReader();
  const first = await reader.read();
  strictEqual(text(first.value!), "first\n");
  strictEqual(stream.finished(), false, "the first chunk arrived while the backend was still writing");
  stream.release.open();
  let rest = "";
  for (let r = await reader.read(); !r.done; r = await reader.read()) rest += text(r.value);
  strictEqual(rest, "second\n");
  ok(stream.finished());
}

Deno.test("a streamed answer reaches the client chunk by chunk (app.request)", async () => {
  const stream = chunkedBackend();
  await withBackend(stream.handler, async (backend) => {
    const { app } = proxyApp(backend.url);
    await assertChunkByChunk(await app.request("/api/backoffice/export"), stream);
  });
});

Deno.test("a streamed answer reaches the client chunk by chunk through a real server", async () => {
  const stream = chunkedBackend();
  await withBackend(stream.handler, async (backend) => {
    const { app } = proxyApp(backend.url);
    await withServer(app, async (url) => {
      await assertChunkByChunk(await fetch(`${url}/api/backoffice/export`), stream);
    });
  });
});

Deno.test("through a real server the client address is appended to X-Forwarded-For", async () => {
  await withBackend(undefined, async (backend) => {
    const { app } = proxyApp(backend.url);
    await withServer(app, async (url) => {
      await (await fetch(`${url}/api/users/me`)).body?.cancel();
      await (await fetch(`${url}/api/users/me`, { headers: { "x-forwarded-for": "203.0.113.7" } })).body
        ?.cancel();
    });
    strictEqual(backend.requests[0].headers["x-forwarded-for"], "127.0.0.1");
    strictEqual(backend.requests[1].headers["x-forwarded-for"], "203.0.113.7, 127.0.0.1");
    ok(/^127\.0\.0\.1:\d+$/.test(backend.requests[0].headers["x-forwarded-host"]));
  });
});

Deno.test("a large upload (5 MB) streams through intact", async () => {
  const size = 5 * 1024 * 1024;
  const upload = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(upload.subarray(i, i + 65536));
  const expected = await sha256(upload);
  await withBackend(
    async (_req, seen) => Response.json({ sha: await sha256(seen.body), length: seen.body.length }),
    async (backend) => {
      const { app } = proxyApp(backend.url);
      await withServer(app, async (url) => {
        const res = await fetch(`${url}/api/backoffice/documents`, {
          method: "POST",
          headers: { "content-type": "application/octet-stream" },
          body: upload,
        });
        deepStrictEqual(await res.json(), { sha: expected, length: size });
      });
      // Under app.request() too.
      const res = await app.request("/api/backoffice/documents", { method: "PUT", body: upload });
      deepStrictEqual(await res.json(), { sha: expected, length: size });
      // Not buffered, yet the length survives: Deno's fetch knows the size of a body that comes from Deno.serve
      // (or from a buffer), so backends that insist on Content-Length still get it.
      for (const seen of backend.requests) strictEqual(seen.headers["content-length"], String(size));
    },
  );
});

Deno.test("a backend slower than the time-out answers 504 JSON with the number of seconds", async () => {
  await withBackend(async (_req, _seen, closing) => {
    await delay(1000, closing);
    return Response.json({ late: true });
  }, async (backend) => {
    const { app, logs } = proxyApp(backend.url, { timeoutMs: 200 });
    const started = performance.now();
    const res = await app.request("/api/users/login", {
      method: "POST",
      body: "{}",
      headers: { "x-request-id": "slow-1" },
    });
    ok(performance.now() - started < 900, "answered at the time-out, not when the backend finished");
    strictEqual(res.status, 504);
    deepStrictEqual(await res.json(), {
      error: {
        message: "The practice backend did not answer within 0.2 s.",
        code: "proxyTimeout",
        requestId: "slow-1",
      },
    });
    strictEqual(logs.length, 1);
    ok(logs[0].includes("time-out") && logs[0].includes("slow-1"), logs[0]);
  });
});

Deno.test("a backend that stalls in the middle of its body is cut after the time-out", async () => {
  await withBackend((_req, _seen, closing) =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytesOf("[1,"));
          await delay(1000, closing);
          controller.close();
        },
      }),
    ), async (backend) => {
    const { app, logs } = proxyApp(backend.url, { timeoutMs: 200 });
    const res = await app.request("/api/backoffice/export");
    strictEqual(res.status, 200);
    const reader = res.body!.getReader();
    strictEqual(text((await reader.read()).value!), "[1,");
    const started = performance.now();
    await rejects(reader.read());
    ok(performance.now() - started < 900, "cut at the time-out");
    strictEqual(logs.length, 1);
    ok(logs[0].includes("stalled"), logs[0]);
  });
});

Deno.test("an unreachable backend answers 502 JSON naming it; the cause is logged, not sent", async () => {
  const port = await closedPort();
  const { app, logs } = proxyApp(`http://127.0.0.1:${port}/base`);
  const res = await app.request("/api/users/login", {
    method: "POST",
    body: "{}",
    headers: { "x-request-id": "down-1" },
  });
  strictEqual(res.status, 502);
  deepStrictEqual(await res.json(), {
    error: {
      message: `The practice backend at http://127.0.0.1:${port} cannot be reached.`,
      code: "proxyUnreachable",
      requestId: "down-1",
    },
  });
  strictEqual(logs.length, 1);
  ok(/refused/i.test(logs[0]) && logs[0].includes("down-1"), logs[0]);
});

Deno.test("a DNS failure is 'cannot be reached'; any other failure is a clear 502, never a 500 or a stack", async () => {
  const dns: typeof fetch = () =>
    Promise.reject(
      new TypeError("fetch failed", {
        cause: new Error(
          "error sending request for url (http://backend.invalid/): client error (Connect): dns error: " +
            "failed to lookup address information: Name or service not known",
        ),
      }),
    );
  const dnsApp = proxyApp("http://backend.invalid", { fetch: dns });
  const down = await dnsApp.app.request("/api/users/me");
  strictEqual(down.status, 502);
  strictEqual(
    (await down.json()).error.message,
    "The practice backend at http://backend.invalid cannot be reached.",
  );

  const broken: typeof fetch = () => Promise.reject(new Error("exploded at secret.ts:42"));
  const brokenApp = proxyApp("https://backend.example:8443", { fetch: broken });
  const res = await brokenApp.app.request("/api/backoffice/clients", { headers: { "x-request-id": "b-1" } });
  strictEqual(res.status, 502);
  const body = await res.json();
  deepStrictEqual(body, {
    error: {
      message:
        "The request to the practice backend at https://backend.example:8443 failed before it answered.",
      code: "proxyFailed",
      requestId: "b-1",
    },
  });
  ok(brokenApp.logs[0].includes("secret.ts:42"), "the cause is in the log");

  const thrower: typeof fetch = () => {
    throw new TypeError("synchronous failure");
  };
  const sync = await proxyApp("http://backend.test", { fetch: thrower }).app.request("/api/users/me");
  strictEqual(sync.status, 502);
});

Deno.test("Content-Encoding always matches the body the client gets (gzip, br, deflate)", async () => {
  const original = JSON.stringify({
    rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Client ${i}` })),
  });
  const encoded: Record<string, Uint8Array<ArrayBuffer>> = {
    gzip: new Uint8Array(gzipSync(original)),
    br: new Uint8Array(brotliCompressSync(original)),
    deflate: new Uint8Array(deflateSync(original)),
  };
  const decode: Record<string, (b: Uint8Array) => Uint8Array> = {
    gzip: (b) => new Uint8Array(gunzipSync(b)),
    deflate: (b) => new Uint8Array(inflateSync(b)),
  };
  // A backend that compresses as the path says, whatever was asked (the proxy must cope either way).
  await withBackend((req) => {
    const coding = new URL(req.url).pathname.split("/").at(-1)!;
    return new Response(encoded[coding], {
      headers: {
        "content-type": "application/json",
        "content-encoding": coding,
        "content-length": String(encoded[coding].length),
        vary: "Accept-Encoding",
      },
    });
  }, async (backend) => {
    const { app } = proxyApp(backend.url);
    for (const coding of ["gzip", "br", "deflate"]) {
      const res = await app.request(`/api/backoffice/clients/${coding}`, {
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
      strictEqual(backend.requests.at(-1)!.headers["accept-encoding"], "gzip, deflate, br, zstd");
      const body = new Uint8Array(await res.arrayBuffer());
      const ce = res.headers.get("content-encoding");
      const cl = res.headers.get("content-length");
      if (cl !== null) strictEqual(Number(cl), body.length, `${coding}: Content-Length describes the body`);
      if (ce === null) strictEqual(text(body), original, `${coding}: no Content-Encoding, so a plain body`);
      else {
        strictEqual(ce, coding);
        strictEqual(text(decode[coding](body)), original, `${coding}: the body is really ${ce}`);
      }
    }
    // Deno's fetch does not decode deflate: that answer goes through still compressed, headers and all.
    const deflate = await app.request("/api/backoffice/clients/deflate", {
      headers: { "accept-encoding": "deflate" },
    });
    strictEqual(deflate.headers.get("content-encoding"), "deflate");
    deepStrictEqual(new Uint8Array(await deflate.arrayBuffer()), encoded.deflate);
  });
});

Deno.test("a client that asks for no encoding gets none asked of the backend", async () => {
  await withBackend(undefined, async (backend) => {
    const { app } = proxyApp(backend.url);
    await app.request("/api/users/me");
    strictEqual(backend.requests[0].headers["accept-encoding"], "identity");
  });
});

/** A bare HTTP/1.1 GET over TCP: the bytes exactly as the server sent them (fetch would decompress). */
async function rawGet(origin: string, path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(origin);
  const conn = await Deno.connect({ hostname, port: Number(port) });
  const head = Object.entries({ host: `${hostname}:${port}`, connection: "close", ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`).join("");
  await conn.write(bytesOf(`GET ${path} HTTP/1.1\r\n${head}\r\n`));
  const raw = new Uint8Array(await new Response(conn.readable).arrayBuffer());
  const split = raw.findIndex((_, i) =>
    raw[i] === 13 && raw[i + 1] === 10 && raw[i + 2] === 13 && raw[i + 3] === 10
  );
  const lines = text(raw.subarray(0, split)).split("\r\n");
  const status = Number(lines[0].split(" ")[1]);
  const field = (
    l: string,
  ): [string, string] => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()];
  const map = new Headers(lines.slice(1).map(field));
  let body = raw.subarray(split + 4);
  if (map.get("transfer-encoding") === "chunked") {
    const parts: number[] = [];
    let at = 0;
    for (;;) {
      const eol = body.indexOf(13, at);
      const len = parseInt(text(body.subarray(at, eol)), 16);
      if (!len) break;
      parts.push(...body.subarray(eol + 2, eol + 2 + len));
      at = eol + 2 + len + 2;
    }
    body = new Uint8Array(parts);
  }
  return { status, headers: map, body };
}

Deno.test("through a real server, the bytes on the wire match Content-Encoding and Content-Length", async () => {
  const original = "x".repeat(5000);
  const gz = new Uint8Array(gzipSync(original));
  await withBackend(
    () =>
      new Response(gz, {
        headers: {
          "content-type": "text/plain",
          "content-encoding": "gzip",
          "content-length": String(gz.length),
        },
      }),
    async (backend) => {
      const { app } = proxyApp(backend.url);
      await withServer(app, async (url) => {
        const res = await rawGet(url, "/api/users/avatar", { "accept-encoding": "gzip" });
        strictEqual(res.status, 200);
        const ce = res.headers.get("content-encoding");
        const cl = res.headers.get("content-length");
        if (cl !== null) strictEqual(Number(cl), res.body.length);
        const plain = ce === "gzip" ? new Uint8Array(gunzipSync(res.body)) : res.body;
        if (ce !== null) strictEqual(ce, "gzip");
        strictEqual(text(plain), original);
      });
    },
  );
});

Deno.test("a bad BACKEND_URL is refused when the proxy is built", () => {
  throws(() => proxyTo("not a url"), /not a valid URL/);
  throws(() => proxyTo("ftp://files.example"), /http/);
  throws(() => proxyTo("http://user:secret@backend.example"), /user name or password/);
  throws(() => proxyTo("http://backend.example/?x=1"), /query/);
});
