import type { ListQuery } from "../../domain/list-query.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { dialectOf, RECORD_PRIMARY_KEY, type Value } from "./dialect.ts";
import { ensureSortIndex, ensureValuesIndex } from "./sort-index.ts";
import { tallied } from "./tally.ts";
import { sortValue } from "./fields.ts";
import { listRequest } from "./list-query.ts";
import type { ListRequest } from "./source.ts";
import { Params, where } from "./record-conditions.ts";
import { tallySpec, walkedValue } from "./record-lists.ts";
import type { Within } from "./visibility.ts";

/**
 * How many records a list request matches and, given a numeric value (money, integer), their total: the figures of
 * a summary (the dashboard) counted under exactly the conditions the list applies, so a figure and the list it
 * links to cannot disagree. One query; the total is summed in cents, so money adds up exactly in both engines.
 */
export async function summarize(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
  sum?: Value,
): Promise<{ count: number; total: number | null }> {
  const d = dialectOf(db);
  const params = new Params();
  const filter = where(db, def, request, params);
  const spec = tallySpec(def, request, sum);
  if (spec) {
    const { count, cents } = await tallied(db, spec, filter, params.values);
    return { count, total: sum ? cents / 100 : null };
  }
  // Else counted (and summed) off an index that holds every value the conditions test and the summed one, after
  // the walked one: no record is read. A condition on a ref (record_ref) or a set (JSON) needs no value here.
  const walked = walkedValue(request);
  const values = [walked];
  for (const f of request.filters) {
    const v = f.kind === "eq" || f.kind === "range" || f.kind === "blank" ? f.value : undefined;
    if (v && !values.some((known) => known.field === v.field)) values.push(v);
  }
  if (sum && !values.some((known) => known.field === sum.field)) values.push(sum);
  const index =
    await (values.length > 1
      ? ensureValuesIndex(db, def.name, values)
      : ensureSortIndex(db, def.name, walked));
  const total = sum ? `, sum(round(${d.valueExpr(sum)} * 100)) AS cents` : "";
  const row = await db.get<{ n: number | string; cents?: number | string | null }>(
    `SELECT count(*) AS n${total} FROM record ${
      d.indexedBy(request.within ? RECORD_PRIMARY_KEY : index)
    } WHERE ${filter}`,
    params.values,
  );
  return {
    count: Number(row?.n ?? 0),
    total: sum ? Number(row?.cents ?? 0) / 100 : null,
  };
}

/**
 * summarize over a list query, as the list it links to reads it: among the records `within` holds (a confined
 * employee's), and totalling the field `sum` when given (money, integer).
 */
export async function summarizeList(
  db: Db,
  def: ResourceDef,
  query: ListQuery,
  { within, sum }: { within?: Within; sum?: string } = {},
): Promise<{ count: number; total: number | null }> {
  const request = { ...listRequest(def, query).request, within };
  return await summarize(db, def, request, sum ? sortValue(def, sum) : undefined);
}
