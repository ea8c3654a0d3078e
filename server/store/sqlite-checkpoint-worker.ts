/// <reference lib="deno.worker" />
/**
 * The worker thread of sqlite-checkpoints.ts: its own connection to the database file, which copies the WAL's
 * committed pages into the file (a PASSIVE checkpoint: it waits for no reader or writer) each time it is asked,
 * and answers with SQLite's figures. Asked to close, it closes its connection and says so.
 */
import { DatabaseSync } from "node:sqlite";

let db: DatabaseSync | undefined;

self.onmessage = (event: MessageEvent<{ open?: string; close?: true }>) => {
  try {
    if (event.data.open) {
      db = new DatabaseSync(event.data.open);
      // As the server's own connection: the checkpoint syncs the file, not every commit.
      db.exec("PRAGMA synchronous = NORMAL");
      self.postMessage({ opened: true });
    } else if (event.data.close) {
      db?.close();
      db = undefined;
      self.postMessage({ closed: true });
    } else {
      const row = db!.prepare("PRAGMA wal_checkpoint(PASSIVE)").get() as Record<string, number>;
      self.postMessage({ checkpointed: row });
    }
  } catch (error) {
    self.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
};
