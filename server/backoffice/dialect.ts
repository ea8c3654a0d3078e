import type { Db, SqlValue } from "../store/db.ts";

/**
 * Everything that differs between SQLite and PostgreSQL in the back-office engine, and nothing else: how a JSON
 * field is read, sorted and compared, how sort indexes are declared and forced, and a few statements with no
 * portable spelling. The rest of the engine writes one SQL for both engines.
 *
 * `data` is JSON text on SQLite and jsonb on PostgreSQL (migration 13), which reads it back as JSON text too
 * (server/store/postgres.ts): a field is then taken from the stored binary form, never by parsing the record's text
 * once per field, per index and per tally as when it was text.
 */

/** How a value compares: text without regard to case, numbers as numbers, the rest as stored. */
export type ValueKind = "text" | "plain" | "integer" | "money" | "bool";

/** A sortable/filterable value: a field of `data`, or one of the record's own columns (createdAt…). */
export type Value = { field: string; kind: ValueKind; column?: string };

/** Letters, digits, `_` and `-` (a module key such as `master-data` names a field of a permission's grants). */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Field and resource names are spliced into SQL (JSON paths, literals, index names): only plain names pass. */
export function assertIdentifier(name: string, what: string): string {
  if (!NAME.test(name)) throw new Error(`${what} is not a plain name: ${name}`);
  return name;
}

/** A string literal for names already checked by assertIdentifier. */
export function literal(name: string): string {
  return `'${name.replaceAll("'", "''")}'`;
}

/**
 * SQLite's name for the record table's primary key (resource, id), which it makes itself (migration 2): what a
 * query forces (indexedBy) to read a few records by id where the planner would rather walk a sorted index past
 * every other record to spare a sort.
 */
export const RECORD_PRIMARY_KEY = "sqlite_autoindex_record_1";

export interface SqlDialect {
  /** The expression a value sorts and compares by. */
  valueExpr(value: Value): string;
  /** A field of a joined record's JSON (`alias.data`), as text. */
  jsonField(alias: string, field: string): string;
  /** The JSON text of some fields of a record (`alias.data`), each as it is there (null when absent). */
  jsonSubset(alias: string, fields: readonly string[]): string;
  /** Text as it sorts and compares without regard to case, in byte order on both engines. */
  textKey(expr: string): string;
  /** `expr ASC|DESC` with NULLs first ascending in both engines (SQLite's own rule; PostgreSQL is told). */
  order(expr: string, dir: "asc" | "desc"): string;
  /** What an index's key column spells for that sort expression. */
  indexKey(expr: string): string;
  /**
   * The search text as a search's LIKE for `word` reads it. PostgreSQL's trigram index (migration 22) knows nothing
   * of a word under three characters: its planner would read the whole index for one (270 ms over 10,000 clients
   * with their returns), so such a word tests the text spelt otherwise, which the index does not match.
   */
  searchedText(word: string): string;
  /** The sort index's extra key columns: SQLite covers `search` so `?q=` filters without reading rows. */
  readonly indexTail: string;
  /** `INDEXED BY name` on SQLite (its planner tends to pass over partial expression indexes), else nothing. */
  indexedBy(name: string): string;
  /**
   * A filter value as the value's expression holds it: bools are 1/0 on SQLite; on PostgreSQL a BOOLEAN column
   * compares with a boolean and a JSON field's text with 'true'/'false'.
   */
  param(value: Value, raw: string | number | boolean): SqlValue;
  /** A condition on `id`: among the ids of a JSON array of text, bound through `add` as one parameter. */
  idIn(json: string): (add: (value: SqlValue) => string) => string;
  /** True when the JSON array field contains the text bound at `param` (an `enums` field). */
  arrayContains(field: string, param: string): string;
  /** The largest number after `prefix` among record_unique values of one field that are prefix + digits. */
  maxNumberAfter(prefix: string): string;
  /** A query answering one row when the index named $1 exists in the current schema. */
  readonly indexExists: string;
  /**
   * Rows per statement when many rows of `width` values are written at once (insertRows, runChunked): as many as
   * keep a statement within the parameters it takes well.
   */
  rowsPerStatement(width: number): number;
  /** Serializes writers on `key` until the transaction ends (PostgreSQL; SQLite transactions already do). */
  lock(tx: Db, key: string): Promise<void>;
  /**
   * A bound parameter's column of a `VALUES` list as the record table's `data` or an integer column takes it:
   * PostgreSQL reads such parameters as text (bulk/bulk-writes.ts), SQLite keeps their own type.
   */
  asColumn(expr: string, type: "data" | "integer"): string;
  /**
   * Runs `read` with no parallel workers (PostgreSQL: SET LOCAL in a transaction of its own): for a statement of
   * branches gated at run time, which the planner costs as if every branch ran. My work's statement had a worker
   * started for a branch its gate then skipped, 10–17 ms of a 50 ms statement on 2 cores.
   */
  serialRead<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T>;
}

const sqlite: SqlDialect = {
  valueExpr({ field, kind, column }) {
    const raw = column ?? `json_extract(data, '$."${field}"')`;
    if (kind === "text") return `lower(${raw})`;
    if (kind === "money") return `CAST(${raw} AS REAL)`;
    return raw;
  },
  jsonField: (alias, field) => `json_extract(${alias}.data, '$."${assertIdentifier(field, "field")}"')`,
  // `->` keeps a value JSON (an array stays an array in the object); SQLite parses the text once for all of them.
  jsonSubset: (alias, fields) =>
    `json_object(${
      fields.map((f) => `'${assertIdentifier(f, "field")}', ${alias}.data -> '$."${f}"'`).join(", ")
    })`,
  textKey: (expr) => `lower(${expr})`,
  order: (expr, dir) => `${expr} ${dir.toUpperCase()}`,
  indexKey: (expr) => expr,
  searchedText: () => "search",
  indexTail: ", id, search",
  indexedBy: (name) => `INDEXED BY ${name}`,
  param({ kind }, raw) {
    if (kind === "bool") return raw === true || raw === "true" ? 1 : 0;
    return raw;
  },
  idIn: (json) => (add) => `id IN (SELECT value FROM json_each(${add(json)}))`,
  arrayContains: (field, param) =>
    `EXISTS (SELECT 1 FROM json_each(data, '$."${field}"') AS e WHERE e.value = ${param})`,
  maxNumberAfter: (prefix) =>
    `SELECT max(CAST(substr(value, ${prefix.length + 1}) AS INTEGER)) AS n FROM record_unique
     WHERE resource = $1 AND field = $2 AND value GLOB '${prefix}[0-9]*'
       AND substr(value, ${prefix.length + 1}) NOT GLOB '*[^0-9]*'`,
  indexExists: "SELECT 1 AS one FROM sqlite_master WHERE type = 'index' AND name = $1",
  // Statements of many rows each: one row each, a statement opens a statement journal and enters each of the
  // table's triggers (the tallies') anew. Over a trigger run's 80,000 returns on the 100k practice, 2,000
  // values a statement wrote the records in 1.75 s, their audit entries in 0.23 s, where JSON arrays of 500 rows
  // unpacked by json_each took 2.1 s and 0.42 s (and 100 to 500 rows a statement all did about as well).
  rowsPerStatement: (width) => Math.max(1, Math.floor(2_000 / width)),
  lock: () => Promise.resolve(),
  serialRead: (db, read) => read(db),
  asColumn: (expr) => expr,
};

const postgres: SqlDialect = {
  valueExpr({ field, kind, column }) {
    const raw = column ?? `(data ->> '${field}')`;
    // The "C" collation makes text order byte order, as SQLite's: both engines page the same way.
    if (kind === "text") return `(lower(${raw}) COLLATE "C")`;
    if (kind === "plain") return column ? raw : `(${raw} COLLATE "C")`;
    // A value that is not a number (which validation keeps out) sorts as NULL rather than failing the query.
    if (kind === "money" || kind === "integer") {
      return `(CASE WHEN ${raw} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN (${raw})::numeric END)`;
    }
    return raw;
  },
  jsonField: (alias, field) => `(${alias}.data ->> ${literal(assertIdentifier(field, "field"))})`,
  jsonSubset: (alias, fields) =>
    `jsonb_build_object(${
      fields.map((f) => `'${assertIdentifier(f, "field")}', ${alias}.data -> '${f}'`).join(", ")
    })::text`,
  textKey: (expr) => `(lower(${expr}) COLLATE "C")`,
  order: (expr, dir) => `${expr} ${dir === "asc" ? "ASC NULLS FIRST" : "DESC NULLS LAST"}`,
  indexKey: (expr) => `(${expr}) NULLS FIRST`,
  searchedText: (word) => (Array.from(word).length < 3 ? "(search || '')" : "search"),
  indexTail: ", id",
  indexedBy: () => "",
  param({ kind, column }, raw) {
    if (kind !== "bool") return raw;
    const on = raw === true || raw === "true";
    return column ? on : String(on);
  },
  idIn: (json) => (add) => `id IN (SELECT jsonb_array_elements_text(${add(json)}::text::jsonb))`,
  arrayContains: (field, param) => `(data -> '${field}') @> jsonb_build_array(${param}::text)`,
  maxNumberAfter: (prefix) =>
    `SELECT max(substr(value, ${prefix.length + 1})::numeric) AS n FROM record_unique
     WHERE resource = $1 AND field = $2 AND value ~ '^${prefix}[0-9]+$'`,
  indexExists: "SELECT 1 AS one FROM pg_indexes WHERE indexname = $1 AND schemaname = current_schema()",
  // A round trip saved per row, within PostgreSQL's 65,535 parameters.
  rowsPerStatement: (width) => Math.max(1, Math.min(1_000, Math.floor(65_535 / width))),
  serialRead: (db, read) =>
    db.transaction(async (tx) => {
      await tx.exec("SET LOCAL max_parallel_workers_per_gather = 0");
      return await read(tx);
    }),
  asColumn: (expr, type) => `${expr}::${type === "data" ? "jsonb" : "integer"}`,
  async lock(tx, key) {
    // Keyed by schema too: advisory locks are database-wide, and each schema is a practice of its own.
    await tx.get("SELECT pg_advisory_xact_lock(hashtext(current_schema()), hashtext($1)) AS locked", [key]);
  },
};

export function dialectOf(db: Db): SqlDialect {
  return db.dialect === "postgres" ? postgres : sqlite;
}

/**
 * `statement(n)` run over `rows` in chunks of the dialect's rowsPerStatement: `statement` spells the SQL for a chunk
 * of n rows, whose parameters are the chunk's values row after row. Only the last chunk can differ in size, so a
 * write of many rows prepares two statements at most. Answers how many rows the statements changed.
 */
export async function runChunked(
  db: Db,
  rows: readonly (readonly SqlValue[])[],
  statement: (n: number) => string,
): Promise<number> {
  const size = dialectOf(db).rowsPerStatement(rows[0]?.length ?? 1);
  let full: string | undefined;
  let changes = 0;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const sql = chunk.length === size ? full ??= statement(size) : statement(chunk.length);
    changes += (await db.run(sql, chunk.flat())).changes;
  }
  return changes;
}

/** `($1, $2), ($3, $4)…`: n tuples of `width` placeholders. */
export function tuples(n: number, width: number): string {
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    const marks = Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`);
    rows.push(`(${marks.join(", ")})`);
  }
  return rows.join(", ");
}

/**
 * From how many rows PostgreSQL takes them through one COPY. Through postgres.js a COPY costs about 90 ms of
 * waiting whatever its size: ~44 ms until it is answered and ~44 ms more for the next statement (TCP_NODELAY on the
 * socket changed nothing; the cause is not found). Every update of a record with two or more search words paid it
 * (their rows went by COPY): an update on an idle store took 112 ms p50, 4 ms with INSERTs, and a job's move on the
 * board bench 96 ms. Measured in one transaction (rows of five text columns, p50): 2 rows 95 ms by COPY against 3.6
 * ms by INSERT, 1,000 rows 93 against 45, 3,000 rows 56 against 36, 10,000 rows 124 against 105; above that (a
 * run's hundreds of thousands of rows) COPY's cheaper rows win.
 */
export const COPY_FROM_ROWS = 10_000;

/**
 * Inserts rows of `columns` into `table`, as each engine takes many best: PostgreSQL through one COPY
 * (Db.copyIn) when they are many (COPY_FROM_ROWS), otherwise both as INSERT statements of many rows each
 * (runChunked).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> {
  if (db.copyIn && rows.length >= COPY_FROM_ROWS) return await db.copyIn(table, columns, rows);
  await runChunked(
    db,
    rows,
    (n) => `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples(n, columns.length)}`,
  );
}

/** A unique-constraint violation from either engine (SQLITE_CONSTRAINT_UNIQUE, SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; errcode?: unknown; message?: unknown };
  if (e.code === "23505") return true;
  if (e.errcode === 2067) return true;
  return typeof e.message === "string" && /UNIQUE constraint failed/.test(e.message);
}

/**
 * Serializes the transactions `tx` of every instance that take `key` until each ends (PostgreSQL; SQLite's
 * writers are one at a time already): a workflow's run that must not race another's.
 */
export function lockUntilCommit(tx: Db, key: string): Promise<void> {
  return dialectOf(tx).lock(tx, key);
}
