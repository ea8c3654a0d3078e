import assert from "node:assert/strict";
import { runLoad } from "./load.ts";

Deno.test("the load generator reports each answer's time, as a connection waiting on it saw it", async () => {
  // Every answer takes at least 20 ms, one in fifty about 200 ms: the p50 and the p99 must show both.
  let n = 0;
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async () => {
    await new Promise((resolve) => setTimeout(resolve, ++n % 50 === 0 ? 200 : 20));
    return new Response("ok");
  });
  try {
    const stats = await runLoad({
      url: `http://127.0.0.1:${server.addr.port}/`,
      seconds: 2,
      signal: new AbortController().signal,
    });
    assert.ok(stats.p50Ms >= 20 && stats.p50Ms < 150, `p50 ${stats.p50Ms}`);
    assert.ok(stats.p99Ms >= 190, `p99 ${stats.p99Ms}`);
  } finally {
    await server.shutdown();
  }
});
