export type LogLine = (line: string) => void;

/**
 * A log writer that batches lines and writes them to stdout off the request path: a console.log per request
 * would cost more than serving the request.
 */
export function createLogWriter(
  write: (bytes: Uint8Array) => Promise<unknown> = (b) => Deno.stdout.write(b),
): LogLine & { flush(): Promise<void> } {
  let pending: string[] = [];
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  const encoder = new TextEncoder();
  const flush = async () => {
    scheduled = undefined;
    if (pending.length === 0) return;
    const text = pending.join("\n") + "\n";
    pending = [];
    await write(encoder.encode(text));
  };
  const log = (line: string) => {
    pending.push(line);
    if (pending.length >= 512) flush();
    else scheduled ??= setTimeout(flush, 50);
  };
  return Object.assign(log, { flush });
}
