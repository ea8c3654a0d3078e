/** Helpers for the server entries the bench starts as subprocesses (serve-app.ts, serve-hello.ts). */

/** The port the bench picked for this server, passed as the first argument. */
export function portArg(): number {
  const port = Number(Deno.args[0]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`usage: <entry> <port>, got ${Deno.args[0]}`);
  }
  return port;
}

/**
 * Exits when stdin closes. The bench holds our stdin open and the OS closes it when the bench dies in any way
 * (even SIGKILL), so no server is left behind holding a port.
 */
export function exitWithParent() {
  (async () => {
    for await (const _ of Deno.stdin.readable) {
      // The bench never writes: only the end of the stream matters.
    }
    Deno.exit(0);
  })();
}
