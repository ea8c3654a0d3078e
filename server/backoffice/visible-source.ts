import type { Db } from "../store/db.ts";
import type { RecordSource, Stored } from "./source.ts";
import type { Within } from "./visibility.ts";

/**
 * A source as one confined employee sees it (visibility.ts): lists hold only their records, and a record of
 * another's client reads as missing, exactly as an id that never existed, so that what exists does not leak.
 * `owned` is the condition on a record in hand (its id an SQL expression, the employee bound through `add`);
 * `within` the one a list adds. Writes go through unchanged: the engine checks what they touch before it writes.
 */
export function visibleSource(
  db: Db,
  source: RecordSource,
  { within, owned }: {
    within: Within;
    owned: (id: string, add: (value: string) => string) => string;
  },
): RecordSource {
  const keep = async (resource: string, rows: Stored[]): Promise<Stored[]> => {
    if (rows.length === 0) return rows;
    const seen = new Set<string>();
    // Chunks keep the statement under both engines' parameter limits, as getMany's do.
    for (let i = 0; i < rows.length; i += 100) {
      const params: string[] = [resource];
      const add = (value: string) => `$${params.push(value)}`;
      const ids = rows.slice(i, i + 100).map((r) => add(r.id)).join(", ");
      const found = await db.all<{ id: string }>(
        `SELECT r.id FROM record r WHERE r.resource = $1 AND r.id IN (${ids}) AND ${owned("r.id", add)}`,
        params,
      );
      for (const { id } of found) seen.add(id);
    }
    return rows.filter((r) => seen.has(r.id));
  };
  return {
    get: async (def, id) => {
      const stored = await source.get(def, id);
      return stored && (await keep(def.name, [stored]))[0];
    },
    getMany: async (def, ids) => keep(def.name, await source.getMany(def, ids)),
    list: (def, request) => source.list(def, { ...request, within }),
    prepare: source.prepare && ((def, data) => source.prepare!(def, data)),
    claimUnique: (def, id, data) => source.claimUnique(def, id, data),
    insert: (def, records, search) => source.insert(def, records, search),
    update: (def, record, expected) => source.update(def, record, expected),
    remove: (def, id) => source.remove(def, id),
  };
}
