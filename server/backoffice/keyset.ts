import { Buffer } from "node:buffer";
import type { Db, SqlValue } from "../store/db.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { dialectOf, type Value, type ValueKind } from "./dialect.ts";
import { textProblem } from "../middleware/validate.ts";
import type { ListRequest, RecordSource, Stored } from "./source.ts";

/**
 * Paging a sorted list. A page asked for by number skips the matches before it (OFFSET), which costs more the
 * deeper the page: page 2,000 of 100,000 clients walks 50,000 index entries first. A page asked for by place —
 * right after, or right before, a record the client has seen — starts the index walk at that record instead
 * (keyset paging), so every page costs what the first one costs. Places travel as opaque cursors.
 */

/** A place in a sorted list: a record's sort value, as the database compares it, and its id (the tie-breaker). */
export type Cursor = { value: string | number | boolean | null; id: string };

/** Where a page starts: after the first `offset` matches, or right after or right before a record. */
export type PageStart = { offset: number } | { after: Cursor } | { before: Cursor };

/** A page's rows and the places of the pages on either side of it (null where the list ends). */
export type PageRows<R> = { rows: R[]; next: Cursor | null; prev: Cursor | null };

/**
 * A page of a list. `selectWhere` is `SELECT <columns>, <expr> AS sort_key FROM … WHERE <filter>` over `params`;
 * the page's conditions and order are added to it.
 *
 * A walk from a place goes through a few parts, each one index range read in order, so neither engine sorts
 * and none skips: blanks come first ascending and last descending, as both engines order them here. A page
 * before a place is the page after it walked the other way, turned round.
 */
export async function readPage<R extends { id: string; sort_key: unknown }>(
  db: Db,
  query: {
    selectWhere: string;
    expr: string;
    order: "asc" | "desc";
    page: { limit: number } & PageStart;
    params: readonly SqlValue[];
    /** The sort value is a number (postgres.js reads numeric as text; the cursor keeps a number to bind). */
    numeric?: boolean;
  },
): Promise<PageRows<R>> {
  const d = dialectOf(db);
  const { selectWhere, expr, page } = query;
  const cursorOf = (row: R): Cursor => {
    const value = row.sort_key ?? null;
    return { value: query.numeric && value !== null ? Number(value) : value as Cursor["value"], id: row.id };
  };
  const orderBy = (dir: "asc" | "desc") => `ORDER BY ${d.order(expr, dir)}, id ${dir.toUpperCase()}`;
  const bind = () => {
    const params = [...query.params];
    return { params, add: (value: SqlValue) => `$${params.push(value)}` };
  };

  if ("offset" in page) {
    const { params, add } = bind();
    const rows = await db.all<R>(
      `${selectWhere} ${orderBy(query.order)} LIMIT ${add(page.limit + 1)} OFFSET ${add(page.offset)}`,
      params,
    );
    const more = rows.length > page.limit;
    rows.length = Math.min(rows.length, page.limit);
    return {
      rows,
      next: more ? cursorOf(rows.at(-1)!) : null,
      prev: page.offset > 0 && rows.length > 0 ? cursorOf(rows[0]) : null,
    };
  }

  const backward = "before" in page;
  const from = backward ? page.before : page.after;
  const dir = backward === (query.order === "asc") ? "desc" : "asc";
  const beyond = dir === "asc" ? ">" : "<";
  const byId = `ORDER BY id ${dir.toUpperCase()}`;
  // Each part is one index range read in index order (SQLite seeks an expression index only on a plain
  // comparison, and would sort a range of blanks ordered by the blank value too): the rest of the cursor's own
  // value (or blanks) by id, then the values beyond it, then the blanks when they come last.
  type Part = { condition: (add: (value: SqlValue) => string) => string; order: string };
  const blanks: Part = { condition: () => `${expr} IS NULL`, order: byId };
  const values: Part = { condition: () => `${expr} IS NOT NULL`, order: orderBy(dir) };
  const parts: Part[] = from.value === null
    ? [
      { condition: (add) => `${expr} IS NULL AND id ${beyond} ${add(from.id)}`, order: byId },
      ...(dir === "asc" ? [values] : []),
    ]
    : [
      { condition: (add) => `${expr} = ${add(from.value)} AND id ${beyond} ${add(from.id)}`, order: byId },
      { condition: (add) => `${expr} ${beyond} ${add(from.value)}`, order: orderBy(dir) },
      ...(dir === "desc" ? [blanks] : []),
    ];
  const rows: R[] = [];
  for (const part of parts) {
    const { params, add } = bind();
    const condition = part.condition(add);
    rows.push(
      ...await db.all<R>(
        `${selectWhere} AND ${condition} ${part.order} LIMIT ${add(page.limit + 1 - rows.length)}`,
        params,
      ),
    );
    if (rows.length > page.limit) break;
  }
  const more = rows.length > page.limit;
  rows.length = Math.min(rows.length, page.limit);
  if (backward) rows.reverse();
  // Walked forward from a record, there is one before the page (that record); walked back, one after it.
  const start = rows.length > 0 ? cursorOf(rows[0]) : null;
  const end = rows.length > 0 ? cursorOf(rows.at(-1)!) : null;
  return backward
    ? { rows, prev: more ? start : null, next: end }
    : { rows, prev: start, next: more ? end : null };
}

/** A cursor as the API hands it out: the list's sort and order go with it, so it cannot be used on another. */
export function encodeCursor(sort: string, order: "asc" | "desc", cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, order, cursor.value, cursor.id])).toString("base64url");
}

/**
 * The cursor of `text` when it is one of this sort and order, its value of the kind the sort compares (a cursor
 * is the client's to send back: a forged one must be a 400, not a query the database refuses); else undefined.
 */
export function decodeCursor(text: string, sort: Value, order: "asc" | "desc"): Cursor | undefined {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, "base64url").toString());
  } catch {
    return undefined;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return undefined;
  const [s, o, value, id] = parts;
  if (s !== sort.field || o !== order || !plainText(id, 100)) return undefined;
  return value === null || fitsKind(value, sort.kind) ? { value, id } : undefined;
}

/** Text a database takes as a parameter: not too long, and text a store can hold (a cursor is only decoded here). */
function plainText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max && !textProblem(value);
}

/** Whether a value is one the sort's expression gives (what cursorOf kept from a row's `sort_key`). */
function fitsKind(value: unknown, kind: ValueKind): boolean {
  switch (kind) {
    case "text":
    case "plain":
      return plainText(value, 1000);
    case "integer":
    case "money":
      return typeof value === "number" && Number.isFinite(value);
    case "bool":
      // SQLite gives 1/0, a PostgreSQL column true/false, a PostgreSQL JSON field "true"/"false".
      return value === 0 || value === 1 || typeof value === "boolean" || value === "true" ||
        value === "false";
  }
}

/**
 * Every record of a list, `size` at a time, each page starting after the last one (a place, not an offset: the
 * last page costs what the first does, and a record is never given twice). Uncounted. For exports: memory holds
 * one page whatever the list's length.
 */
export async function* pagesOf(
  source: RecordSource,
  def: ResourceDef,
  request: ListRequest,
  size: number,
): AsyncGenerator<Stored[]> {
  let start: PageStart = { offset: 0 };
  while (true) {
    const page = await source.list(def, { ...request, page: { limit: size, ...start }, count: false });
    if (page.rows.length > 0) yield page.rows;
    if (!page.next) return;
    start = { after: page.next };
  }
}
