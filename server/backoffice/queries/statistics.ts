import type { Db } from "../../store/db.ts";

/** Records written by one run from which PostgreSQL's planner statistics are refreshed at once. */
export const ANALYZE_AFTER_RECORDS = 10_000;

/**
 * PostgreSQL plans each list by its statistics of the tables, which autovacuum refreshes only once a tenth of a
 * table has changed: after a run wrote 650,000 obligations into a table of millions, lists planned on the old
 * statistics took up to 2.2 s (p99) until then. A run that wrote many records refreshes them itself, once it
 * committed. SQLite keeps no statistics unless asked for, and plans by its own rules. True when it refreshed.
 */
export async function refreshStatistics(db: Db, written: number): Promise<boolean> {
  if (db.dialect !== "postgres" || written < ANALYZE_AFTER_RECORDS) return false;
  await db.run("ANALYZE record");
  await db.run("ANALYZE record_ref");
  return true;
}
