/**
 * A load balancer in a few lines, for the two-instance test: each request goes to the next instance in turn, and
 * the answer says which one gave it (`x-instance`: its index). It adds no X-Forwarded-For, so every instance sees
 * one client address (this machine's), as behind a proxy it does not trust.
 */
export type RoundRobin = { origin: string; close(): Promise<void> };

/** Headers a proxy does not pass on (hop by hop), and the Host of the proxy itself. */
const NOT_PASSED = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"];

export function roundRobin(origins: readonly string[]): RoundRobin {
  let next = 0;
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    const index = next++ % origins.length;
    const url = new URL(req.url);
    const headers = new Headers(req.headers);
    for (const name of NOT_PASSED) headers.delete(name);
    // Answers pass through as they are: fetch would otherwise unzip them and keep their Content-Encoding.
    headers.set("accept-encoding", "identity");
    const bodyless = req.method === "GET" || req.method === "HEAD";
    const answer = await fetch(origins[index] + url.pathname + url.search, {
      method: req.method,
      headers,
      body: bodyless ? undefined : await req.arrayBuffer(),
      redirect: "manual",
    });
    const out = new Headers(answer.headers);
    out.set("x-instance", String(index));
    return new Response(answer.body, { status: answer.status, headers: out });
  });
  return {
    origin: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}
