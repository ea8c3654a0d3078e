import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import { DEADLINE_FIELDS } from "../../../../domain/workflows/deadline-fields.ts";
import { fieldOf, findDef, resourceLabel } from "../../defs.ts";
import { optionText } from "../../ui/optionText.ts";

/** What an entry is, in words: its sort where its kind has sorts ("VAT201 return"), else its kind's label. */
export function entryKindName(e: Pick<DeadlineEntry, "kind" | "type">, kindLabel = resourceLabel): string {
  const declared = DEADLINE_FIELDS.find((d) => d.resource === e.kind)?.typeField;
  const def = findDef(e.kind);
  const field = declared && e.type && def ? fieldOf(def, declared) : undefined;
  return field && e.type ? optionText(field, e.type) : kindLabel(e.kind);
}
