import type { Db } from "../store/db.ts";
import { dialectOf, literal, type Value } from "./dialect.ts";

/**
 * The list indexes of the generic record table: one partial expression index per (resource, value), keyed by the
 * value then id (the tie-breaker every list sorts by), and on SQLite also covering `search`. Sorted by that
 * value, a list page walks the index in order and stops after pageSize matches, and `?q=` is tested on the index
 * entry without reading the row: over 10,000 accounts a fraction of a millisecond instead of a sort of every
 * row. Filtered by that value (`?status=dormant`), the matches are one range of it.
 *
 * They are created on first use rather than by a migration: the declarations, not the schema, say which fields
 * exist, and a field added next month gets its index the first time someone sorts by it.
 */
/**
 * The indexes this process has made or found, per database handle. Per instance, and rightly so: an index, once
 * made, is in the store for every instance, and one made by another at the same moment is found (ensureIndex).
 */
const ensured = new WeakMap<Db, Map<string, Promise<string>>>();

export function sortIndexName(resource: string, value: Value): string {
  const name = `rs_${resource}_${value.field}`.replace(/[^A-Za-z0-9_]/g, "_").toLowerCase();
  // PostgreSQL cuts identifiers at 63 bytes; a hash keeps long ones distinct.
  return name.length <= 60 ? name : `${name.slice(0, 50)}_${hash(name)}`;
}

/** A short hash of a text (FNV-1a), for names that must tell definitions apart within an identifier's length. */
export function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** Creates the index once per database handle (concurrent callers share the one creation); returns its name. */
export function ensureSortIndex(db: Db, resource: string, value: Value): Promise<string> {
  const d = dialectOf(db);
  return ensureIndex(
    db,
    resource,
    sortIndexName(resource, value),
    `${d.indexKey(d.valueExpr(value))}${d.indexTail}`,
  );
}

/**
 * A sort index within one value of each of one or two filters: keyed by the filters' values, then the sort's, then
 * id (and on SQLite covering `search`). "Submitted returns, latest submission first" is then one range of it, read
 * in order and stopped after the page, where the filter's own index would find every submitted return and sort
 * them; "open PAYE returns, latest first" is one range of (status, kind, due date), where (status, due date) walked
 * past every open obligation of the other kinds due later.
 */
export function ensureFilteredSortIndex(
  db: Db,
  resource: string,
  filters: readonly Value[],
  sort: Value,
): Promise<string> {
  const d = dialectOf(db);
  // `rf_`, apart from the sort (`rs_`) and values (`rv_`) indexes whatever the fields are called.
  const name = `rf${
    sortIndexName(resource, { field: [...filters, sort].map((v) => v.field).join("_"), kind: "plain" }).slice(
      2,
    )
  }`;
  const key = [...filters, sort].map((v) => d.indexKey(d.valueExpr(v))).join(", ");
  return ensureIndex(db, resource, name, `${key}${d.indexTail}`);
}

/** A condition narrowing an index to the records where one value is a given text: `status` is `submitted`. */
export type IndexedOnly = { value: Value; equals: string };

/** The SQL of an IndexedOnly condition, as an index declares it and as a query must spell it to be served by it. */
export function onlyWhere(db: Db, only: IndexedOnly): string {
  return `${dialectOf(db).valueExpr(only.value)} = ${literal(only.equals)}`;
}

/**
 * An index keyed by several values then id, for summaries and reports that need nothing else of the rows they
 * walk: the payments of a month and their amounts, submitted returns in order of submission. Read from the index
 * alone, a figure over 10,000 records reads no record. With `only`, it holds just the records where a value is
 * one text (a query must then say so in the same words, onlyWhere): a report of submitted returns keeps no entry
 * for the returns written in any other status (a trigger run writes 80,000 requested ones).
 */
export function ensureValuesIndex(
  db: Db,
  resource: string,
  values: readonly Value[],
  only?: IndexedOnly,
): Promise<string> {
  const d = dialectOf(db);
  const when = only ? `_when_${only.value.field}_${only.equals}` : "";
  // `rv_`, so that no sort index (`rs_`) of a field whose name spells the same can ever take the name.
  const name = `rv${
    sortIndexName(resource, { field: values.map((v) => v.field).join("_") + when, kind: "plain" }).slice(2)
  }`;
  const key = values.map((v) => d.indexKey(d.valueExpr(v))).join(", ");
  return ensureIndex(db, resource, name, `${key}, id`, only && onlyWhere(db, only));
}

function ensureIndex(db: Db, resource: string, name: string, key: string, only?: string): Promise<string> {
  let known = ensured.get(db);
  if (!known) ensured.set(db, known = new Map());
  let pending = known.get(name);
  if (!pending) {
    const d = dialectOf(db);
    const ddl = `CREATE INDEX IF NOT EXISTS ${name} ON record (${key}) WHERE resource = ${literal(resource)}${
      only ? ` AND ${only}` : ""
    }`;
    pending = (async () => {
      if (await db.get(d.indexExists, [name])) return name;
      try {
        await db.exec(ddl);
      } catch (error) {
        // Another instance may have created it at the same moment (PostgreSQL's IF NOT EXISTS is not atomic).
        if (await db.get(d.indexExists, [name])) return name;
        known!.delete(name);
        throw error;
      }
      return name;
    })();
    known.set(name, pending);
  }
  return pending;
}
