import { backup, DatabaseSync } from "node:sqlite";
import { basename, dirname, join } from "node:path";
import { sqlitePath } from "./open.ts";

/**
 * Backups of the embedded store. SQLite: SQLite's online backup, copying every page in one step under one read
 * transaction, so the copy is the database as it stood at one moment while the server goes on writing (WAL lets
 * a reader and the writer run together); then checked, then moved into place, so a backup file is never half
 * written. Restore copies a backup into an empty store the same way. PostgreSQL has its own tools for both
 * (pg_dump, pg_restore), which know its schemas, roles and extensions; we point to them rather than redo them.
 */

export class BackupError extends Error {}

const PG_GUIDANCE =
  "PostgreSQL: back up with `pg_dump --format=custom --file=ledgerdesk.dump <DATABASE_URL>`, " +
  "restore into an empty database with `pg_restore --no-owner --dbname=<DATABASE_URL> ledgerdesk.dump` " +
  "(with ?search_path=…, add --schema=<schema> to both).";

/** The SQLite file of a store's URL; a clear refusal for anything that is not one. */
function fileOf(url: string, what: string): string {
  if (/^postgres(ql)?:\/\//.test(url)) throw new BackupError(PG_GUIDANCE);
  const path = sqlitePath(url);
  if (!path) throw new BackupError(`${what}: not a database URL (want sqlite:<path>): ${url}`);
  if (path === ":memory:") {
    throw new BackupError(`${what}: an in-memory database has nothing to back up or restore`);
  }
  return path;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

/**
 * Checks a SQLite file is whole and is a Ledgerdesk store (it has our migrations table); answers the number of
 * migrations it has had.
 */
function checkStore(path: string, what: string): number {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { readOnly: true });
  } catch (error) {
    throw new BackupError(`${what} cannot be opened as SQLite: ${(error as Error).message}`);
  }
  try {
    const check = db.prepare("PRAGMA integrity_check").get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== "ok") {
      throw new BackupError(`${what} is damaged: ${check?.integrity_check ?? "no answer"}`);
    }
    const table = db.prepare(
      "SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
    )
      .get();
    if (!table) throw new BackupError(`${what} is not a Ledgerdesk store (no schema_migrations table)`);
    return Number((db.prepare("SELECT count(*) AS n FROM schema_migrations").get() as { n: number }).n);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${what} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Copies the SQLite database at `from` into a new file `to`, through a temporary file beside it. */
async function copyDatabase(from: string, to: string): Promise<void> {
  await Deno.mkdir(dirname(to) || ".", { recursive: true });
  const partial = join(dirname(to), `.${basename(to)}.partial-${crypto.randomUUID()}`);
  const source = new DatabaseSync(from, { readOnly: true });
  try {
    // rate -1: every page in one step, so the copy is one consistent moment, never restarted by a write.
    await backup(source, partial, { rate: -1 });
    // The copy keeps the source's WAL mode; a backup is one self-contained file (the server turns WAL back on).
    const copy = new DatabaseSync(partial);
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
    } finally {
      copy.close();
    }
    checkStore(partial, "the copy");
    await Deno.rename(partial, to);
  } catch (error) {
    await Deno.remove(partial).catch(() => {});
    throw error;
  } finally {
    source.close();
  }
}

export type BackupResult = { file: string; bytes: number };

/** Writes a consistent copy of the store at `url` to `file`, which must not exist yet. */
export async function backupStore(url: string, file: string): Promise<BackupResult> {
  const path = fileOf(url, "backup");
  if (!await exists(path)) throw new BackupError(`there is no store at ${path} to back up`);
  if (await exists(file)) throw new BackupError(`${file} exists already: choose a new name for the backup`);
  await copyDatabase(path, file);
  return { file, bytes: (await Deno.stat(file)).size };
}

/**
 * Restores the backup `file` into the store at `url`, which must be empty: no database file yet (nothing else
 * is overwritten — a mistyped restore must not wipe a practice). Answers the migrations the backup has had; the
 * server brings it up to date when it next opens it.
 */
export async function restoreStore(file: string, url: string): Promise<{ migrations: number }> {
  const path = fileOf(url, "restore");
  if (!await exists(file)) throw new BackupError(`there is no backup at ${file}`);
  const migrations = checkStore(file, file);
  for (const existing of [path, `${path}-wal`, `${path}-shm`]) {
    if (await exists(existing)) {
      throw new BackupError(
        `${existing} exists: restore only into an empty store (move the current database away first)`,
      );
    }
  }
  await copyDatabase(file, path);
  return { migrations };
}
