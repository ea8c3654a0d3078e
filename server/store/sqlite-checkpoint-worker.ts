/// <reference lib="deno.worker" />
/**
 * The worker thread of sqlite-checkpoints.ts, with its own connection to the database file. It sleeps on the
 * shared counters (Atomics.wait: nothing here waits for the server thread's event loop) and, once CHANGES rows
 * have been committed since its last checkpoint, copies what is committed into the file (PASSIVE: it waits for no
 * reader or writer), unless the server's connection is copying it itself.
 */
import { DatabaseSync } from "node:sqlite";
import { CHANGED, CHANGES, CLOSING, HELD } from "./sqlite-checkpoints.ts";

self.onmessage = (event: MessageEvent<{ path: string; shared: SharedArrayBuffer }>) => {
  const { path, shared } = event.data;
  const state = new Int32Array(shared);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { timeout: 0 });
    // As the server's own connection: a checkpoint syncs the file, commits do not.
    db.exec("PRAGMA synchronous = NORMAL");
    const passive = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
    // The counter starts at 0 with the store and wraps around: differences are taken as 32-bit integers.
    let done = 0;
    while (Atomics.load(state, CLOSING) === 0) {
      const changed = Atomics.load(state, CHANGED);
      if (((changed - done) | 0) < CHANGES || Atomics.load(state, HELD) === 1) {
        Atomics.wait(state, CHANGED, changed, 1_000);
        continue;
      }
      done = changed;
      passive.get();
    }
    db.close();
    self.postMessage({ closed: true });
  } catch (error) {
    db?.close();
    self.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
};
