import type { Db } from "../store/db.ts";
import { dialectOf } from "./dialect.ts";

/**
 * The next generated code of a field (ACC0001, ACC0002…): the first number from the field's counter whose code is
 * not taken (someone may have typed ACC0005 by hand), which then moves the counter past it. Numbers are never
 * handed out twice, even after a delete. The counter starts from the highest code in use, found once; after that
 * a code costs a lookup or two, not a scan of every code. Callers hold the lock that serializes code generation.
 */
export async function nextCode(
  db: Db,
  resource: string,
  field: string,
  prefix: string,
  format: (n: number) => string,
): Promise<string> {
  if (!/^[A-Za-z]{1,10}$/.test(prefix)) throw new Error(`a code prefix is letters only: ${prefix}`);
  const counter = await db.get<{ next: number }>(
    "SELECT next FROM record_counter WHERE resource = $1 AND field = $2",
    [resource, field],
  );
  let n = counter ? Number(counter.next) : await highestAfter(db, resource, field, prefix) + 1;
  while (
    await db.get("SELECT 1 AS taken FROM record_unique WHERE resource = $1 AND field = $2 AND value = $3", [
      resource,
      field,
      format(n).toLowerCase(),
    ])
  ) n++;
  await db.run(
    `INSERT INTO record_counter (resource, field, next) VALUES ($1, $2, $3)
     ON CONFLICT (resource, field) DO UPDATE SET next = excluded.next`,
    [resource, field, n + 1],
  );
  return format(n);
}

async function highestAfter(db: Db, resource: string, field: string, prefix: string): Promise<number> {
  const row = await db.get<{ n: number | string | null }>(
    dialectOf(db).maxNumberAfter(prefix.toLowerCase()),
    [resource, field],
  );
  return Number(row?.n ?? 0);
}
