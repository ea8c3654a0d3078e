/// <reference lib="deno.worker" />
/**
 * The worker thread of sqlite-checkpoints.ts, with its own connection to the database file. It sleeps on the
 * shared counters (Atomics.wait: nothing here waits for the server thread's event loop) and, once CHANGES rows
 * have been committed since its last checkpoint, or anything SETTLE_MS after it, copies what is committed into
 * the file (PASSIVE: it waits for no reader or writer), unless the server's connection is copying it itself.
 */
import { DatabaseSync } from "node:sqlite";
import { CHANGED, CHANGES, CLOSING, COMMITS, COPYING, HELD, SETTLE_MS } from "./sqlite-checkpoints.ts";
import { isDiskFull } from "./sqlite-errors.ts";

self.onmessage = (event: MessageEvent<{ path: string; shared: SharedArrayBuffer }>) => {
  const { path, shared } = event.data;
  const state = new Int32Array(shared);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { timeout: 0 });
    // As the server's own connection: a checkpoint syncs the file, commits do not.
    db.exec("PRAGMA synchronous = NORMAL");
    const passive = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
    // The counters start at 0 with the store and wrap around: differences are taken as 32-bit integers.
    let [rows, commits, last] = [0, 0, performance.now()];
    while (Atomics.load(state, CLOSING) === 0) {
      const [changed, committed] = [Atomics.load(state, CHANGED), Atomics.load(state, COMMITS)];
      const due = ((changed - rows) | 0) >= CHANGES ||
        (committed !== commits && performance.now() - last >= SETTLE_MS);
      if (!due || Atomics.load(state, HELD) === 1) {
        Atomics.wait(state, COMMITS, committed, SETTLE_MS);
        continue;
      }
      // Said before HELD is read again: the server's connection sets HELD, then waits while COPYING.
      Atomics.store(state, COPYING, 1);
      try {
        if (Atomics.load(state, HELD) === 0) {
          [rows, commits, last] = [changed, committed, performance.now()];
          passive.get();
        }
      } catch (error) {
        // A full disk passes (the database file cannot grow just now): the WAL stays whole, and the next commits,
        // once space is freed, make the copy due again. Anything else ends the worker.
        if (!isDiskFull(error)) throw error;
      } finally {
        // Even when the copy fails: the server's connection may be waiting for it to end.
        Atomics.store(state, COPYING, 0);
        Atomics.notify(state, COPYING);
      }
    }
    db.close();
    self.postMessage({ closed: true });
  } catch (error) {
    db?.close();
    self.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
};
