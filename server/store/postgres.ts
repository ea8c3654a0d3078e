import { once } from "node:events";
import postgres from "postgres";
import { refusal } from "../../domain/api/index.ts";
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
  // A record's jsonb `data` reads back as JSON text, as SQLite's does, and JSON text binds to it as it is:
  // postgres.js would parse the one, and JSON.stringify the other a second time (storing a string).
  jsonb: {
    to: 3802,
    from: [3802],
    serialize: (value: string) => value,
    parse: (value: string) => value,
  },
};

type Queryable = Pick<postgres.Sql, "unsafe">;
type Param = postgres.ParameterOrJSON<never>;

export type PostgresOptions = {
  max?: number;
  /**
   * How long a connection may take to open, in seconds (DATABASE_TIMEOUT_SECONDS): past it the statement waiting
   * for it is refused as `storeUnavailable` rather than kept waiting on a database that does not answer.
   */
  timeoutSeconds?: number;
};

/**
 * Opens a PostgreSQL pool through postgres.js and checks that it can connect. Connection parameters not known to
 * postgres.js may ride on the URL's query (`?search_path=t_1234`).
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const timeoutSeconds = options.timeoutSeconds ?? 10;
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: timeoutSeconds,
    // postgres.js waits longer after each failed connection (3^n / 100 s, up to 20 s): after an outage of a few
    // seconds the pool would try again only many seconds after the database is back. At most a second here.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
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

/**
 * Errors that say the database is away, not that the statement is wrong: the driver's connection errors, the
 * server's connection exceptions (class 08), its shutting down or starting up, and no connection slot left.
 */
const AWAY = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** A refusal (503 storeUnavailable) in place of an error that says the database is away; others as they are. */
function away(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !(AWAY.has(code) || code.startsWith("08"))) return error;
  const refused = refusal("storeUnavailable");
  refused.cause = error;
  return refused;
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
  /** The COPY under way on the handle's connection, if any: no statement may be sent until it ends. */
  protected abstract idle(): Promise<void> | undefined;

  async all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const rows = await this.send(() => query(this.queryable(), sql, params));
    return Array.from(rows) as T[];
  }

  async get<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    const rows = await this.send(() => query(this.queryable(), sql, params));
    return rows[0] as T | undefined;
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    const result = await this.send(() => query(this.queryable(), sql, params));
    return { changes: result.count ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    // Simple protocol: a script of several statements, no parameters.
    await this.send(() => this.queryable().unsafe(sql));
  }

  /**
   * Sends a statement once no COPY holds the connection: checked again after each COPY (another one waiting for
   * the same may start first), and sent in the same step as the last check, so none can start in between.
   */
  protected async send<T>(statement: () => Promise<T>): Promise<T> {
    for (let busy = this.idle(); busy; busy = this.idle()) await busy;
    try {
      return await statement();
    } catch (error) {
      throw away(error);
    }
  }

  abstract transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  abstract close(): Promise<void>;
  abstract copyIn(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly SqlValue[])[],
  ): Promise<void>;
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

  protected idle(): Promise<void> | undefined {
    return this.#scope.active()?.copying.done;
  }

  copyIn(table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<void> {
    // A COPY holds its connection until it ends: outside a transaction it takes one of its own.
    const level = this.#scope.active();
    return level
      ? level.copyIn(table, columns, rows)
      : this.transaction((tx) => tx.copyIn!(table, columns, rows));
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
    }).catch((error) => {
      throw away(error);
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
  /** The connection's COPY under way, shared by the transaction and its savepoints. */
  readonly copying: { done?: Promise<void> };

  constructor(
    readonly sql: postgres.TransactionSql,
    private readonly scope: TxScope<PostgresTx>,
    readonly parent: PostgresTx | undefined,
  ) {
    super();
    this.copying = parent?.copying ?? {};
  }

  protected idle(): Promise<void> | undefined {
    return this.copying.done;
  }

  async copyIn(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly SqlValue[])[],
  ): Promise<void> {
    // One at a time, and nothing else meanwhile: a message sent into a COPY's stream would break the protocol.
    await this.send(() => {
      const done = copyRows(this.queryable(), table, columns, rows);
      const settled = done.then(() => {}, () => {});
      this.copying.done = settled;
      settled.then(() => {
        if (this.copying.done === settled) this.copying.done = undefined;
      });
      return done;
    });
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
      const box = await this.send(() =>
        this.sql.savepoint(async (sql) => {
          const child = new PostgresTx(sql, this.scope, this);
          try {
            return { value: await this.scope.run(child, () => fn(child)) };
          } finally {
            child.open = false;
          }
        })
      ) as { value: T };
      return box.value;
    });
  }

  close(): Promise<void> {
    return Promise.reject(new Error("close the database, not a transaction"));
  }
}

/**
 * Rows streamed into `table` through `COPY … FROM STDIN` in its text format. Over many rows it costs both sides far
 * less than INSERT with bound parameters (postgres.js encodes each parameter on its own; the server plans and binds
 * each statement), and the server takes in rows while the next are encoded: with statements, postgres.js sends a
 * large one only once the one before it has answered, so the two sides took turns (measured on a trigger run's
 * 80,000 returns: 2.5 s less, the server busy throughout).
 */
async function copyRows(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> {
  const copy = q.unsafe(`COPY ${table} (${columns.join(", ")}) FROM STDIN`) as unknown as CopyQuery;
  // postgres.js answers the query with the stream once the server is ready for rows. An error the server raises
  // after the last rows (a key taken, a trigger failing) reaches only the query's reject, which it calls although
  // the query is answered already; the stream never finishes. Caught here, so it is never lost.
  let failed: ((error: unknown) => void) | undefined;
  let failure: { error: unknown } | undefined;
  const reject = copy.reject;
  copy.reject = (error) => {
    failure ??= { error };
    failed?.(error);
    reject(error);
  };
  const stream = await copy.writable();
  const ended = new Promise<void>((resolve, rejectEnd) => {
    failed = rejectEnd;
    if (failure) rejectEnd(failure.error);
    stream.once("finish", resolve);
    stream.on("error", (error) => {
      failure ??= { error };
      rejectEnd(error);
    });
  });
  ended.catch(() => {});
  const encoder = new TextEncoder();
  for (let i = 0; i < rows.length && !failure; i += COPY_ROWS) {
    let text = "";
    for (const row of rows.slice(i, i + COPY_ROWS)) {
      text += row.map((value, c) => copyText(normalizeParam(value, c))).join("\t") + "\n";
    }
    // Waits while the socket's buffer is full, so memory holds a few batches at most.
    if (!stream.write(encoder.encode(text))) {
      const drained = once(stream, "drain");
      drained.catch(() => {});
      await Promise.race([drained, ended]);
    }
  }
  if (!failure) stream.end();
  await ended;
}

/** Rows encoded per write to a COPY's stream. */
const COPY_ROWS = 1_000;

type CopyStream = import("node:stream").Writable;
type CopyQuery = Promise<unknown> & { reject: (error: unknown) => void; writable(): Promise<CopyStream> };

/** A value in COPY's text format: `\N` for NULL, backslash escapes for the characters that end a value or a row. */
export function copyText(value: Exclude<SqlValue, undefined | Date>): string {
  if (value === null) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Uint8Array) {
    return `\\\\x${Array.from(value, (b) => b.toString(16).padStart(2, "0")).join("")}`;
  }
  if (typeof value !== "string") return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]) : value;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
