import type { Db } from "./db.ts";

/** One user's state of one demo app as the store keeps it (migration 19). */
export type StoredDemoState = { state: string; version: number };

export async function findDemoSandbox(
  db: Db,
  owner: string,
  app: string,
): Promise<StoredDemoState | undefined> {
  const row = await db.get<{ state: string; version: number }>(
    "SELECT state, version FROM demo_sandbox WHERE owner = $1 AND app = $2",
    [owner, app],
  );
  return row && { state: row.state, version: Number(row.version) };
}

/**
 * Holds the user's sandbox of the app until the transaction `tx` ends, so that their concurrent writes take turns
 * (a write is read, change, save). SQLite needs nothing: its transactions begin IMMEDIATE, one writer at a time.
 */
export async function lockDemoSandbox(tx: Db, owner: string, app: string): Promise<void> {
  if (tx.dialect !== "postgres") return;
  // Keyed by schema too: advisory locks are database-wide, and each schema is a practice of its own.
  await tx.get("SELECT pg_advisory_xact_lock(hashtext(current_schema()), hashtext($1)) AS locked", [
    `demo-sandbox ${owner} ${app}`,
  ]);
}

/**
 * Saves the state over the version that was read (0: there was none). False when another write came first: the
 * row is then left as that write made it.
 */
export async function saveDemoSandbox(
  db: Db,
  owner: string,
  app: string,
  state: string,
  readVersion: number,
  at: number,
): Promise<boolean> {
  const { changes } = readVersion === 0
    ? await db.run(
      `INSERT INTO demo_sandbox (owner, app, state, version, written_at) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (owner, app) DO NOTHING`,
      [owner, app, state, at],
    )
    : await db.run(
      `UPDATE demo_sandbox SET state = $3, version = version + 1, written_at = $4
       WHERE owner = $1 AND app = $2 AND version = $5`,
      [owner, app, state, at, readVersion],
    );
  return changes === 1;
}

/** Keeps the `keep` users who wrote last; the others' sandboxes go, every app of theirs. Returns how many rows. */
export async function pruneDemoSandboxes(db: Db, keep: number): Promise<number> {
  const cutoff = await db.get<{ at: number }>(
    `SELECT max(written_at) AS at FROM demo_sandbox GROUP BY owner ORDER BY at DESC LIMIT 1 OFFSET $1`,
    [keep],
  );
  if (!cutoff) return 0;
  const { changes } = await db.run(
    `DELETE FROM demo_sandbox WHERE owner IN (
       SELECT owner FROM demo_sandbox GROUP BY owner HAVING max(written_at) <= $1
     )`,
    [Number(cutoff.at)],
  );
  return changes;
}
