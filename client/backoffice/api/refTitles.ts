import { REFS_TITLED } from "../../../domain/resources/title.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { RecordData } from "./records.ts";
import { loadTitles, rememberTitles } from "./titles.ts";

const idsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === "" ? [] : [String(v)];

/**
 * Takes the titles of the records' refs from the answer (`_refTitles`, per field) into the title cache, then
 * loads whatever is still unknown: at most one request per distinct id, never one per row.
 */
export function resolveRefTitles(def: ResourceDef, records: readonly RecordData[]) {
  const missing = new Map<string, string[]>();
  for (const field of def.fields) {
    if (field.kind !== "ref" && field.kind !== "refs") continue;
    const known: { id: string; _title?: string }[] = [];
    for (const record of records) {
      // Of a refs value, the ids a page shows at first (the answer titles those): the rest when shown (RefTitle).
      const ids = idsOf(record[field.name]).slice(0, field.kind === "refs" ? REFS_TITLED : 1);
      const given = record._refTitles?.[field.name];
      const titles = Array.isArray(given) ? given : given === undefined ? [] : [given];
      ids.forEach((id, i) => known.push({ id, _title: titles[i] }));
    }
    rememberTitles(field.to, known.filter((k) => k._title));
    missing.set(field.to, [
      ...missing.get(field.to) ?? [],
      ...known.filter((k) => !k._title).map((k) => k.id),
    ]);
  }
  for (const [to, ids] of missing) if (ids.length) void loadTitles(to, ids);
}
