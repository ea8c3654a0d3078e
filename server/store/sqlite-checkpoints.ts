/**
 * Checkpoints of a SQLite file's WAL, off the request path. Left to SQLite, the connection that commits past
 * 1,000 pages of WAL copies them into the database file before its statement returns: a trigger run making
 * 80,000 returns then waited 2.1 s of its 12 s for that copy (measured over 100,000 clients), and any small write
 * that happened to cross the line waited too, with the event loop — and every other request — held. Here the
 * server's connection leaves the copying to a worker thread with a connection of its own
 * (sqlite-checkpoint-worker.ts): it counts the rows it commits in memory shared with the worker, which needs
 * nothing of the server thread's event loop (busy for seconds in a long chain of writes).
 *
 * The WAL starts again from its beginning only once a checkpoint has copied all of it before the next write
 * begins. A worker beside writes without a pause never quite catches up, so past WAL_LIMIT bytes the worker
 * stands aside and the server's connection checkpoints after its commits as SQLite would (waiting for a copy of
 * the worker's under way), until the WAL starts again: it stays within the limit and a commit (an earlier version
 * without this grew a 26 GB WAL over a 9-minute seed). Should the worker fail, the connection checkpoints itself
 * again as SQLite would.
 */
import type { DatabaseSync } from "node:sqlite";
import { isDiskFull } from "./sqlite-errors.ts";

/** Rows committed between two checkpoints (a small write commits a handful). */
export const CHANGES = 256;
/**
 * Fewer than CHANGES rows are copied once this long after the last checkpoint: a commit can write pages without
 * rows (an index made on first use writes hundreds of MB for none), and left in the WAL until rows add up they were
 * copied at some later moment, beside whatever ran then (a trigger run in the scale bench took 16–20 s, not 10).
 */
export const SETTLE_MS = 1_000;
/** WAL bytes past which the worker is started, however few rows (SQLite's own line is 1,000 pages). */
const START_BYTES = 4 * 1024 * 1024;
/**
 * WAL bytes past which the server's connection checkpoints itself; also SQLite's journal_size_limit, so that a
 * WAL started again is cut back to it and its size says how much was written since. A trigger run over 100,000
 * clients leaves 345 MB.
 */
export const WAL_LIMIT = 512 * 1024 * 1024;
/**
 * Slots of the shared counters: rows committed and commits (both wrapping), 1 once the store closes, 1 while the
 * server's connection checkpoints itself (the worker then stands aside: two checkpoints cannot copy at once), and
 * 1 while the worker copies.
 */
export const CHANGED = 0;
export const COMMITS = 1;
export const CLOSING = 2;
export const HELD = 3;
export const COPYING = 4;
const SQLITE_DEFAULT_PAGES = 1_000;

type Reply = { closed?: true; failed?: string };

export class Checkpoints {
  #worker?: Worker;
  #ended?: Promise<void>;
  #failed = false;
  #committed = 0;
  readonly #state = new Int32Array(new SharedArrayBuffer(20));
  readonly #totalChanges;
  readonly #passive;

  constructor(readonly conn: DatabaseSync, readonly path: string, readonly limit = WAL_LIMIT) {
    conn.exec(`PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = ${limit}`);
    this.#totalChanges = conn.prepare("SELECT total_changes() AS n");
    this.#passive = conn.prepare("PRAGMA wal_checkpoint(PASSIVE)");
  }

  /** After a commit: counts it and the rows it changed, for the worker (started once there is a checkpoint's worth). */
  committed(): void {
    if (this.#failed || Atomics.load(this.#state, CLOSING) === 1) return;
    const total = Number((this.#totalChanges.get() as { n: number | bigint }).n);
    Atomics.add(this.#state, CHANGED, total - this.#committed);
    this.#committed = total;
    Atomics.add(this.#state, COMMITS, 1);
    const wal = this.#walBytes();
    if (this.#worker) Atomics.notify(this.#state, COMMITS);
    // A store that writes a few rows and closes (a test) needs no worker.
    else if (Atomics.load(this.#state, CHANGED) >= CHANGES || wal > START_BYTES) this.#start();
    const over = wal > this.limit;
    Atomics.store(this.#state, HELD, over ? 1 : 0);
    if (!over) return;
    // The worker's copy under way ends first (it starts none while HELD): then this one copies all there is.
    while (Atomics.load(this.#state, COPYING) === 1) Atomics.wait(this.#state, COPYING, 1, 100);
    try {
      this.#passive.get();
    } catch (error) {
      // The commit stands: a copy that finds the disk full leaves the WAL whole, for the next commit to copy.
      if (!isDiskFull(error)) throw error;
    }
  }

  #walBytes(): number {
    try {
      return Deno.statSync(`${this.path}-wal`).size;
    } catch {
      return 0;
    }
  }

  #start(): void {
    const worker = new Worker(new URL("./sqlite-checkpoint-worker.ts", import.meta.url), { type: "module" });
    this.#worker = worker;
    this.#ended = new Promise<void>((resolve) => {
      const end = (reply: Reply) => {
        if (reply.failed !== undefined) this.#fail(reply.failed);
        worker.terminate();
        resolve();
      };
      worker.onmessage = (event: MessageEvent<Reply>) => end(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        end({ failed: event.message });
      };
    });
    worker.postMessage({ path: this.path, shared: this.#state.buffer });
  }

  #fail(message: string): void {
    this.#failed = true;
    console.error(`SQLite checkpoints in a worker failed (${message}); the server's connection makes them`);
    if (this.conn.isOpen) this.conn.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  }

  /** Stops the worker after its checkpoint under way, and waits for its connection to close. */
  async close(): Promise<void> {
    Atomics.store(this.#state, CLOSING, 1);
    Atomics.notify(this.#state, COMMITS);
    await this.#ended;
  }
}
