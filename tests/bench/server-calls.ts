import type { BenchContext } from "./measure.ts";
import type { RunningServer } from "./servers.ts";

/** A bench's requests to a server it started, as the bench's admin: `call` answers the body, failing on a non-2xx. */
export type ServerCalls = {
  call: (path: string, init?: RequestInit) => Promise<string>;
  /** Each path asked once (indexes made on first use, caches warm), then `runs` rounds timed: sorted, in ms. */
  times: (paths: string[], runs: number) => Promise<number[]>;
};

export function serverCalls(ctx: BenchContext, server: RunningServer, token: string): ServerCalls {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(server.origin + path, { ...init, headers: { ...headers, ...init.headers } });
    const text = await res.text();
    if (!res.ok) {
      throw new Error(`${init.method ?? "GET"} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    }
    return text;
  };
  const times = async (paths: string[], runs: number) => {
    const out: number[] = [];
    for (const path of paths) await call(path);
    for (let i = 0; i < runs; i++) {
      for (const path of paths) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        const started = performance.now();
        await call(path);
        out.push(performance.now() - started);
      }
    }
    return out.sort((a, b) => a - b);
  };
  return { call, times };
}
