import { DatabaseSync, type StatementSync } from "node:sqlite";
import { dirname } from "node:path";
import { refusal } from "../../domain/api/index.ts";
import {
  attempt,
  type Db,
  isWithin,
  normalizeParam,
  type Row,
  type RunResult,
  Serial,
  type SqlValue,
  type TxLevel,
  TxScope,
} from "./db.ts";
import { Checkpoints } from "./sqlite-checkpoints.ts";
import { isDiskFull } from "./sqlite-errors.ts";

const BUSY_TIMEOUT_MS = 5_000;
const STATEMENT_CACHE_SIZE = 500;

type Bound = string | number | bigint | Uint8Array | null;

interface Prepared {
  stmt: StatementSync;
  /** The highest `$n` the SQL uses: the number of parameters it must be given. */
  params: number;
}

/**
 * Opens SQLite through node:sqlite: a file (its folder is created; WAL journal, synchronous NORMAL, a 64 MB page
 * cache, checkpoints made by a worker thread: sqlite-checkpoints.ts) or `:memory:`. Foreign keys are on. A
 * database locked by another connection is waited for up to 5 s, but asynchronously: SQLite's own busy handler
 * sleeps inside the synchronous call and would freeze the event loop (every request of the server, and in one
 * process the very connection holding the lock), so after opening busy_timeout is 0 and BEGIN IMMEDIATE and
 * statements outside a transaction are retried on timers instead.
 */
export function openSqlite(path: string): Db {
  const memory = path === ":memory:";
  if (!memory) Deno.mkdirSync(dirname(path), { recursive: true });
  const conn = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS, enableForeignKeyConstraints: true });
  try {
    conn.exec(`PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
    if (!memory) {
      const mode = conn.prepare("PRAGMA journal_mode = WAL").get() as { journal_mode?: string } | undefined;
      if (mode?.journal_mode?.toLowerCase() !== "wal") {
        throw new Error(`SQLite at ${path} refused WAL mode (journal_mode is ${mode?.journal_mode})`);
      }
      conn.exec("PRAGMA synchronous = NORMAL");
      // A practice of a million records is a few GB, and SQLite's default 2 MB page cache rereads the pages of the
      // indexes a report walks from the OS every time: with 64 MB, "assessments not received" (100,000 clients)
      // measured 1.9 → 1.6 ms, and page 3 of a tax year in client order 3.6 → 2.8 ms.
      conn.exec("PRAGMA cache_size = -65536");
    }
    conn.exec("PRAGMA busy_timeout = 0");
    return new SqliteDb(new Connection(conn, memory ? undefined : new Checkpoints(conn, path)));
  } catch (error) {
    conn.close();
    throw error;
  }
}

/**
 * Rewrites PostgreSQL `$n` placeholders to SQLite's, leaving string literals, quoted identifiers and comments
 * alone: `?` each when they run $1, $2, $3… in order, each once (as a many-row INSERT's do), else `?n` (bound
 * by number). node:sqlite binds numbered ones slowly, in time that grows with their count: 80,000 audit entries
 * as INSERTs of 200 rows (1,600 parameters) took 1.2 s numbered, 0.16 s as `?`. Returns the SQL and the highest
 * placeholder number.
 */
export function rewritePlaceholders(sql: string): { sql: string; params: number } {
  const parts: string[] = [];
  const numbers: number[] = [];
  let copied = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === "`") {
      i = endOfQuoted(sql, i, c);
    } else if (c === "[") {
      const end = sql.indexOf("]", i + 1);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === "$" && isDigit(sql[i + 1]) && !isWordChar(sql[i - 1])) {
      let j = i + 1;
      while (isDigit(sql[j])) j++;
      const n = Number(sql.slice(i + 1, j));
      if (n < 1) throw new Error(`invalid placeholder $${sql.slice(i + 1, j)}`);
      parts.push(sql.slice(copied, i));
      numbers.push(n);
      copied = j;
      i = j;
    } else {
      i++;
    }
  }
  const inOrder = numbers.every((n, k) => n === k + 1);
  let out = "";
  numbers.forEach((n, k) => out += parts[k] + (inOrder ? "?" : `?${n}`));
  return { sql: out + sql.slice(copied), params: numbers.reduce((a, b) => Math.max(a, b), 0) };
}

function endOfQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2; // a doubled quote is an escaped quote
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_$]/u.test(c);

/** node:sqlite binds every JS number as REAL (so 42 in a TEXT column reads "42.0"): integers go as int64. */
function bind(params: readonly SqlValue[]): Bound[] {
  return params.map((value, index) => {
    const v = normalizeParam(value, index);
    if (typeof v === "boolean") return v ? 1n : 0n;
    if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
    return v;
  });
}

/**
 * SQLITE_BUSY, or one of its extended codes: another connection holds the lock. (Deno's node:sqlite sets
 * errcode on errors from prepared statements but not on those from exec(), which carry only the message.)
 */
function isBusy(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown };
  if (typeof errcode === "number") return (errcode & 0xff) === 5;
  return typeof message === "string" && /^database is locked\b/.test(message);
}

/** A refusal (507 storeFull) in place of an error that says the disk is full; others as they are. */
function refusedWhenFull(error: unknown): unknown {
  if (!isDiskFull(error)) return error;
  const refused = refusal("storeFull");
  refused.cause = error;
  return refused;
}

/** The one connection, its statement cache, its queue and its transaction scope. */
class Connection {
  readonly queue = new Serial();
  readonly scope = new TxScope<SqliteTx>();
  #cache = new Map<string, Prepared>();
  /** While one of our transactions is open. */
  #inTransaction = false;
  /** The error on which SQLite rolled back the open transaction itself. */
  #rolledBack: { error: unknown } | undefined;

  constructor(readonly conn: DatabaseSync, readonly checkpoints?: Checkpoints) {}

  /** After a write: when it was committed (not inside a transaction), the checkpoints may be due. */
  wrote(): void {
    if (this.checkpoints && !this.conn.isTransaction) this.checkpoints.committed();
  }

  #prepare(sql: string): Prepared {
    const cached = this.#cache.get(sql);
    if (cached) {
      // least recently used first: move a hit to the end
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    const rewritten = rewritePlaceholders(sql);
    const prepared = { stmt: this.conn.prepare(rewritten.sql), params: rewritten.params };
    this.#cache.set(sql, prepared);
    if (this.#cache.size > STATEMENT_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    return prepared;
  }

  #bound(prepared: Prepared, params: readonly SqlValue[]): Bound[] {
    // node:sqlite would bind a missing parameter as NULL without a word; PostgreSQL refuses, and so do we.
    if (params.length !== prepared.params) {
      throw new Error(`the statement takes ${prepared.params} parameter(s), ${params.length} given`);
    }
    return bind(params);
  }

  /**
   * Runs a statement; a full disk's error becomes the refusal storeFull. On some errors (a full disk among them,
   * when the statement cannot be undone alone) SQLite rolls the whole transaction back itself: every later
   * statement of that transaction then throws the same error rather than run outside it, each committed on its
   * own (the rest of a write without its start).
   */
  #statement<T>(work: () => T): T {
    if (this.#rolledBack) throw this.#rolledBack.error;
    try {
      return work();
    } catch (error) {
      const refused = refusedWhenFull(error);
      if (this.#inTransaction && !this.conn.isTransaction) this.#rolledBack = { error: refused };
      throw refused;
    }
  }

  all(sql: string, params: readonly SqlValue[]): Row[] {
    return this.#statement(() => {
      const prepared = this.#prepare(sql);
      const rows = prepared.stmt.all(...this.#bound(prepared, params)) as Row[];
      return rows.length === 0 ? [] : plainRows(prepared.stmt, rows);
    });
  }

  get(sql: string, params: readonly SqlValue[]): Row | undefined {
    return this.#statement(() => {
      const prepared = this.#prepare(sql);
      const row = prepared.stmt.get(...this.#bound(prepared, params)) as Row | undefined;
      return row === undefined ? undefined : plainRows(prepared.stmt, [row])[0];
    });
  }

  run(sql: string, params: readonly SqlValue[]): RunResult {
    return this.#statement(() => {
      const prepared = this.#prepare(sql);
      const result = prepared.stmt.run(...this.#bound(prepared, params));
      return { changes: Number(result.changes) };
    });
  }

  exec(sql: string): void {
    this.#statement(() => this.conn.exec(sql));
  }

  /**
   * Runs a statement that is not inside a transaction, retrying it while another connection holds the lock (up
   * to 5 s). Safe because such a statement either ran whole or not at all; not for multi-statement scripts.
   */
  async retrying<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (let wait = 1;; wait = Math.min(wait * 2, 50)) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error) || Date.now() + wait > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** BEGIN IMMEDIATE … COMMIT, or ROLLBACK when fn throws. Called through the queue: nothing interleaves. */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    await this.retrying(() => this.exec("BEGIN IMMEDIATE"));
    const tx = new SqliteTx(this, undefined, 0);
    this.#inTransaction = true;
    let result: T;
    try {
      result = await this.scope.run(tx, () => fn(tx));
      // Throws instead when SQLite has rolled the transaction back on an error fn caught.
      this.exec("COMMIT");
    } catch (error) {
      if (this.conn.isTransaction) this.conn.exec("ROLLBACK");
      throw error;
    } finally {
      tx.open = false;
      this.#inTransaction = false;
      this.#rolledBack = undefined;
    }
    this.wrote();
    return result;
  }

  /** Whether SQLite has rolled the open transaction back itself (its savepoints are gone with it). */
  get rolledBack(): boolean {
    return this.#rolledBack !== undefined;
  }

  close(): void {
    this.#cache.clear();
    if (this.conn.isOpen) this.conn.close();
  }
}

/**
 * Copies node:sqlite's null-prototype rows into plain objects and turns 0/1 in columns declared BOOLEAN into
 * false/true.
 */
function plainRows(stmt: StatementSync, rows: Row[]): Row[] {
  const booleans = new Set<string>();
  for (const column of stmt.columns()) {
    if (column.type && /^bool/i.test(column.type)) booleans.add(column.name);
  }
  return rows.map((row) => {
    const out: Row = {};
    for (const key in row) {
      const value = row[key];
      out[key] = booleans.has(key) && typeof value === "number" ? value !== 0 : value;
    }
    return out;
  });
}

/** The engine's top-level handle. */
class SqliteDb implements Db {
  readonly dialect = "sqlite" as const;
  readonly #c: Connection;

  constructor(connection: Connection) {
    this.#c = connection;
  }

  /**
   * Inside a transaction's async context: run in it now. Otherwise wait for any open transaction, then run,
   * retried while another connection holds the lock (not a script: part of it may already have run).
   */
  #do<T>(work: () => T, retry = true): Promise<T> {
    if (this.#c.scope.active()) return attempt(work);
    return this.#c.queue.run(retry ? () => this.#c.retrying(work) : work);
  }

  all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.#do(() => this.#c.all(sql, params) as T[]);
  }

  get<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.#do(() => this.#c.get(sql, params) as T | undefined);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    return this.#do(() => {
      const result = this.#c.run(sql, params);
      this.#c.wrote();
      return result;
    });
  }

  exec(sql: string): Promise<void> {
    return this.#do(() => {
      this.#c.exec(sql);
      this.#c.wrote();
    }, false);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const level = this.#c.scope.active();
    if (level) return level.transaction(fn);
    return this.#c.queue.run(() => this.#c.transaction(fn));
  }

  async close(): Promise<void> {
    if (this.#c.scope.active()) throw new Error("cannot close the database inside one of its transactions");
    await this.#c.queue.drain();
    await this.#c.checkpoints?.close();
    this.#c.close();
  }
}

/** A transaction (depth 0) or one of its savepoints (depth ≥ 1). */
class SqliteTx implements Db, TxLevel {
  readonly dialect = "sqlite" as const;
  open = true;
  readonly #c: Connection;
  /** Savepoints opened on this level run one at a time. */
  readonly #children = new Serial();

  constructor(connection: Connection, readonly parent: SqliteTx | undefined, readonly depth: number) {
    this.#c = connection;
  }

  #do<T>(work: () => T): Promise<T> {
    if (!this.open) return Promise.reject(new Error("the transaction has already finished"));
    return attempt(work);
  }

  all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.#do(() => this.#c.all(sql, params) as T[]);
  }

  get<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.#do(() => this.#c.get(sql, params) as T | undefined);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    return this.#do(() => this.#c.run(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.#do(() => this.#c.exec(sql));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (!this.open) return Promise.reject(new Error("the transaction has already finished"));
    // Called on an outer handle from inside one of its savepoints: nest in the innermost one (waiting for it
    // to finish would deadlock).
    const active = this.#c.scope.active();
    if (active && active !== this && isWithin(active, this)) return active.transaction(fn);
    return this.#children.run(async () => {
      // Queued behind a sibling: the transaction may have ended meanwhile (SAVEPOINT would then begin a new one).
      if (!this.open) throw new Error("the transaction has already finished");
      const name = `sp_${this.depth + 1}`;
      this.#c.exec(`SAVEPOINT ${name}`);
      const child = new SqliteTx(this.#c, this, this.depth + 1);
      try {
        const result = await this.#c.scope.run(child, () => fn(child));
        this.#c.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        if (!this.#c.rolledBack) {
          this.#c.exec(`ROLLBACK TO ${name}`);
          this.#c.exec(`RELEASE ${name}`);
        }
        throw error;
      } finally {
        child.open = false;
      }
    });
  }

  close(): Promise<void> {
    return Promise.reject(new Error("close the database, not a transaction"));
  }
}
