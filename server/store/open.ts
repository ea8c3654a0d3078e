import type { Db } from "./db.ts";
import { openSqlite } from "./sqlite.ts";

/**
 * Opens the engine a DATABASE_URL names: `sqlite::memory:`, `sqlite:<path>` (relative or absolute; the folder
 * is created), or `postgres://user:pass@host:port/db` (`postgresql://` too).
 */
export async function openDb(url: string, options: { timeoutSeconds?: number } = {}): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Loaded on demand: the SQLite default never loads postgres.js.
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(url, options);
  }
  const path = sqlitePath(url);
  if (path === undefined) {
    throw new Error("unsupported database URL (want sqlite:<path>, sqlite::memory: or postgres://…)");
  }
  return openSqlite(path);
}

/** The file path (or `:memory:`) of a `sqlite:` URL; undefined for anything else. */
export function sqlitePath(url: string): string | undefined {
  if (!url.startsWith("sqlite:")) return undefined;
  let path = url.slice("sqlite:".length);
  if (path.startsWith("//")) path = path.slice(2); // sqlite:///abs/path.db, sqlite://./rel.db
  return path === "" ? undefined : path;
}
