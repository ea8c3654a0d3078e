import { deepStrictEqual, match, ok, strictEqual } from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { loadStaticFiles } from "../../server/static.ts";
import { ASSET_JS, INDEX_HTML, testApp } from "../support/app.ts";

Deno.test("GET /api/health answers ok", async () => {
  const { app } = await testApp();
  const res = await app.request("/api/health");
  strictEqual(res.status, 200);
  deepStrictEqual(await res.json(), { status: "ok" });
});

Deno.test("an unknown API path is a JSON 404, not the page", async () => {
  const { app } = await testApp();
  for (const [method, path] of [["GET", "/api/nope"], ["POST", "/api/users/nope"], ["DELETE", "/api"]]) {
    const res = await app.request(path, { method });
    strictEqual(res.status, 404, `${method} ${path}`);
    match(res.headers.get("content-type") ?? "", /application\/json/);
    const body = await res.json();
    match(body.error.message, /No API route/);
    ok(body.error.requestId);
  }
});

Deno.test("the SPA fallback answers index.html for any non-API page path", async () => {
  const { app } = await testApp();
  for (const path of ["/", "/apps/account", "/apps/account/view/12", "/pages/errors/error-404", "/x/y/z"]) {
    const res = await app.request(path);
    strictEqual(res.status, 200, path);
    match(res.headers.get("content-type") ?? "", /text\/html/);
    strictEqual(res.headers.get("cache-control"), "no-cache");
    strictEqual(await res.text(), INDEX_HTML);
  }
});

Deno.test("/login and /register answer their prerendered page, from the built files with the page settings", async () => {
  const root = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${root}/build`);
    const page = (name: string) => `<html><head></head><body><div id="shell">${name}</div></body></html>`;
    await Deno.writeTextFile(`${root}/build/index.html`, page("index"));
    await Deno.writeTextFile(`${root}/build/login.html`, page("login form"));
    await Deno.writeTextFile(`${root}/build/register.html`, page("register form"));
    const files = await loadStaticFiles(root, { practiceTimeZone: "Africa/Johannesburg", demoApps: true });
    const { app } = await testApp({}, { files });
    for (
      const [path, text] of [["/login", "login form"], ["/register", "register form"], ["/apps/x", "index"]]
    ) {
      const res = await app.request(path);
      strictEqual(res.status, 200, path);
      strictEqual(res.headers.get("cache-control"), "no-cache", `${path}: the page names this build's files`);
      const html = await res.text();
      ok(html.includes(text), path);
      ok(html.includes('<meta name="practice-time-zone"'), `${path} carries the page settings`);
    }
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a missing build asset is a 404, never the page", async () => {
  const { app } = await testApp();
  const res = await app.request("/build/main-ZZZZZZZZ.js");
  strictEqual(res.status, 404);
});

Deno.test("hashed assets are immutable for a year; other files are cached briefly", async () => {
  const { app } = await testApp();
  const asset = await app.request("/build/main-ABCDEFGH.js");
  strictEqual(asset.status, 200);
  strictEqual(asset.headers.get("cache-control"), "public, max-age=31536000, immutable");
  match(asset.headers.get("content-type") ?? "", /text\/javascript/);
  strictEqual(await asset.text(), ASSET_JS);
  const icon = await app.request("/favicon.svg");
  strictEqual(icon.headers.get("cache-control"), "public, max-age=3600");
});

Deno.test("assets are served compressed (brotli preferred, then gzip) and the page answers 304 to a matching ETag", async () => {
  const { app } = await testApp();
  const br = await app.request("/build/main-ABCDEFGH.js", {
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  strictEqual(br.headers.get("content-encoding"), "br");
  strictEqual(br.headers.get("vary"), "Accept-Encoding");
  const gz = await app.request("/build/main-ABCDEFGH.js", { headers: { "accept-encoding": "gzip" } });
  strictEqual(gz.headers.get("content-encoding"), "gzip");
  strictEqual(new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer()))), ASSET_JS);
  const page = await app.request("/apps/account");
  const etag = page.headers.get("etag")!;
  const again = await app.request("/apps/account", { headers: { "if-none-match": etag } });
  strictEqual(again.status, 304);
});

Deno.test("HEAD of a page answers headers without a body", async () => {
  const { app } = await testApp();
  const res = await app.request("/apps/dashboard", { method: "HEAD" });
  strictEqual(res.status, 200);
  strictEqual(await res.text(), "");
});

Deno.test("pages and files carry the document security headers with a CSP that allows only the app's scripts", async () => {
  const { app } = await testApp();
  for (const path of ["/", "/apps/account", "/favicon.svg"]) {
    const res = await app.request(path);
    const csp = res.headers.get("content-security-policy") ?? "";
    match(csp, /script-src 'self'(;|$)/, path);
    match(csp, /default-src 'self'/);
    match(csp, /object-src 'none'/);
    match(csp, /frame-ancestors 'none'/);
    ok(!csp.includes("unsafe-inline") && !csp.includes("unsafe-eval"), "no inline or eval");
    strictEqual(res.headers.get("x-content-type-options"), "nosniff");
    strictEqual(res.headers.get("x-frame-options"), "SAMEORIGIN");
    strictEqual(res.headers.get("referrer-policy"), "no-referrer");
    strictEqual(res.headers.get("cross-origin-opener-policy"), "same-origin");
    ok(res.headers.get("strict-transport-security"));
  }
});

Deno.test("hashed assets carry nosniff and same-origin, and no validator since they never change", async () => {
  const { app } = await testApp();
  const res = await app.request("/build/main-ABCDEFGH.js");
  strictEqual(res.headers.get("x-content-type-options"), "nosniff");
  strictEqual(res.headers.get("cross-origin-resource-policy"), "same-origin");
  strictEqual(res.headers.get("etag"), null);
});

Deno.test("API answers carry the API security headers: they load nothing, are never framed or sniffed", async () => {
  const { app } = await testApp();
  for (const path of ["/api/health", "/api/nope", "/api/quick-panel/data"]) {
    const res = await app.request(path);
    strictEqual(
      res.headers.get("content-security-policy"),
      "default-src 'none'; frame-ancestors 'none'",
      path,
    );
    strictEqual(res.headers.get("x-content-type-options"), "nosniff");
    strictEqual(res.headers.has("x-request-id"), res.status >= 400, "the request id comes back on errors");
  }
});

Deno.test("each request writes one log line: method, path, status, duration, and the id of a failure", async () => {
  const { app, logs } = await testApp();
  await app.request("/api/health");
  const failed = await app.request("/api/nope");
  strictEqual(logs.length, 2);
  match(logs[0], /^GET \/api\/health 200 [\d.]+ms$/);
  strictEqual(logs[1], `GET /api/nope 404 ${logs[1].split(" ")[3]} id=${failed.headers.get("x-request-id")}`);
});

Deno.test("GET /api/quick-panel/data serves notes and events of { id, title, detail }", async () => {
  const { app } = await testApp();
  const res = await app.request("/api/quick-panel/data");
  strictEqual(res.status, 200);
  const body = await res.json();
  ok(body.notes.length > 0 && body.events.length > 0);
  for (const item of [...body.notes, ...body.events]) {
    deepStrictEqual(Object.keys(item).sort(), ["detail", "id", "title"]);
  }
});

Deno.test("DEMO_APPS=off hides the quick panel API", async () => {
  const { app } = await testApp({ DEMO_APPS: "off" });
  strictEqual((await app.request("/api/quick-panel/data")).status, 404);
});

Deno.test("the fast lane (health, hashed files) answers exactly what the router answers", async () => {
  const { app, logs } = await testApp();
  const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "content-length");
  for (const encoding of ["br", "gzip", ""]) {
    const init = { headers: { "accept-encoding": encoding } };
    const fast = await app.request("/build/main-ABCDEFGH.js", init);
    const routed = await app.request("/build/main-ABCDEFGH.js", { ...init, method: "HEAD" });
    deepStrictEqual(headersOf(fast), headersOf(routed), encoding);
    ok((await fast.arrayBuffer()).byteLength > 0);
  }
  const health = await app.request("/api/health?probe=1");
  deepStrictEqual(await health.json(), { status: "ok" });
  strictEqual(health.headers.get("content-type"), "application/json");
  match(logs[0], /^GET \/build\/main-ABCDEFGH\.js 200 [\d.]+ms$/);
  match(logs.at(-1)!, /^GET \/api\/health 200 [\d.]+ms$/);
});

Deno.test("prebuilt demo answers keep every header: type, encoding, vary and the API security set", async () => {
  const { app } = await testApp();
  for (
    const [path, encoding] of [["/api/icons", "gzip"], ["/api/icons", ""], ["/api/quick-panel/data", "gzip"]]
  ) {
    for (let round = 0; round < 2; round++) {
      const res = await app.request(path, { headers: { "accept-encoding": encoding } });
      const label = `${path} ${encoding || "identity"} #${round}`;
      strictEqual(res.headers.get("content-type"), "application/json", label);
      strictEqual(
        res.headers.get("content-security-policy"),
        "default-src 'none'; frame-ancestors 'none'",
        label,
      );
      strictEqual(res.headers.get("x-content-type-options"), "nosniff", label);
      const gzipped = path === "/api/icons" && encoding === "gzip";
      strictEqual(res.headers.get("content-encoding"), gzipped ? "gzip" : null, label);
      const bytes = new Uint8Array(await res.arrayBuffer());
      ok(JSON.parse(new TextDecoder().decode(gzipped ? gunzipSync(bytes) : bytes)), label);
    }
  }
});
