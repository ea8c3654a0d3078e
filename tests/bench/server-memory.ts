/** A server process's memory while the bench makes it work (the CSV export, a 200 MB document's transfer). */

/** The process's resident memory (bytes), from /proc. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
}

/** The peak of process `pid`'s memory above where it was, while `work` runs: sampled every 10 ms. */
export async function watched<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; before: number; growth: number; ms: number }> {
  const before = await residentBytes(pid);
  let peak = before;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  try {
    const value = await work();
    return { value, before, growth: peak - before, ms: performance.now() - started };
  } finally {
    watching = false;
    await watch;
  }
}
