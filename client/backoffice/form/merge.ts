import type { Field } from "../../../domain/resources/types.ts";
import { type FormValues, sameValue } from "./formState.ts";

/**
 * A three-way merge of a record's form values, field by field: `base` is what the form loaded, `mine` what the
 * person has now, `theirs` the record as someone else saved it meanwhile. A field only one side changed takes that
 * side's value; a field both changed to the same value, or nobody changed, takes theirs (so nothing the person did
 * not change is written back over the newer record); a field both changed to different values is a conflict, to
 * ask about, and holds mine until the person chooses.
 *
 * Nested values (an object, a list such as a company's directors or a checklist) are compared whole, as values of
 * their top-level field: list rows have no identity to pair them by, and an object's parts depend on each other
 * (a schedule's month only means something for its kind), so merging inside them could make a value neither
 * person wrote.
 */
export type Merged = {
  values: FormValues;
  /** Fields both changed to different values, in field order. */
  conflicts: string[];
  /** Fields only they changed: their values are kept. */
  theirs: string[];
};

export function mergeValues(
  fields: readonly Field[],
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): Merged {
  const merged: Merged = { values: { ...mine }, conflicts: [], theirs: [] };
  for (const f of fields) {
    const name = f.name;
    const mineChanged = !sameValue(f, base[name], mine[name]);
    const theirsChanged = !sameValue(f, base[name], theirs[name]);
    if (!mineChanged || (theirsChanged && sameValue(f, mine[name], theirs[name]))) {
      merged.values[name] = theirs[name];
      if (theirsChanged && !mineChanged) merged.theirs.push(name);
    } else if (theirsChanged) {
      merged.conflicts.push(name);
    }
  }
  return merged;
}
