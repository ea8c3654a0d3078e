import postgres from "postgres";
import {
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

/** int8 (count(*), BIGINT) reads as a number, like SQLite's integers; postgres.js would give a string. */
const types = {
  bigint: {
    to: 20,
    from: [20],
    serialize: (value: number | bigint) => String(value),
    parse: (value: string) => Number(value),
  },
};

type Queryable = Pick<postgres.Sql, "unsafe">;
type Param = postgres.ParameterOrJSON<never>;

/**
 * Opens a PostgreSQL pool through postgres.js and checks that it can connect. Connection parameters not known to
 * postgres.js may ride on the URL's query (`?search_path=t_1234`).
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: 10,
    onnotice: () => {},
    types,
    // Queries here are short lookups of a page; PostgreSQL's JIT compiles any it guesses costly, which for a
    // search walking 100,000 clients took 74 ms of compiling to save a few.
    connection: { jit: "off" },
  }) as unknown as postgres.Sql;
  try {
    await sql.unsafe("SELECT 1");
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw new Error(`cannot connect to PostgreSQL at ${redact(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return new PostgresDb(sql);
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/^(\w+:\/\/[^:/@]*):[^@]*@/, "$1:***@");
}

function bind(params: readonly SqlValue[]): Param[] {
  return params.map((value, index) => normalizeParam(value, index)) as Param[];
}

function query(q: Queryable, sql: string, params: readonly SqlValue[]) {
  // Extended protocol, prepared per connection: one statement, parameters typed by the server.
  return q.unsafe(sql, bind(params), { prepare: true, simple: false } as postgres.UnsafeQueryOptions);
}

abstract class PostgresHandle implements Db {
  readonly dialect = "postgres" as const;
  protected abstract queryable(): Queryable;

  async all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const rows = await query(this.queryable(), sql, params);
    return Array.from(rows) as T[];
  }

  async get<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    const rows = await query(this.queryable(), sql, params);
    return rows[0] as T | undefined;
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    const result = await query(this.queryable(), sql, params);
    return { changes: result.count ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    // Simple protocol: a script of several statements, no parameters.
    await this.queryable().unsafe(sql);
  }

  abstract transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  abstract close(): Promise<void>;
}

/** The engine's top-level handle: a pool. */
class PostgresDb extends PostgresHandle {
  readonly #sql: postgres.Sql;
  readonly #scope = new TxScope<PostgresTx>();

  constructor(sql: postgres.Sql) {
    super();
    this.#sql = sql;
  }

  /** Inside a transaction's async context, statements join it; otherwise any pooled connection. */
  protected queryable(): Queryable {
    return this.#scope.active()?.sql ?? this.#sql;
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const level = this.#scope.active();
    if (level) return level.transaction(fn);
    // The result is boxed: postgres.js would Promise.all an array that the callback returns.
    const box = await this.#sql.begin(async (sql) => {
      const tx = new PostgresTx(sql, this.#scope, undefined);
      try {
        return { value: await this.#scope.run(tx, () => fn(tx)) };
      } finally {
        tx.open = false;
      }
    }) as { value: T };
    return box.value;
  }

  async close(): Promise<void> {
    if (this.#scope.active()) throw new Error("cannot close the database inside one of its transactions");
    await this.#sql.end({ timeout: 5 });
  }
}

/** A transaction or one of its savepoints, on its one reserved connection. */
class PostgresTx extends PostgresHandle implements TxLevel {
  open = true;
  readonly #children = new Serial();

  constructor(
    readonly sql: postgres.TransactionSql,
    private readonly scope: TxScope<PostgresTx>,
    readonly parent: PostgresTx | undefined,
  ) {
    super();
  }

  protected queryable(): Queryable {
    if (!this.open) throw new Error("the transaction has already finished");
    // Issued on an outer level from inside one of its savepoints: same connection either way, but through the
    // innermost level postgres.js charges a failure to the savepoint, which is what rolls back.
    const active = this.scope.active();
    return active && isWithin(active, this) ? active.sql : this.sql;
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (!this.open) return Promise.reject(new Error("the transaction has already finished"));
    const active = this.scope.active();
    if (active && active !== this && isWithin(active, this)) return active.transaction(fn);
    return this.#children.run(async () => {
      if (!this.open) throw new Error("the transaction has already finished");
      const box = await this.sql.savepoint(async (sql) => {
        const child = new PostgresTx(sql, this.scope, this);
        try {
          return { value: await this.scope.run(child, () => fn(child)) };
        } finally {
          child.open = false;
        }
      }) as { value: T };
      return box.value;
    });
  }

  close(): Promise<void> {
    return Promise.reject(new Error("close the database, not a transaction"));
  }
}
