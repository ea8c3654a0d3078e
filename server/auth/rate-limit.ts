import type { Db } from "../store/index.ts";
import { sha256 } from "./digest.ts";

/** What a try was told: wait `wait` seconds (refused: nothing was counted), or go on (0: counted). */
export type Try = {
  wait: number;
  /** A try that turned out well (the right password, a feed that exists) stops counting. */
  forgive(): Promise<void>;
};

/**
 * Counts tries per key in a sliding window; past `max` the key is refused until its oldest try ages out. A try is
 * counted when it starts, in one step with the check, so tries running at once (on one instance or several) cannot
 * all pass: of 2 × max at once, max go on.
 */
export interface FailureLimiter {
  attempt(key: string): Promise<Try>;
  /** Forgets every try of the key (a right password clears the account's count). */
  reset(key: string): Promise<void>;
}

export type LimitOptions = { max: number; windowMs: number; now?: () => number };

const refused = (waitMs: number): Try => ({
  wait: Math.max(1, Math.ceil(waitMs / 1000)),
  forgive: () => Promise.resolve(),
});

/**
 * A limiter in this process's memory: where there is no store (proxy mode, whose back-office sign-in is the
 * backend's own; only the demo apps' sign-in and links are limited here). Memory stays bounded: keys with no
 * recent tries are swept, and past `maxKeys` live keys the longest-standing one goes.
 */
export function memoryLimiter({ max, windowMs, now = Date.now, maxKeys = 50_000 }: LimitOptions & {
  maxKeys?: number;
}): FailureLimiter {
  const tries = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (tries.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) tries.delete(key);
    else tries.set(key, list);
    return list;
  };

  return {
    attempt(key) {
      const list = recent(key);
      if (list.length >= max) return Promise.resolve(refused(list[list.length - max] + windowMs - now()));
      if (!tries.has(key) && tries.size >= maxKeys) {
        for (const k of [...tries.keys()]) recent(k);
        if (tries.size >= maxKeys) tries.delete(tries.keys().next().value!);
      }
      const at = now();
      tries.set(key, [...list, at]);
      return Promise.resolve({
        wait: 0,
        forgive() {
          const left = tries.get(key) ?? [];
          const i = left.indexOf(at);
          if (i >= 0) left.splice(i, 1);
          return Promise.resolve();
        },
      });
    },
    reset(key) {
      tries.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * A limiter over the store's `auth_try` table, so every instance over one database counts together. `name` keeps
 * each limit's keys apart; a key is kept as its SHA-256 (what was typed into a sign-in form stays unreadable).
 * Checking and counting are one transaction: SQLite's begin IMMEDIATE (one writer at a time), PostgreSQL's take a
 * lock per key first. Tries older than the window are swept, at most once a window per limiter.
 */
export function storeLimiter(
  db: Db,
  { name, max, windowMs, now = Date.now }: LimitOptions & { name: string },
) {
  let nextSweep = 0;
  const sweep = async (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + windowMs;
    await db.run("DELETE FROM auth_try WHERE bucket = $1 AND at <= $2", [name, at - windowMs]);
  };

  return {
    async attempt(key) {
      const digest = await sha256(key);
      const at = now();
      const answer = await db.transaction(async (tx): Promise<Try> => {
        if (tx.dialect === "postgres") {
          await tx.get("SELECT pg_advisory_xact_lock(1684366708, hashtext($1))", [`${name}:${digest}`]);
        }
        const counted = await tx.all<{ at: number }>(
          "SELECT at FROM auth_try WHERE bucket = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4",
          [name, digest, at - windowMs, max],
        );
        if (counted.length >= max) return refused(Number(counted[max - 1].at) + windowMs - at);
        const id = crypto.randomUUID();
        await tx.run("INSERT INTO auth_try (id, bucket, key, at) VALUES ($1, $2, $3, $4)", [
          id,
          name,
          digest,
          at,
        ]);
        return {
          wait: 0,
          forgive: async () => {
            await db.run("DELETE FROM auth_try WHERE id = $1", [id]);
          },
        };
      });
      await sweep(at);
      return answer;
    },
    async reset(key) {
      await db.run("DELETE FROM auth_try WHERE bucket = $1 AND key = $2", [name, await sha256(key)]);
    },
  } satisfies FailureLimiter;
}

/**
 * Makes the app's limiters: in the store when there is one (so several instances count together), else in
 * memory. All share one window and clock.
 */
export function limiters(
  { db, windowMs, now }: { db?: Db; windowMs: number; now?: () => number },
): (name: string, max: number) => FailureLimiter {
  return (name, max) =>
    db ? storeLimiter(db, { name, max, windowMs, now }) : memoryLimiter({ max, windowMs, now });
}
