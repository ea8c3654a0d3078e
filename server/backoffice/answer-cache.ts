import type { WriteClock } from "../store/write-clock.ts";

export type AnswerCacheLimits = {
  /** All kept answers together, in bytes. */
  bytes: number;
  /** An answer larger than this is not kept: a big page is rare and would push out many small ones. */
  answerBytes: number;
};

/**
 * An answer as it is sent, and the bytes of its body. Each request is given a clone: a clone shares the body's
 * bytes, where a new Response would copy them (a fifth of a kept answer's cost).
 */
export type KeptAnswer = { response: Response; bytes: number };

type Kept = KeptAnswer & { version: number };

/**
 * Lists' answers kept in memory until the store changes (issue 34: a list asked again and again by many people
 * at once is served at a fraction of a health check's cost, not re-read each time). An answer is kept under its
 * key — who asks, in which role, the quarter-hour, and the request's path and query — with the write clock's
 * version read before it was worked out; any later committed change moves the clock, and the answer is not used
 * again. The least recently used answers go first when the bytes run out.
 */
export class AnswerCache {
  readonly #clock: WriteClock;
  readonly #limits: AnswerCacheLimits;
  readonly #kept = new Map<string, Kept>();
  #bytes = 0;

  constructor(clock: WriteClock, limits: AnswerCacheLimits) {
    this.#clock = clock;
    this.#limits = limits;
  }

  /** The version to tag an answer worked out from now on with: read it before reading the store. */
  get version(): number {
    return this.#clock.version;
  }

  /** The kept answer, if no change has been committed since it was worked out. */
  get(key: string): KeptAnswer | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    this.#drop(key, kept);
    if (kept.version !== this.#clock.version) return undefined;
    // Most recently used last: the map's order is the eviction order.
    this.#kept.set(key, kept);
    this.#bytes += kept.bytes;
    return kept;
  }

  /** Keeps an answer worked out from the store as it was at `version`. */
  set(key: string, version: number, answer: KeptAnswer): void {
    const { bytes } = answer;
    if (version !== this.#clock.version || bytes > this.#limits.answerBytes) return;
    const old = this.#kept.get(key);
    if (old) this.#drop(key, old);
    this.#kept.set(key, { version, ...answer });
    this.#bytes += bytes;
    for (const [oldest, kept] of this.#kept) {
      if (this.#bytes <= this.#limits.bytes) break;
      this.#drop(oldest, kept);
    }
  }

  /** Bytes kept now (for tests and the bench). */
  get bytes(): number {
    return this.#bytes;
  }

  #drop(key: string, kept: Kept) {
    this.#kept.delete(key);
    this.#bytes -= kept.bytes;
  }
}

/**
 * The quarter-hour of `now`: part of every key, since an answer's worked-out states (overdue, due soon) turn at
 * the practice's midnight, and every time zone's midnight falls on a quarter-hour of UTC.
 */
export function quarterHour(now: Date): number {
  return Math.floor(now.getTime() / 900_000);
}
