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
 * stands aside and the server's connection checkpoints after its commits as SQLite would, until the WAL starts
 * again: it stays under twice the limit (an earlier version without this grew a 26 GB WAL over a 9-minute seed).
 * Should the worker fail, the connection checkpoints itself again as SQLite would.
 */
import type { DatabaseSync } from "node:sqlite";

/** Rows committed between two checkpoints (a small write commits a handful). */
export const CHANGES = 256;
/**
 * WAL bytes past which the server's connection checkpoints itself; also SQLite's journal_size_limit, so that a
 * WAL started again is cut back to it and its size says how much was written since. A trigger run over 100,000
 * clients leaves 345 MB.
 */
export const WAL_LIMIT = 512 * 1024 * 1024;
/**
 * Slots of the shared counters: rows committed (wrapping), 1 once the store closes, and 1 while the server's
 * connection checkpoints itself (the worker then stands aside: two checkpoints cannot copy at once).
 */
export const CHANGED = 0;
export const CLOSING = 1;
export const HELD = 2;
const SQLITE_DEFAULT_PAGES = 1_000;

type Reply = { closed?: true; failed?: string };

export class Checkpoints {
  #worker?: Worker;
  #ended?: Promise<void>;
  #failed = false;
  #committed = 0;
  readonly #state = new Int32Array(new SharedArrayBuffer(12));
  readonly #totalChanges;
  readonly #passive;

  constructor(readonly conn: DatabaseSync, readonly path: string, readonly limit = WAL_LIMIT) {
    conn.exec(`PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = ${limit}`);
    this.#totalChanges = conn.prepare("SELECT total_changes() AS n");
    this.#passive = conn.prepare("PRAGMA wal_checkpoint(PASSIVE)");
  }

  /** After a commit: counts the rows it changed, for the worker (started once CHANGES rows have been). */
  committed(): void {
    if (this.#failed || Atomics.load(this.#state, CLOSING) === 1) return;
    const total = Number((this.#totalChanges.get() as { n: number | bigint }).n);
    const changed = total - this.#committed;
    if (changed === 0) return;
    this.#committed = total;
    Atomics.add(this.#state, CHANGED, changed);
    if (this.#worker) Atomics.notify(this.#state, CHANGED);
    // Started once there is a checkpoint's worth: a store that writes a few rows and closes (a test) needs none.
    else if (Atomics.load(this.#state, CHANGED) >= CHANGES) this.#start();
    const over = this.#walBytes() > this.limit;
    Atomics.store(this.#state, HELD, over ? 1 : 0);
    // Busy while the worker finishes a copy: the next commit tries again.
    if (over) this.#passive.get();
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
    Atomics.notify(this.#state, CHANGED);
    await this.#ended;
  }
}
