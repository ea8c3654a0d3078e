import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import { requestIdOf as sharedRequestIdOf } from "./middleware/request-id.ts";
import { badAnswer, describe, type ProxyFailure, unanswered } from "./proxy-failures.ts";
import { forwardedPath } from "./proxy-path.ts";

/**
 * Proxy mode: when BACKEND_URL is set, `/api/users/*`, `/api/backoffice/*` and the public deadlines feeds
 * (`/api/calendar-feed/*`) go to the practice's own backend.
 *
 *   const proxy = proxyTo(config.BACKEND_URL);
 *   app.all("/api/users/*", proxy);
 *   app.all("/api/backoffice/*", proxy);
 *
 * Method, path, query, body (streamed) and end-to-end headers go through unchanged (a path that dot segments or
 * encoded slashes would take elsewhere is refused: server/proxy-path.ts); the answer streams back with
 * its status, headers and body. Redirects (the Google sign-in) reach the browser as they are. Failures answer the
 * app's JSON error shape (504 on time-out, 502 otherwise), never a 500 or a stack; each is logged in one line.
 */

export type ProxyOptions = {
  /** How long the backend may take to send its response headers, and, later, to send more of its body. */
  timeoutMs?: number;
  /** The fetch used to reach the backend; it must behave like Deno's own (tests inject failures with it). */
  fetch?: typeof fetch;
  /** Where the one line per failure goes. */
  log?: (line: string) => void;
};

/** RFC 9110 §7.6.1 hop-by-hop headers, plus the widespread non-standard Proxy-Connection. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Request headers that are not forwarded besides the hop-by-hop ones: the backend gets its own Host, fetch
 * computes Content-Length from the body it sends, and Deno.serve has already answered any `Expect: 100-continue`.
 */
const NOT_FORWARDED = new Set(["host", "content-length", "expect"]);

/** Statuses whose response must not have a body (a Response with one would throw). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

export function proxyTo(backendUrl: string, opts: ProxyOptions = {}): MiddlewareHandler {
  const backend = parseBackendUrl(backendUrl);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const send = opts.fetch ?? fetch;
  const log = opts.log ?? ((line: string) => console.log(line));
  const seconds = `${Number((timeoutMs / 1000).toFixed(3))} s`;

  return async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const target = backend.prefix + forwardedPath(incoming.url) + url.search;
    const line = (status: number | string, cause: string) =>
      `proxy ${incoming.method} ${url.pathname} -> ${target} ${status} id=${requestIdOf(c)}: ${cause}`;
    // Logged here with the cause (what the browser is not told), rendered by onError like every refusal.
    const fail = ({ status, refusal, cause }: ProxyFailure): never => {
      log(line(status, cause));
      throw refusal;
    };

    // incoming.signal is deliberately not watched: merely reading it makes Deno 2.9 print a process-wide
    // "legacy abort" warning. A client that leaves before the headers costs at most the time-out; one that
    // leaves during the body cancels the stream, which closes the backend connection (guardBody).
    const upstream = new AbortController();
    const sent = requestHeaders(c, url);
    const res = await answerWithin(timeoutMs, upstream, seconds, async () => {
      const init: RequestInit & { duplex?: "half" } = {
        method: incoming.method,
        headers: sent,
        body: await requestBody(c),
        redirect: "manual",
        signal: upstream.signal,
      };
      if (init.body) init.duplex = "half";
      return await send(target, init);
    }).catch((err) =>
      fail(unanswered(err, { origin: backend.origin, timedOut: upstream.signal.aborted, seconds }))
    );

    const logCause = (cause: string) => log(line(`${res.status} (body)`, cause));
    return await relay(res, { sent, method: incoming.method, timeoutMs, upstream, logCause }).catch((err) => {
      upstream.abort(err); // drops the backend connection even when guardBody already holds its body
      return fail(badAnswer(err, backend.origin));
    });
  };
}

/**
 * The backend's answer (its headers) within `ms`: past it the call is aborted (a TimeoutError, which leaves
 * `upstream` aborted) and an answer that comes late anyway is dropped.
 */
async function answerWithin(
  ms: number,
  upstream: AbortController,
  seconds: string,
  call: () => Promise<Response>,
): Promise<Response> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    upstream.abort(new DOMException(`no response headers within ${seconds}`, "TimeoutError"));
  }, ms);
  const res = await call().finally(() => clearTimeout(timer));
  if (timedOut) {
    await res.body?.cancel().catch(() => {});
    throw upstream.signal.reason;
  }
  return res;
}

/** The backend's answer as the client gets it: its status and end-to-end headers, its body streamed through. */
async function relay(
  res: Response,
  { sent, method, timeoutMs, upstream, logCause }: {
    sent: Headers;
    method: string;
    timeoutMs: number;
    upstream: AbortController;
    logCause: (cause: string) => void;
  },
): Promise<Response> {
  const headers = responseHeaders(res.headers, fetchDecoded(sent, res.headers));
  const hasBody = res.body && !NULL_BODY_STATUS.has(res.status) && method !== "HEAD";
  if (res.body && !hasBody) await res.body.cancel().catch(() => {});
  const body = hasBody ? guardBody(res.body!, timeoutMs, upstream, logCause) : null;
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

function parseBackendUrl(raw: string): { origin: string; prefix: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`BACKEND_URL is not a valid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`BACKEND_URL must be an http:// or https:// URL: ${raw}`);
  }
  if (url.username || url.password) {
    // fetch would turn them into a Basic Authorization header beside the client's own.
    throw new Error("BACKEND_URL must not carry a user name or password");
  }
  if (url.search || url.hash) throw new Error(`BACKEND_URL must not have a query or fragment: ${raw}`);
  return { origin: url.origin, prefix: url.origin + url.pathname.replace(/\/+$/, "") };
}

/** The id that follows this request to the backend: the caller's own when it sent a sane one, else ours. */
function requestIdOf(c: Context): string {
  const given = c.req.raw.headers.get("x-request-id");
  const ctx = c as Context<{ Variables: { requestId?: string } }>;
  if (given && /^[\w.-]{1,64}$/.test(given) && !ctx.get("requestId")) ctx.set("requestId", given);
  return sharedRequestIdOf(c);
}

/** Header names listed in a Connection header are hop-by-hop for that message too. */
function connectionTokens(value: string | null): Set<string> {
  return new Set((value ?? "").split(",").map((t) => t.trim().toLowerCase()).filter(Boolean));
}

function clientAddress(c: Context): string | undefined {
  try {
    // Throws when there is no Deno.serve connection info (app.request() in tests, another runtime).
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

function requestHeaders(c: Context, url: URL): Headers {
  const src = c.req.raw.headers;
  const named = connectionTokens(src.get("connection"));
  const out = new Headers();
  for (const [name, value] of src) {
    if (HOP_BY_HOP.has(name) || NOT_FORWARDED.has(name) || named.has(name)) continue;
    out.append(name, value);
  }
  const client = clientAddress(c);
  const prior = out.get("x-forwarded-for");
  if (client) out.set("x-forwarded-for", prior ? `${prior}, ${client}` : client);
  // A front proxy's (TLS terminator's) view is kept: it is what the browser used.
  if (!out.has("x-forwarded-proto")) out.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  if (!out.has("x-forwarded-host")) out.set("x-forwarded-host", src.get("host") ?? url.host);
  out.set("x-request-id", requestIdOf(c));
  // Without one, Deno would ask for "gzip,br" on its own; a client that asked for nothing gets nothing encoded.
  if (!out.has("accept-encoding")) out.set("accept-encoding", "identity");
  return out;
}

/** The body as a stream, untouched; only if a middleware already read it is it replayed from Hono's cache. */
async function requestBody(c: Context): Promise<BodyInit | null> {
  const raw = c.req.raw;
  if (raw.method === "GET" || raw.method === "HEAD") return null;
  if (!raw.bodyUsed) return raw.body;
  return await c.req.arrayBuffer();
}

/**
 * Whether Deno's fetch has already decoded the body. Deno (checked on 2.9) transparently decompresses a response
 * whose Content-Encoding is exactly `gzip` or `br`, whatever Accept-Encoding was sent, except when that is exactly
 * `identity` (which Deno itself sends whenever there is a Range header); since denoland/deno#35124 it keeps
 * Content-Encoding and Content-Length as received, so they no longer describe the body. Other codings (deflate,
 * zstd, `gzip, identity`...) come through still encoded and keep their headers. Older Deno removed both headers
 * after decoding, which this handles too (there is then no Content-Encoding to look at).
 */
function fetchDecoded(sent: Headers, received: Headers): boolean {
  const coding = received.get("content-encoding")?.trim().toLowerCase();
  if (coding !== "gzip" && coding !== "br") return false;
  if (sent.has("range")) return false;
  return sent.get("accept-encoding")?.trim().toLowerCase() !== "identity";
}

function responseHeaders(src: Headers, decoded: boolean): Headers {
  const named = connectionTokens(src.get("connection"));
  const out = new Headers();
  // Iteration yields each Set-Cookie on its own, so several cookies stay several headers.
  for (const [name, value] of src) {
    if (HOP_BY_HOP.has(name) || named.has(name)) continue;
    if (decoded && (name === "content-encoding" || name === "content-length")) continue;
    out.append(name, value);
  }
  return out;
}

/**
 * Passes the backend's body through chunk by chunk. While the client waits for more, the backend gets `ms` to
 * send it; a stalled backend is cut (the client sees the answer break off). The timer runs only while a chunk is
 * awaited, so a slow client is never blamed, and it is always cleared.
 */
function guardBody(
  body: ReadableStream<Uint8Array>,
  ms: number,
  upstream: AbortController,
  logCause: (cause: string) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      timer = setTimeout(() => {
        stalled = true;
        upstream.abort(new DOMException(`the body stalled for ${ms} ms`, "TimeoutError"));
      }, ms);
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (cancelled) return;
        logCause(stalled ? `the body stalled for ${ms / 1000} s; the answer was cut` : describe(err));
        controller.error(err);
        return;
      } finally {
        clearTimeout(timer);
      }
      if (cancelled) return;
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    async cancel(reason) {
      // The client went away: stop reading, which also closes the backend connection.
      cancelled = true;
      clearTimeout(timer);
      await reader.cancel(reason).catch(() => {});
    },
  }, { highWaterMark: 0 });
}
