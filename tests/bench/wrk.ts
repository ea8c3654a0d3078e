/** Runs wrk (the HTTP load generator from Debian's `wrk` package) and reads its summary. */

/** One wrk thread: on this 2-core machine the other core belongs to the server under test. */
export const THREADS = 1;
export const CONNECTIONS = 50;

export type WrkRun = {
  url: string;
  seconds: number;
  headers?: Record<string, string>;
  signal: AbortSignal;
};

export type WrkStats = {
  requestsPerSec: number;
  requests: number;
  /** Answers outside 2xx/3xx: a run with any measured an error path, not the target. */
  non2xx: number;
  socketErrors: number;
};

/** wrk gets this long past its own duration before it is killed (it may hang on a server that stopped). */
const GRACE_MS = 10_000;

export async function wrkInstalled(): Promise<boolean> {
  try {
    // `wrk --version` exits 1 after printing its usage; only whether it could be spawned matters here.
    await new Deno.Command("wrk", { args: ["--version"], stdout: "null", stderr: "null" }).output();
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

export function parseWrk(output: string): WrkStats {
  const rps = /Requests\/sec:\s*([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk printed no "Requests/sec:" line:\n${output}`);
  const requests = /(\d+) requests in/.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSec: Number(rps[1]),
    requests: Number(requests?.[1] ?? 0),
    non2xx: Number(non2xx?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export async function runWrk(run: WrkRun): Promise<WrkStats> {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${run.seconds}s`];
  for (const [name, value] of Object.entries(run.headers ?? {})) args.push("-H", `${name}: ${value}`);
  args.push(run.url);
  const signal = AbortSignal.any([run.signal, AbortSignal.timeout(run.seconds * 1000 + GRACE_MS)]);
  const out = await new Deno.Command("wrk", { args, stdout: "piped", stderr: "piped", signal }).output();
  if (run.signal.aborted) throw run.signal.reason;
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) {
    const why = signal.aborted ? "did not finish in time" : `exited with ${out.code}`;
    throw new Error(`wrk ${args.join(" ")} ${why}: ${new TextDecoder().decode(out.stderr) || text}`);
  }
  const stats = parseWrk(text);
  if (stats.non2xx > 0) {
    throw new Error(
      `${stats.non2xx} of ${stats.requests} answers from ${run.url} were not 2xx/3xx:\n${text}`,
    );
  }
  return stats;
}
