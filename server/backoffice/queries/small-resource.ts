import type { Db } from "../../store/db.ts";
import type { RecordData } from "../fields.ts";

/**
 * Every record's fields of a resource that holds a few rows (the filing seasons), read without a list's index:
 * for a read inside a write, where an index made on first use would vanish with a write that fails while still
 * remembered as made (sort-index.ts).
 */
export async function smallResourceData(db: Db, resource: string): Promise<RecordData[]> {
  const rows = await db.all<{ data: unknown }>("SELECT data FROM record WHERE resource = $1", [resource]);
  // SQLite hands the JSON as text, PostgreSQL's jsonb as the value.
  return rows.map((r) => (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as RecordData);
}
