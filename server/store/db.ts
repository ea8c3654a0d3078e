import { AsyncLocalStorage } from "node:async_hooks";

/** What both engines (server/store/sqlite.ts, server/store/postgres.ts) implement. */
export type Dialect = "sqlite" | "postgres";

/**
 * A value bound to a `$n` placeholder. `undefined` binds NULL, a Date binds its ISO-8601 string (timestamps are
 * TEXT in both engines). Objects and arrays are refused: JSON columns take `JSON.stringify(value)`.
 */
export type SqlValue = string | number | bigint | boolean | Date | Uint8Array | null | undefined;

export type Row = Record<string, unknown>;

export interface RunResult {
  /** Rows inserted, updated or deleted by the statement. */
  changes: number;
}

/**
 * One database connection (SQLite) or pool (PostgreSQL). SQL is written once in PostgreSQL style with `$1, $2…`
 * placeholders and snake_case columns; rows come back as plain objects keyed by column name, with the same JS
 * types from both engines: TEXT → string, INTEGER/BIGINT/count(*) → number, BOOLEAN columns → true/false, NULL
 * → null. (SQLite can only tell a boolean by the column's declared type: an expression such as `coalesce(active,
 * false)` still reads 0/1 there, so repositories convert such values with `toBool`.)
 *
 * Statements run inside a transaction's callback (its async context) join that transaction whichever handle they
 * are issued on, so a repository bound to the store's `db` is safe to call from inside `db.transaction(…)`.
 *
 * A statement that fails inside a transaction dooms the transaction on PostgreSQL (SQLite would carry on): to
 * survive an expected failure, run the statement in a nested transaction, whose rollback undoes only it.
 */
export interface Db {
  readonly dialect: Dialect;
  /** All rows of a query. */
  all<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  get<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A statement that changes rows. */
  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult>;
  /** A script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws (the error is rethrown).
   * Called inside a transaction it becomes a savepoint of that transaction: its own throw undoes only its work.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Waits for queued work, then closes; closing again does nothing. Not allowed on a transaction handle. */
  close(): Promise<void>;
  /**
   * PostgreSQL only: appends rows to `table` through one COPY, all or none (insertRows, which is what callers use,
   * server/backoffice/dialect.ts). Column and table names are spliced in: plain names only.
   */
  copyIn?(table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<void>;
}

/** SQLite reads BOOLEAN as 0/1; this reads either engine's value as a boolean (null stays null). */
export function toBool(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value;
  if (typeof value === "number" || typeof value === "bigint") return Number(value) !== 0;
  throw new TypeError(`not a boolean: ${String(value)}`);
}

/** Checks and converts parameters the same way for both engines (engines add their own last step). */
export function normalizeParam(value: SqlValue, index: number): Exclude<SqlValue, undefined | Date> {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError(`parameter $${index + 1} is an invalid Date`);
    return value.toISOString();
  }
  switch (typeof value) {
    case "string":
    case "boolean":
    case "bigint":
      return value;
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`parameter $${index + 1} is not a finite number`);
      return value;
  }
  if (value instanceof Uint8Array) return value;
  throw new TypeError(
    `parameter $${index + 1} cannot be bound (${
      Object.prototype.toString.call(value)
    }): pass JSON.stringify(value)`,
  );
}

/**
 * Runs work one piece at a time, in call order (a promise-chain mutex). Work submitted while nothing is queued
 * starts at once, synchronously.
 */
export class Serial {
  #tail: Promise<void> = Promise.resolve();
  #busy = 0;

  run<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.#busy === 0 ? attempt(work) : this.#tail.then(() => work());
    this.#busy++;
    const done = () => {
      this.#busy--;
    };
    this.#tail = result.then(done, done);
    return result;
  }

  /** Resolves once everything submitted so far has finished. */
  drain(): Promise<void> {
    return this.#tail;
  }
}

/** Calls work now; a synchronous throw becomes a rejected promise. */
export function attempt<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** A transaction level: the outer transaction or one of its savepoints. */
export interface TxLevel {
  /** False once the transaction or savepoint has committed or rolled back. */
  readonly open: boolean;
  readonly parent: TxLevel | undefined;
}

/** Whether level is ancestor or one of its savepoints. */
export function isWithin(level: TxLevel, ancestor: TxLevel): boolean {
  for (let l: TxLevel | undefined = level; l; l = l.parent) if (l === ancestor) return true;
  return false;
}

/**
 * Remembers which transaction level the current async context runs in (AsyncLocalStorage), so that statements
 * issued through the engine's top-level handle inside a transaction callback join it instead of waiting for it
 * (which would deadlock SQLite's single connection) or escaping it (a second PostgreSQL connection).
 */
export class TxScope<L extends TxLevel> {
  #storage = new AsyncLocalStorage<L>();

  /** The innermost still-open level of the current async context. */
  active(): L | undefined {
    let level: TxLevel | undefined = this.#storage.getStore();
    while (level && !level.open) level = level.parent;
    return level as L | undefined;
  }

  run<T>(level: L, fn: () => Promise<T>): Promise<T> {
    return this.#storage.run(level, fn);
  }
}
