import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Smaller answers are sent as they are: compressing them would cost more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

// Event streams are excluded: buffering one would hold every event until the stream ends.
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg)/;

/**
 * Compresses a dynamic answer (JSON, text) above `threshold` bytes with brotli or gzip, as `accepted` allows.
 * Answers that already carry an encoding (the precompressed static files, a proxied body) pass untouched, and so
 * does anything marked `Cache-Control: no-transform`.
 */
export async function compressResponse(
  res: Response,
  method: string,
  accepted: string,
  threshold = COMPRESS_FROM_BYTES,
): Promise<Response> {
  // Headers first: reading `res.body` makes the runtime build a stream, which costs more than the checks.
  if (method === "HEAD" || res.headers.has("content-encoding")) return res;
  if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return res;
  if (/no-transform/.test(res.headers.get("cache-control") ?? "") || !res.body) return res;
  if (/^attachment/.test(res.headers.get("content-disposition") ?? "")) return streamed(res, accepted);
  const encoding = preferredEncoding(accepted);
  if (!encoding) return res;
  const raw = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  if (raw.length < threshold) return new Response(raw, { status: res.status, headers });
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  return new Response(encode(raw, encoding), { status: res.status, headers });
}

export type Encoding = "br" | "gzip";

/** The encoding to answer in, as an Accept-Encoding header allows: brotli, else gzip, else none. */
export function preferredEncoding(accepted: string): Encoding | null {
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** A dynamic answer's bytes compressed for sending. */
export function encode(raw: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  // Quality 5 keeps brotli fast enough for per-request work while still beating gzip.
  const body = encoding === "br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(raw, { level: 6 });
  return new Uint8Array(body);
}

/**
 * A download (an export, written as it is read) is compressed as it streams, with gzip, the one the runtime
 * streams: buffering it whole to compress it would hold the entire export in memory.
 */
function streamed(res: Response, accepted: string): Response {
  if (!/\bgzip\b/.test(accepted)) return res;
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(res.body!.pipeThrough(new CompressionStream("gzip")), { status: res.status, headers });
}

/**
 * Compression for the areas whose answers can be large (lists, exports, fixture catalogues). Small answers are
 * left alone everywhere else: reading Accept-Encoding alone costs more than they would save.
 */
export function compress(threshold = COMPRESS_FROM_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const accepted = c.req.raw.headers.get("accept-encoding");
    if (!accepted) return;
    const compressed = await compressResponse(c.res, c.req.method, accepted, threshold);
    // Hono's res setter rebuilds the response and copies every header: only pay for it on a real change.
    if (compressed !== c.res) c.res = compressed;
  };
}
