/**
 * The throughput measures' HTTP load generator: a small one of our own, so `deno task bench` needs nothing
 * installed beyond Deno. Each connection sends a GET, reads the answer's head, skips its body by Content-Length
 * without keeping it, and sends the next (keep-alive, no pipelining, as browsers do). Skipping the body rather
 * than parsing it keeps the generator cheap, so on a 2-core machine the server under test is what is measured:
 * npm's autocannon, tried first, tops out near 1,300 answers a second for an 80 KB file here; this one near
 * 9,000.
 */

/** Connections kept open at once: enough to keep a server busy. */
export const CONNECTIONS = 50;

export type LoadRun = {
  url: string;
  seconds: number;
  headers?: Record<string, string>;
  signal: AbortSignal;
};

export type LoadStats = {
  requestsPerSec: number;
  requests: number;
  /** Answers outside 2xx: a run with any measured an error path, not the target. */
  non2xx: number;
  /** Each answer's time from its request sent to its last byte read, as the connection waiting on it saw it. */
  p50Ms: number;
  p99Ms: number;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const READ_SIZE = 1 << 16;

/** Where the blank line after the head starts, or -1. */
function headEnd(buf: Uint8Array): number {
  for (let i = 3; i < buf.length; i++) {
    if (buf[i] === 10 && buf[i - 1] === 13 && buf[i - 2] === 10 && buf[i - 3] === 13) return i - 3;
  }
  return -1;
}

async function writeAll(conn: Deno.Conn, data: Uint8Array) {
  for (let off = 0; off < data.length;) off += await conn.write(data.subarray(off));
}

type Counts = { answers: number; non2xx: number; latencies: number[] };

/** One connection's loop until the deadline or an abort. */
async function drive(url: URL, request: Uint8Array, deadline: number, signal: AbortSignal, counts: Counts) {
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  conn.setNoDelay(true);
  const close = () => conn.close();
  signal.addEventListener("abort", close, { once: true });
  const chunk = new Uint8Array(READ_SIZE);
  let head = new Uint8Array(0);
  /** Body bytes still to skip; -1 while the head is being read. */
  let bodyLeft = -1;
  try {
    let sentAt = performance.now();
    await writeAll(conn, request);
    for (;;) {
      const n = await conn.read(chunk);
      if (n === null) throw new Error(`${url} closed the connection`);
      let off = 0;
      while (off < n) {
        if (bodyLeft < 0) {
          const merged = new Uint8Array(head.length + n - off);
          merged.set(head);
          merged.set(chunk.subarray(off, n), head.length);
          const end = headEnd(merged);
          if (end < 0) {
            head = merged;
            break;
          }
          const text = decoder.decode(merged.subarray(0, end));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
          if (!length) throw new Error(`${url} answered without a Content-Length:\n${text}`);
          const status = Number(text.slice(9, 12));
          if (status < 200 || status > 299) counts.non2xx++;
          bodyLeft = Number(length[1]);
          off += end + 4 - head.length;
          head = new Uint8Array(0);
        }
        const skipped = Math.min(bodyLeft, n - off);
        bodyLeft -= skipped;
        off += skipped;
        if (bodyLeft === 0) {
          counts.answers++;
          counts.latencies.push(performance.now() - sentAt);
          bodyLeft = -1;
          if (Date.now() >= deadline || signal.aborted) return;
          sentAt = performance.now();
          await writeAll(conn, request);
        }
      }
    }
  } finally {
    signal.removeEventListener("abort", close);
    try {
      conn.close();
    } catch {
      // Closed by the abort already.
    }
  }
}

/** Drives `url` for `seconds` with CONNECTIONS connections; any non-2xx answer fails the run. */
export async function runLoad(run: LoadRun): Promise<LoadStats> {
  if (run.signal.aborted) throw run.signal.reason;
  const url = new URL(run.url);
  const extra = Object.entries(run.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`).join("");
  const request = encoder.encode(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`,
  );
  const counts: Counts = { answers: 0, non2xx: 0, latencies: [] };
  const started = performance.now();
  const deadline = Date.now() + run.seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, () => drive(url, request, deadline, run.signal, counts)),
  ).catch((err) => {
    throw run.signal.aborted ? run.signal.reason : err;
  });
  const seconds = (performance.now() - started) / 1000;
  if (counts.non2xx > 0) {
    throw new Error(`${counts.non2xx} of ${counts.answers} answers from ${run.url} were not 2xx`);
  }
  const sorted = counts.latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
  return {
    requestsPerSec: counts.answers / seconds,
    requests: counts.answers,
    non2xx: counts.non2xx,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
