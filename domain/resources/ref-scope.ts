import type { Field } from "./types.ts";

/**
 * The list filter a ref's picker narrows its options by (Field `sameAs`): the record's own value of that ref, so
 * that a job's return picker offers its client's returns only. Undefined when the field offers every record, or
 * when the record holds no value of that ref yet (the server checks the pair on save either way).
 */
export function pickerWhere(
  field: Field,
  values: Readonly<Record<string, unknown>>,
): Record<string, string[]> | undefined {
  if (field.kind !== "ref" || !field.sameAs) return undefined;
  const own = values[field.sameAs];
  return typeof own === "string" && own !== "" ? { [field.sameAs]: [own] } : undefined;
}
