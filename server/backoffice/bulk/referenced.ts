import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { Db } from "../../store/db.ts";
import { literal } from "../dialect.ts";
import type { EngineReads } from "../engine-reads.ts";
import type { Actor } from "../hooks/types.ts";
import type { Stored } from "../source.ts";
import { refuseIfReferenced, weak } from "../write-checks.ts";

/** Records whose referrers one statement looks for. */
const CHUNK = 500;

/**
 * The 409 of a bulk delete (bulk.ts) when another record still refers to one of `records`, as a single delete's
 * (refuseIfReferenced, naming the first such record and who uses it): their referrers are looked for many at a time.
 * A weak ref does not count, nor one from a record deleted with them.
 */
export async function referencedAmong(
  engine: EngineReads,
  db: Db,
  def: ResourceDef,
  records: readonly Stored[],
  actor: Actor,
): Promise<void> {
  const deleting = new Set(records.map((r) => r.id));
  for (let i = 0; i < records.length; i += CHUNK) {
    const chunk = records.slice(i, i + CHUNK);
    const rows = await db.all<{ resource: string; id: string; field: string; target_id: string }>(
      `SELECT resource, id, field, target_id FROM record_ref WHERE target_resource = ${literal(def.name)}
       AND target_id IN (${chunk.map((_, j) => `$${j + 1}`).join(", ")})`,
      chunk.map((r) => r.id),
    );
    const used = rows.find((r) =>
      !(r.resource === def.name && deleting.has(r.id)) && !weak(engine.def(r.resource), r.field)
    );
    if (used) await refuseIfReferenced(engine, db, def, chunk.find((r) => r.id === used.target_id)!, actor);
  }
}
