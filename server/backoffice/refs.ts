import type { Db, SqlValue } from "../store/db.ts";
import { insertRows } from "./dialect.ts";
import type { RefValue } from "./fields.ts";

/**
 * The record_ref index (migration 2): one row per ref a record holds, kept in step with every write, so that
 * "does anyone use this record?" and "records of this client" are index lookups instead of JSON scans.
 */

/** Replaces the refs a record holds. */
export async function writeRefs(
  db: Db,
  resource: string,
  id: string,
  refs: readonly RefValue[],
): Promise<void> {
  await clearRefs(db, resource, id);
  await addRefs(db, resource, [{ id, refs }]);
}

/**
 * Adds the refs of records that hold none yet (just created): one row per field and target of each, but for a
 * weak list's (RefValue.indexed).
 */
export async function addRefs(
  db: Db,
  resource: string,
  records: ReadonlyArray<{ id: string; refs: readonly RefValue[] }>,
): Promise<void> {
  const rows: SqlValue[][] = [];
  for (const { id, refs } of records) {
    const seen = new Set<string>();
    for (const ref of refs) {
      if (!ref.indexed) continue;
      const key = `${ref.field}\u0000${ref.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push([resource, id, ref.field, ref.to, ref.id]);
    }
  }
  // In the order of the target index: a batch's refs to clients spread over it are then written in one sweep
  // along it, each page once, rather than one page at random per ref.
  rows.sort((a, b) => compareText(a[3], b[3]) || compareText(a[4], b[4]));
  await insertRows(db, "record_ref", ["resource", "id", "field", "target_resource", "target_id"], rows);
}

const compareText = (a: SqlValue, b: SqlValue) => (a! < b! ? -1 : a! > b! ? 1 : 0);

export async function clearRefs(db: Db, resource: string, id: string): Promise<void> {
  await db.run("DELETE FROM record_ref WHERE resource = $1 AND id = $2", [resource, id]);
}

/**
 * Who refers to a record: per referring resource, the ids (a record referring to itself does not count, nor a ref
 * that `counts` turns down: a weak one).
 */
export async function referrers(
  db: Db,
  resource: string,
  id: string,
  counts: (resource: string, field: string) => boolean = () => true,
): Promise<Map<string, string[]>> {
  const rows = await db.all<{ resource: string; id: string; field: string }>(
    `SELECT DISTINCT resource, id, field FROM record_ref WHERE target_resource = $1 AND target_id = $2
     ORDER BY resource, id`,
    [resource, id],
  );
  const out = new Map<string, string[]>();
  for (const row of rows) {
    if (row.resource === resource && row.id === id) continue;
    if (!counts(row.resource, row.field)) continue;
    let ids = out.get(row.resource);
    if (!ids) out.set(row.resource, ids = []);
    // Rows come ordered by id: a record referring through two fields is the one just added.
    if (ids.at(-1) !== row.id) ids.push(row.id);
  }
  return out;
}

/** The ids of `resource` records that refer to `id` through `field`. */
export async function referringIds(
  db: Db,
  resource: string,
  field: string,
  to: string,
  id: string,
): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    `SELECT id FROM record_ref WHERE target_resource = $1 AND target_id = $2 AND resource = $3 AND field = $4
     ORDER BY id`,
    [to, id, resource, field],
  );
  return rows.map((r) => r.id);
}
