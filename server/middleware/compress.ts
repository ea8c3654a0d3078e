import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

// Event streams are excluded: buffering one would hold every event until the stream ends.
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg)/;

/**
 * Compresses dynamic answers (JSON, text) above a threshold with brotli or gzip, as the client accepts.
 * Answers that already carry an encoding (the precompressed static files, a proxied body) pass untouched, and so
 * does anything marked `Cache-Control: no-transform`.
 */
export function compress({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    const accepted = c.req.raw.headers.get("accept-encoding");
    await next();
    if (!accepted) return;
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("content-encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
    if (/no-transform/.test(res.headers.get("cache-control") ?? "")) return;
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;
    const raw = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append("Vary", "Accept-Encoding");
    if (raw.length < threshold) {
      c.res = new Response(raw, { status: res.status, headers });
      return;
    }
    // Quality 5 keeps brotli fast enough for per-request work while still beating gzip.
    const body = encoding === "br"
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(raw, { level: 6 });
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}
