/**
 * Work a request starts and does not wait for (a reset link's write and mail, after the answer): a failure is
 * logged, never an unhandled rejection; `idle()` waits for what is under way (tests, and shutdown before the
 * store closes).
 */
export class Background {
  #pending = new Set<Promise<void>>();

  constructor(private readonly log: (line: string) => void) {}

  run(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = (async () => await work())().catch((err) =>
      this.log(`${what} failed: ${err instanceof Error ? err.message : err}`)
    ).finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once nothing is under way, work started meanwhile included. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
