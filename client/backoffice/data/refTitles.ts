import { REFS_TITLED } from "../../../domain/resources/title.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { RecordData } from "./types.ts";

const idsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === "" ? [] : [String(v)];

/**
 * The titles records bring of the records their refs point at (`_refTitles`, per field), by referenced resource:
 * a ref's, and of a refs value the first REFS_TITLED (those a page shows at first). A blank title is left out, so
 * it is asked for like any other unknown one.
 */
export function refTitlesOf(
  def: ResourceDef,
  records: readonly RecordData[],
): Map<string, { id: string; _title: string }[]> {
  const found = new Map<string, { id: string; _title: string }[]>();
  for (const field of def.fields) {
    if (field.kind !== "ref" && field.kind !== "refs") continue;
    for (const record of records) {
      const ids = idsOf(record[field.name]).slice(0, field.kind === "refs" ? REFS_TITLED : 1);
      const given = record._refTitles?.[field.name];
      const titles = Array.isArray(given) ? given : given === undefined ? [] : [given];
      ids.forEach((id, i) => {
        if (titles[i]) found.set(field.to, [...found.get(field.to) ?? [], { id, _title: titles[i] }]);
      });
    }
  }
  return found;
}
