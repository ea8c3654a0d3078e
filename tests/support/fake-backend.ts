/**
 * A small real HTTP server on loopback standing in for the practice's backend (BACKEND_URL) in proxy tests.
 * It records every request it receives (the body read in full) and answers through a configurable handler;
 * the default handler echoes back, as JSON, what it got.
 */

export type RecordedRequest = {
  method: string;
  /** The path exactly as it arrived, still percent-encoded. */
  path: string;
  /** The query exactly as it arrived, with its leading "?" ("" when there is none). */
  query: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The raw bytes of the body (empty when there was none). */
  body: Uint8Array;
  /** The body decoded as UTF-8. */
  text: string;
};

/**
 * Answers a request. `closing` aborts when the test closes the backend, so a handler that stalls on purpose
 * (`await delay(1000, closing)`) lets the shutdown finish at once. (Reading `req.signal` instead would make
 * Deno 2.9 print its "legacy abort" warning.)
 */
export type FakeBackendHandler = (
  req: Request,
  recorded: RecordedRequest,
  closing: AbortSignal,
) => Response | Promise<Response>;

export type FakeBackend = {
  /** The origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/** The default answer: JSON of what the backend received (the body as text). */
export const echo: FakeBackendHandler = (_req, r) =>
  Response.json({ method: r.method, path: r.path, query: r.query, headers: r.headers, body: r.text });

export function startFakeBackend(handler: FakeBackendHandler = echo): Promise<FakeBackend> {
  const requests: RecordedRequest[] = [];
  const closing = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const body = new Uint8Array(await req.arrayBuffer());
    const recorded: RecordedRequest = {
      method: req.method,
      path: url.pathname,
      query: url.search,
      headers: Object.fromEntries(req.headers),
      body,
      text: new TextDecoder().decode(body),
    };
    requests.push(recorded);
    return await handler(req, recorded, closing.signal);
  });
  const { port } = server.addr;
  return Promise.resolve({
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: async () => {
      closing.abort();
      await server.shutdown();
    },
  });
}

/** A loopback port that nothing listens on: a server is started on a free port and closed again. */
export async function closedPort(): Promise<number> {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => new Response());
  const { port } = server.addr;
  await server.shutdown();
  return port;
}

/** Waits `ms`, or less when `signal` aborts (so a handler stops waiting when its client has gone). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** A promise with its resolve function, to let a test and a handler take turns. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
