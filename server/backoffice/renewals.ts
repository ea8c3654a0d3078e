/**
 * Renewals (DeadlineField.renewedBy): a record whose deadline a later one of its kind has met, as a tax clearance
 * is once the client holds one of the same purpose that expires later. Nothing on the record itself says so: the
 * practice calendar leaves such a deadline done, and the API marks such a record `_renewed` so that the lists'
 * and view pages' warnings agree with it.
 */
import { DEADLINE_FIELDS, type DeadlineField } from "../../domain/workflows/deadline-fields.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { dialectOf, literal } from "./dialect.ts";

/**
 * True when a later record of the deadline's resource shares the `renewedBy` values of the record aliased `x`
 * (its `data`, its `id`), whose first renewedBy field (a ref: the client, as the declarations use it) holds the id
 * `firstId`: the other record is found from that one through record_ref's target index.
 */
export function renewedSql(db: Db, deadline: DeadlineField, x: string, firstId: string): string | undefined {
  const [first, ...rest] = deadline.renewedBy ?? [];
  const via = resourceDef(deadline.resource)?.fields.find((f) => f.name === first);
  if (via?.kind !== "ref") return undefined;
  const d = dialectOf(db);
  const same = rest.map((f) => ` AND ${d.jsonField("y", f)} = ${d.jsonField(x, f)}`).join("");
  const res = literal(deadline.resource);
  return `EXISTS (SELECT 1 FROM record_ref yr CROSS JOIN record y
    WHERE yr.target_resource = ${literal(via.to)} AND yr.target_id = ${firstId} AND yr.resource = ${res}
      AND yr.field = ${literal(first)} AND y.resource = ${res} AND y.id = yr.id AND y.id <> ${x}.id${same}
      AND ${d.jsonField("y", deadline.field)} > ${d.jsonField(x, deadline.field)})`;
}

/** The deadline of `def` that renewals meet, if it has one. */
export function renewableDeadline(def: ResourceDef): DeadlineField | undefined {
  return DEADLINE_FIELDS.find((d) => d.resource === def.name && d.renewedBy !== undefined);
}

/** Which of the records `ids` of `def` a later one has renewed: one query per hundred ids. */
export async function renewedAmong(db: Db, def: ResourceDef, ids: readonly string[]): Promise<Set<string>> {
  const deadline = renewableDeadline(def);
  const [first] = deadline?.renewedBy ?? [];
  const renewed = new Set<string>();
  if (!deadline || first === undefined) return renewed;
  const condition = renewedSql(db, deadline, "x", dialectOf(db).jsonField("x", first));
  if (!condition) return renewed;
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const rows = await db.all<{ id: string }>(
      `SELECT x.id FROM record x WHERE x.resource = $1
       AND x.id IN (${chunk.map((_, j) => `$${j + 2}`).join(", ")}) AND ${condition}`,
      [def.name, ...chunk],
    );
    for (const row of rows) renewed.add(row.id);
  }
  return renewed;
}
