/**
 * The change sets (migration 36): one row per bulk change or revert, and per record what its revert needs (the
 * version it wrote, the field's value before and after; a delete's record as it was).
 */
import type { ChangeSet, ChangeSetAction } from "../../../domain/bulk-changes.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { insertRows } from "../dialect.ts";
import { COLUMNS, type RecordRow, toStored } from "../record-lists.ts";
import type { Stored } from "../source.ts";

/** One record of a change set: the version the change set wrote, and what was before and after. */
export type ChangeSetRecord = { recordId: string; version: number; before: unknown; after: unknown };

type Row = {
  id: string;
  resource: string;
  action: ChangeSetAction;
  field: string | null;
  count: number | string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  at: string;
  reverts: string | null;
  reverted_by: string | null;
};

const SELECT =
  `SELECT c.id, c.resource, c.action, c.field, c.count, c.user_id, e.first_name, e.last_name, c.at,
  c.reverts, c.reverted_by FROM change_set c LEFT JOIN employee e ON e.id = c.user_id`;

function changeSetOf(r: Row): ChangeSet {
  return {
    id: r.id,
    resource: r.resource,
    action: r.action,
    field: r.field,
    count: Number(r.count),
    userId: r.user_id,
    userName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim(),
    at: r.at,
    reverts: r.reverts,
    revertedBy: r.reverted_by,
  };
}

/** Writes a change set and its records (inside the change's transaction); marks the one it reverts. */
export async function logChangeSet(
  db: Db,
  set: Omit<ChangeSet, "count" | "userName" | "revertedBy">,
  records: readonly ChangeSetRecord[],
): Promise<void> {
  const { id } = set;
  await db.run(
    `INSERT INTO change_set (id, resource, action, field, count, user_id, at, reverts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, set.resource, set.action, set.field, records.length, set.userId, set.at, set.reverts],
  );
  await insertRows(
    db,
    "change_set_record",
    ["change_set_id", "record_id", "version", "before", "after"],
    records.map((
      r,
    ) => [id, r.recordId, r.version, JSON.stringify(r.before ?? null), JSON.stringify(r.after ?? null)]),
  );
  if (set.reverts) await db.run("UPDATE change_set SET reverted_by = $1 WHERE id = $2", [id, set.reverts]);
}

/**
 * A page of change sets, newest first, of the resources `resources` (those the reader may read), and only
 * `userId`'s when given (an employee confined to their clients sees their own); how many there are, counted up to
 * `countLimit` (`capped` past it), as the lists count.
 */
export async function listChangeSets(
  db: Db,
  { resources, userId, limit, offset, countLimit }: {
    resources: readonly string[];
    userId?: string;
    limit: number;
    offset: number;
    countLimit: number;
  },
): Promise<{ items: ChangeSet[]; total: number; capped: boolean }> {
  if (resources.length === 0) return { items: [], total: 0, capped: false };
  const params: SqlValue[] = [...resources];
  const among = resources.map((_, i) => `$${i + 1}`).join(", ");
  const mine = userId === undefined ? "" : ` AND c.user_id = $${params.push(userId)}`;
  const where = `WHERE c.resource IN (${among})${mine}`;
  const page = `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
  const rows = await db.all<Row>(`${SELECT} ${where} ORDER BY c.at DESC, c.id DESC ${page}`, params);
  // One past the limit is enough to know there are more.
  const upTo = `LIMIT ${Math.trunc(countLimit) + 1}`;
  const counted = await db.get<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM change_set c ${where} ${upTo}) AS s`,
    params,
  );
  const n = Number(counted?.n ?? 0);
  return { items: rows.map(changeSetOf), total: Math.min(n, countLimit), capped: n > countLimit };
}

export async function getChangeSet(db: Db, id: string): Promise<ChangeSet | undefined> {
  const row = await db.get<Row>(`${SELECT} WHERE c.id = $1`, [id]);
  return row && changeSetOf(row);
}

/** A change set's records, in id order; a page of them when `page` is given. */
export async function changeSetRecords(
  db: Db,
  id: string,
  page?: { limit: number; offset: number },
): Promise<ChangeSetRecord[]> {
  const paged = page ? ` LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}` : "";
  const rows = await db.all<{ record_id: string; version: number | string; before: string; after: string }>(
    `SELECT record_id, version, before, after FROM change_set_record WHERE change_set_id = $1
     ORDER BY record_id${paged}`,
    [id],
  );
  return rows.map((r) => ({
    recordId: r.record_id,
    version: Number(r.version),
    before: JSON.parse(r.before),
    after: JSON.parse(r.after),
  }));
}

/** The records of change set `id` that are still in the record table, as they are now. */
export async function changeSetRecordsNow(db: Db, resource: string, id: string): Promise<Stored[]> {
  const rows = await db.all<RecordRow>(
    `SELECT ${COLUMNS.split(", ").map((c) => `r.${c}`).join(", ")} FROM change_set_record c
     JOIN record r ON r.resource = $1 AND r.id = c.record_id WHERE c.change_set_id = $2`,
    [resource, id],
  );
  return rows.map(toStored);
}
