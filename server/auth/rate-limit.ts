/**
 * Counts failures per key in a sliding window; past the limit the key is refused until its oldest failure ages
 * out. Memory stays bounded: keys with no recent failures are swept.
 */
export function createFailureLimiter(
  { max, windowMs, now = Date.now, maxKeys = 50_000 }: {
    max: number;
    windowMs: number;
    now?: () => number;
    maxKeys?: number;
  },
) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };

  return {
    /** Seconds to wait before trying again, or 0 when the key may try now. */
    retryAfter(key: string): number {
      const list = recent(key);
      if (list.length < max) return 0;
      return Math.max(1, Math.ceil((list[list.length - max] + windowMs - now()) / 1000));
    },
    fail(key: string) {
      if (failures.size >= maxKeys) {
        for (const k of [...failures.keys()]) recent(k);
        // Still full of live keys: drop the longest-standing one rather than grow without bound.
        if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
      }
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
