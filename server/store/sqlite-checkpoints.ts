/**
 * Checkpoints of a SQLite file's WAL, off the request path. Left to SQLite, the connection that commits past
 * 1,000 pages of WAL copies them into the database file before its statement returns: a trigger run making
 * 80,000 returns then waited 2.6 s of its 16 s for that copy (measured over 100,000 clients), and any small
 * write that happened to cross the line waited too, with the event loop — and every other request — held. Here
 * the server's connection never checkpoints; after every CHANGES changed rows it asks a worker thread, with a
 * connection of its own, to copy what is committed (a PASSIVE checkpoint, which waits for no reader or writer),
 * one copy at a time. Should the worker fail, the connection checkpoints itself again as SQLite would.
 */
import type { DatabaseSync } from "node:sqlite";

/** Rows changed between two requests for a checkpoint (a small write changes a handful). */
const CHANGES = 256;
const SQLITE_DEFAULT_PAGES = 1_000;

type Reply = { opened?: true; closed?: true; checkpointed?: Record<string, number>; failed?: string };

export class Checkpoints {
  #worker?: Worker;
  #running = false;
  #again = false;
  #changesAsked = 0;
  #closing?: () => void;
  #failed = false;
  readonly #totalChanges;

  constructor(readonly conn: DatabaseSync, readonly path: string) {
    conn.exec("PRAGMA wal_autocheckpoint = 0");
    this.#totalChanges = conn.prepare("SELECT total_changes() AS n");
  }

  /** After a commit: asks for a checkpoint once CHANGES rows have changed since the last ask. */
  committed(): void {
    if (this.#failed || this.#closing) return;
    const changes = Number((this.#totalChanges.get() as { n: number | bigint }).n);
    if (changes - this.#changesAsked < CHANGES) return;
    this.#changesAsked = changes;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#ask();
  }

  #ask(): void {
    this.#running = true;
    this.#again = false;
    if (!this.#worker) {
      this.#worker = new Worker(new URL("./sqlite-checkpoint-worker.ts", import.meta.url), {
        type: "module",
      });
      this.#worker.onmessage = (event: MessageEvent<Reply>) => this.#reply(event.data);
      this.#worker.onerror = (event) => {
        event.preventDefault();
        this.#reply({ failed: event.message });
      };
      this.#worker.postMessage({ open: this.path });
    }
    this.#worker.postMessage({});
  }

  #reply(reply: Reply): void {
    if (reply.opened) return;
    if (reply.closed) {
      this.#worker?.terminate();
      this.#worker = undefined;
      this.#closing?.();
      return;
    }
    this.#running = false;
    if (reply.failed !== undefined && !this.#failed) {
      console.error(
        `SQLite checkpoints in a worker failed (${reply.failed}); the server's connection makes them`,
      );
      this.#failed = true;
      this.#again = false;
      if (this.conn.isOpen) this.conn.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    }
    if (this.#closing) this.#close();
    else if (this.#again) this.#ask();
  }

  /** Waits for a running checkpoint, then closes the worker's connection (before the server's closes the file). */
  close(): Promise<void> {
    if (!this.#worker) return Promise.resolve();
    const closed = new Promise<void>((resolve) => this.#closing = resolve);
    if (!this.#running) this.#close();
    return closed;
  }

  #close(): void {
    if (this.#failed) {
      this.#worker?.terminate();
      this.#worker = undefined;
      this.#closing?.();
    } else this.#worker!.postMessage({ close: true });
  }
}
