import { optionLabel } from "../../../domain/resources/option-labels.ts";
import { recordTitle } from "../../../domain/resources/title.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { language } from "../../kit/i18n/index.ts";
import type { RecordData } from "./types.ts";

/**
 * A record's name as its declaration forms it (domain/resources/title.ts), with enum options in the current
 * language ("Tender (ACC0001 — Karoo Bricks)" reads "İhale (…)" in Turkish). Ref titles come from the record's
 * `_refTitles`; when one is missing, the server's own `_title` (English) stands in. Reading it subscribes the
 * component to the language.
 */
export function titleOfRecord(def: ResourceDef, record: RecordData): string {
  const refTitles = new Map<string, string>();
  for (const field of def.fields) {
    if (field.kind !== "ref" && field.kind !== "refs") continue;
    const ids = ([] as unknown[]).concat(record[field.name] ?? []).map(String);
    const given = ([] as unknown[]).concat(record._refTitles?.[field.name] ?? []).map(String);
    ids.forEach((id, i) => given[i] !== undefined && refTitles.set(`${field.to}\u0000${id}`, given[i]));
  }
  let complete = true;
  const title = recordTitle(def, record, {
    ref: (to, id) => {
      const known = refTitles.get(`${to}\u0000${id}`);
      if (known === undefined) complete = false;
      return known ?? id;
    },
    option: (field, value) => optionLabel(field, value)?.[language.value] ?? value,
  });
  return (complete && title) || record._title || String(record.id);
}
