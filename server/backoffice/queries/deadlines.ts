/**
 * The practice's deadlines collected from the store (issue 16): every DEADLINE_FIELDS due date of the kinds asked
 * for, in ONE statement, a UNION ALL of a branch per resource. How a branch finds its records depends on the view:
 * a range of days (the calendar, the feeds) walks the due date's index (the one the lists sort by); one employee's
 * open work without a range (my work) starts from their ids in record_ref's target index; the practice's open work
 * (the workload) comes off an index of the open condition, the assignee and the due date alone, the client's
 * manager probed in record_ref only for work without an assignee. A titled branch joins by primary key the records
 * its title and its client are made of, and answers their ids only: the rows are sorted and cut on ids and dates
 * (on SQLite with the few fields an entry shows of its own record), and only the rows kept have those records'
 * data read (sorting their JSON along would cost more than the rest).
 * Which records a row reaches is deadline-plans.ts's; the titles are made from what the rows hold
 * (deadline-entries.ts), so naming 5,000 entries reads nothing more.
 */
import type { DeadlineEntry, DeadlineKind, EmployeeRole } from "../../../domain/workflows/practice-work.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, literal, type SqlDialect } from "../dialect.ts";
import type { TitleLookup } from "../titles.ts";
import type { Confine } from "../visibility.ts";
import { branch } from "./deadline-branches.ts";
import { type DeadlineRow, entries } from "./deadline-entries.ts";
import { ENTRY_FIELDS, PLANS, SLOTS } from "./deadline-plans.ts";

export type DeadlineQuery = {
  kinds: readonly DeadlineKind[];
  /** Due on or after (inclusive); none: however long ago. */
  from?: string;
  /** Due on or before (inclusive). */
  to: string;
  openOnly: boolean;
  employee?: { id: string; as: EmployeeRole };
  office?: string;
  division?: string;
  /** One client's deadlines only (an account id). */
  client?: string;
  /** Of a kind that has sorts (an obligation's kind), only these sorts; kinds without sorts are not narrowed. */
  types?: readonly string[];
  /** Per resource, the condition that keeps a confined reader to their clients' records (Visibility.confine). */
  confine: (resource: string) => Confine | undefined;
  /** At most this many entries, by due date; one more is read to tell that there were more. */
  limit: number;
  /**
   * At most this many entries a day (the first by kind and id), with each fuller day's count: the month's grid
   * shows a day's first three and "+N more", and titling a busy month's thousands it does not show cost most of
   * its time.
   */
  perDay?: number;
};

/**
 * Makes the indexes the calendar, my work and the workload read (created on first use otherwise): each view's
 * branches are spelled once, which ensures them, and nothing is run.
 */
export async function readyDeadlineIndexes(db: Db, today: string): Promise<void> {
  const views: Array<{ q: Omit<DeadlineQuery, "kinds" | "confine" | "limit">; titled: boolean }> = [
    { q: { from: today, to: today, openOnly: false }, titled: true },
    { q: { from: today, to: today, openOnly: true }, titled: true },
    { q: { to: today, openOnly: true }, titled: false },
  ];
  const { add } = binder();
  for (const { q, titled } of views) {
    for (const kind of PLANS.keys()) {
      await branch(db, kind, { ...q, kinds: [kind], confine: () => undefined, limit: 0 }, add, titled);
    }
  }
}

/** Code-unit order, as both engines sort these ASCII keys. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Binds parameters in order and hands back their `$n`. */
export function binder(): { params: SqlValue[]; add: (value: SqlValue) => string } {
  const params: SqlValue[] = [];
  return { params, add: (value) => `$${params.push(value)}` };
}

/**
 * A row's record as its entry reads it: the fields of ENTRY_FIELDS alone, by the row's resource (the titles of a
 * month's 2,000 deadlines parsed whole records, most of whose text no entry shows).
 */
function entryData(d: SqlDialect, resource: string, alias: string): string {
  const cases = [...ENTRY_FIELDS].map(([name, fields]) =>
    `WHEN ${literal(name)} THEN ${d.jsonSubset(alias, fields)}`
  );
  // As text, as the subsets are (PostgreSQL's data is jsonb).
  return `CASE ${resource} ${cases.join(" ")} ELSE CAST(${alias}.data AS TEXT) END`;
}

/**
 * The deadlines the query selects, by due date (then kind and id), at most `limit`; whether there were more; and
 * with `perDay`, the count of each day that had more than it kept.
 */
export async function collectDeadlines(
  db: Db,
  q: DeadlineQuery,
  titles: TitleLookup,
  today: string,
): Promise<{ items: DeadlineEntry[]; truncated: boolean; dayTotals: Record<string, number> }> {
  if (q.kinds.length === 0) return { items: [], truncated: false, dayTotals: {} };
  const d = dialectOf(db);
  const { params, add } = binder();
  const branches: string[] = [];
  for (const kind of q.kinds) branches.push(await branch(db, kind, q, add, true));
  // Sorted and cut on ids and dates, and the few fields an entry shows of its own record (the branch reads that
  // record anyway: read again after the cut, a month's 2,000 took 4 ms more on SQLite); only then are the kept
  // rows' other records read for their titles (sorting whole records' JSON along would cost more than the rest of
  // the statement): once each the records its title and client are made of (many entries share a client), as
  // rows of their own (`held`), each looked up by its key (CROSS JOIN: SQLite would rather scan every record).
  // The limit spelled out, not bound: SQLite's sort of the union took a fifth longer with a bound LIMIT.
  const limit = Math.trunc(q.limit) + 1;
  const slotIds = Array.from({ length: SLOTS }, (_, i) => `, u.s${i}_id`).join("");
  const noSlots = Array.from({ length: SLOTS }, () => ", NULL").join("");
  const slotKeys = Array.from(
    { length: SLOTS },
    (_, i) => `SELECT s${i}_res AS res, s${i}_id AS id FROM u WHERE s${i}_id IS NOT NULL`,
  ).join(" UNION ");
  // Without parallel workers: the branches' gates are known only as the statement runs (dialect.serialRead).
  const union = `(${branches.join(" UNION ALL ")})`;
  // A day's first `perDay` and its count, numbered over the day's rows in the order they are kept in.
  const perDay = q.perDay === undefined ? undefined : Math.max(1, Math.trunc(q.perDay));
  const source = perDay === undefined ? `SELECT v.*, NULL AS day_total FROM ${union} v` : `SELECT * FROM (
         SELECT v.*, ROW_NUMBER() OVER (PARTITION BY v.due ORDER BY v.kind, v.id) AS day_n,
           COUNT(*) OVER (PARTITION BY v.due) AS day_total FROM ${union} v
       ) w WHERE w.day_n <= ${perDay}`;
  const rows = await d.serialRead(db, (tx) =>
    tx.all<DeadlineRow & { day_total: number | string | null }>(
      `WITH u AS MATERIALIZED (
       SELECT * FROM (${source}) v ORDER BY v.due, v.kind, v.id LIMIT ${limit}
     )
     SELECT 0 AS held, u.kind, u.id, u.due, u.is_open, u.version${slotIds}, u.data, u.day_total FROM u
     UNION ALL
     SELECT 1, r.resource, r.id, NULL, NULL, NULL${noSlots}, ${
        entryData(d, "r.resource", "r")
      }, NULL FROM (${slotKeys}) k
       CROSS JOIN record r WHERE r.resource = k.res AND r.id = k.id`,
      params,
    ));
  const own = rows.filter((r) => Number(r.held) === 0);
  own.sort((a, b) => compare(a.due, b.due) || compare(a.kind, b.kind) || compare(a.id, b.id));
  const truncated = own.length > q.limit;
  const kept = truncated ? own.slice(0, q.limit) : own;
  const held = rows.filter((r) => Number(r.held) === 1);
  const dayTotals: Record<string, number> = {};
  for (const row of kept) {
    const total = Number(row.day_total);
    if (perDay !== undefined && total > perDay) dayTotals[row.due] = total;
  }
  return { items: await entries(kept, held, titles, today), truncated, dayTotals };
}
