import { join } from "node:path";
import { type BenchContext, messageOf } from "./measure.ts";

export type ServerSpec = {
  name: string;
  /** Entry file under tests/bench/; it takes the port as its first argument (child.ts). */
  entry: string;
  /** Arguments after the port. */
  args?: string[];
};

/** `pid`: the server's process, whose memory a measure may watch. */
export type RunningServer = { name: string; origin: string; pid: number };

/**
 * The permissions of `deno task start`, for every server alike: the bench measures what production runs, and
 * the baseline pays the same permission checks as the app.
 */
const PERMISSIONS = ["--allow-net", "--allow-read", "--allow-write", "--allow-env", "--allow-sys"];
const START_TIMEOUT_MS = 20_000;
const POLL_MS = 100;
/** How long a server may take to exit on SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 2_000;

/** Asks the OS for a free loopback port; the server binds it a moment later. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Keeps the last few KB of a stream (a server's stderr), so a failed start can say why. */
async function tail(stream: ReadableStream<Uint8Array>, keep = 4_000): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) text = (text + decoder.decode(chunk, { stream: true })).slice(-keep);
  return text;
}

async function stop(child: Deno.ChildProcess) {
  // Closing stdin alone makes the server exit (child.ts); SIGTERM and then SIGKILL cover a server that hangs.
  await child.stdin.close().catch(() => {});
  const kill = (signal: Deno.Signal) => {
    try {
      child.kill(signal);
    } catch {
      // Already exited.
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), STOP_GRACE_MS);
  await child.status;
  clearTimeout(timer);
}

/** Polls until the server answers any HTTP request; fails fast if the process exits first. */
async function waitUntilAnswering(origin: string, child: Deno.ChildProcess, signal: AbortSignal) {
  let exited = false;
  child.status.then(() => exited = true);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (true) {
    if (signal.aborted) throw signal.reason;
    if (exited) throw new Error("the process exited before it answered");
    try {
      const res = await fetch(origin + "/", { signal: AbortSignal.timeout(1_000) });
      await res.body?.cancel();
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no answer within ${START_TIMEOUT_MS / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Starts each server as its own Deno subprocess on its own loopback port, hands them to `use`, and stops them
 * all afterwards, whether `use` succeeded, failed or was aborted.
 */
export async function withServers<T>(
  ctx: BenchContext,
  specs: ServerSpec[],
  use: (servers: RunningServer[]) => Promise<T>,
): Promise<T> {
  const children: Deno.ChildProcess[] = [];
  try {
    const servers: RunningServer[] = [];
    for (const spec of specs) {
      const port = freePort();
      const child = new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          ...PERMISSIONS,
          join(ctx.root, "tests/bench", spec.entry),
          String(port),
          ...spec.args ?? [],
        ],
        cwd: ctx.root,
        stdin: "piped",
        stdout: "null",
        stderr: "piped",
      }).spawn();
      children.push(child);
      const stderr = tail(child.stderr).catch(() => "");
      const origin = `http://127.0.0.1:${port}`;
      try {
        await waitUntilAnswering(origin, child, ctx.signal);
      } catch (err) {
        await stop(child);
        throw new Error(
          `${spec.name} server (${spec.entry}) did not start: ${messageOf(err)}\n${await stderr}`,
        );
      }
      ctx.progress(`${spec.name} server answering on ${origin}`);
      servers.push({ name: spec.name, origin, pid: child.pid });
    }
    return await use(servers);
  } finally {
    await Promise.all(children.map(stop));
  }
}
