import type { Db, SqlValue } from "./db.ts";

/**
 * Tables no kept answer is made of: sign-in state, the limits' tries, calendar-feed tokens, the demo apps' own
 * rows, documents' bytes (a document's own record is a record) and the audit trail (read only record by record,
 * never kept). Their writes happen on nearly every request (a session's last-seen time), or by the hundred in one
 * upload, so counting them would throw every kept answer away at once.
 */
const UNWATCHED = new Set([
  "employee_session",
  "employee_two_factor",
  "employee_recovery_code",
  "password_reset",
  "calendar_feed",
  "auth_try",
  "demo_sandbox",
  "demo_password_reset",
  "demo_user",
  "audit_log",
  "content_chunk",
  "content",
  "content_upload",
]);

/** Statements that change no row, by their first words (an index a list makes on demand changes no answer). */
const READ =
  /^\s*(SELECT|SET|SHOW|EXPLAIN|PRAGMA|VALUES|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|ANALYZE|CREATE\s+(UNIQUE\s+)?INDEX)\b/i;
/**
 * A write's target table. `FOR UPDATE` (a lock) and `DO UPDATE SET` (an upsert's update of the table its INSERT
 * already named) are not targets.
 */
const TARGET =
  /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|(?<!\b(?:FOR|DO)\s+)UPDATE|DELETE\s+FROM|COPY|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?([A-Za-z_]\w*)/gi;

/**
 * Whether a statement may change a row some kept answer is made of: false for a read or a write to unwatched
 * tables only; true for any other write, and for a statement of another kind (DDL, a migration's script).
 */
export function changesWatchedRows(sql: string): boolean {
  const targets = [...sql.matchAll(TARGET)].map((m) => m[1].toLowerCase());
  if (targets.length === 0) return !READ.test(sql);
  return targets.some((table) => !UNWATCHED.has(table));
}

/** Statements' answers by their text: a process runs a few hundred distinct ones. */
const MEMO_LIMIT = 4_000;

/**
 * A counter of the store's committed changes, for answers kept in memory (server/backoffice/answer-cache.ts):
 * an answer kept at version v is good while the version is still v. It moves after every write statement and
 * again when the transaction around it ends, so a read that ran between the statement and its commit is never
 * kept as current. Another instance's writes move it through `tick` (server/store/postgres-write-feed.ts).
 */
export class WriteClock {
  #version = 0;
  #listeners: Array<() => void> = [];

  get version(): number {
    return this.#version;
  }

  /** Moves the version; `local` writes are told to the listeners (which pass them on to other instances). */
  tick(local = true): void {
    this.#version++;
    if (local) { for (const listener of this.#listeners) listener(); }
  }

  /** Called after each local write. */
  onLocalWrite(listener: () => void): void {
    this.#listeners.push(listener);
  }
}

/** The Db with its watched writes counted on `clock`; reads pass through untouched. */
export function watchWrites(db: Db, clock: WriteClock): Db {
  const memo = new Map<string, boolean>();
  let issued = 0;
  const note = (sql: string) => {
    let writes = memo.get(sql);
    if (writes === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      writes = changesWatchedRows(sql);
      memo.set(sql, writes);
    }
    return writes;
  };
  const counted = async <T>(work: Promise<T>): Promise<T> => {
    issued++;
    try {
      return await work;
    } finally {
      clock.tick();
    }
  };
  // A read passes its own promise on: no extra turn of the event loop on the hot path.
  const after = <T>(sql: string, work: Promise<T>): Promise<T> => note(sql) ? counted(work) : work;
  const wrap = (handle: Db): Db => ({
    dialect: handle.dialect,
    all: <T>(sql: string, params?: readonly SqlValue[]) => after(sql, handle.all<T>(sql, params)),
    get: <T>(sql: string, params?: readonly SqlValue[]) => after(sql, handle.get<T>(sql, params)),
    run: (sql: string, params?: readonly SqlValue[]) => after(sql, handle.run(sql, params)),
    exec: (sql: string) => after(sql, handle.exec(sql)),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const before = issued;
      try {
        return await handle.transaction((tx) => fn(wrap(tx)));
      } finally {
        // Statements issued through the outer handle join the transaction too: any write since it began.
        if (issued !== before) clock.tick();
      }
    },
    close: () => handle.close(),
    copyIn: handle.copyIn && ((table, columns, rows) => counted(handle.copyIn!(table, columns, rows))),
  });
  return wrap(db);
}
