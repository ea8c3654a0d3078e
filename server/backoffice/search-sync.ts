import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { dialectOf } from "./dialect.ts";
import { searchSignature, searchText } from "./fields.ts";

/**
 * Keeps the `search` column true to the declarations. Which fields are searchable is declared in code and may
 * change between releases (and migration 3 seeds records with no search text at all): at start-up, every
 * resource whose searchable fields differ from the ones its search text was built from is re-indexed, once.
 */
export async function syncSearch(db: Db, defs: readonly ResourceDef[]): Promise<string[]> {
  const stored = new Map(
    (await db.all<{ resource: string; search_fields: string }>(
      "SELECT resource, search_fields FROM record_resource",
    )).map((r) => [r.resource, r.search_fields]),
  );
  const stale = defs.filter((def) => stored.get(def.name) !== searchSignature(def));
  if (stale.length === 0) return [];
  await db.transaction(async (tx) => {
    await dialectOf(tx).lock(tx, "ledgerdesk-search-sync");
    for (const def of stale) {
      const rows = await tx.all<{ id: string; data: string; search: string }>(
        "SELECT id, data, search FROM record WHERE resource = $1",
        [def.name],
      );
      for (const row of rows) {
        const text = searchText(def, JSON.parse(row.data));
        if (text !== row.search) {
          await tx.run("UPDATE record SET search = $1 WHERE resource = $2 AND id = $3", [
            text,
            def.name,
            row.id,
          ]);
        }
      }
      await tx.run(
        `INSERT INTO record_resource (resource, search_fields) VALUES ($1, $2)
         ON CONFLICT (resource) DO UPDATE SET search_fields = excluded.search_fields`,
        [def.name, searchSignature(def)],
      );
    }
  });
  return stale.map((d) => d.name);
}
