import type { Db, SqlValue } from "../../store/db.ts";
import type { Within } from "../visibility.ts";

/**
 * How many records of `resource` there are, all of them or those a condition on their `id` keeps (a list's
 * `within`: a confined employee's, a state kept outside the record table): counted whole, where a list's total
 * stops at COUNT_LIMIT.
 */
export async function countRecords(db: Db, resource: string, within?: Within): Promise<number> {
  const params: SqlValue[] = [resource];
  const add = (value: SqlValue) => `$${params.push(value)}`;
  const row = await db.get<{ n: number | string }>(
    `SELECT count(*) AS n FROM record WHERE resource = $1${within ? ` AND (${within(add)})` : ""}`,
    params,
  );
  return Number(row?.n ?? 0);
}
