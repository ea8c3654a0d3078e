/**
 * Inline edit in the generic list (issue 39): which of a list's fields may be changed in the row itself, and the
 * request that changes one. Pure, so that the list, its tests and the F2 key agree on it.
 */
import { supports } from "../../../../domain/resources/access.ts";
import type { Field, ResourceDef } from "../../../../domain/resources/types.ts";
import type { RecordData } from "../../data/types.ts";
import { type FormValue, valuesToBody } from "../../form/formState.ts";

/**
 * Kinds edited in one line, with the record form's own widget: text, numbers, money, dates, a choice and a
 * reference. Long text (Enter is a new line there), yes/no, lists and groups stay the form's.
 */
const INLINE_KINDS = new Set<Field["kind"]>(["text", "integer", "money", "date", "enum", "ref"]);

/**
 * Whether `field` of `def` may be changed in a list's row, by its declaration: never a field the server sets
 * (readOnly, a route's fixed value), a password, nor one that applies only by a sibling's value (`when`: the row
 * cannot show whether it applies, and the server checks it against the whole record).
 */
export function isInlineEditable(def: ResourceDef, field: Field): boolean {
  return INLINE_KINDS.has(field.kind) && !field.readOnly && !field.writeOnly && !field.when &&
    def.fixed?.[field.name] === undefined;
}

/**
 * Whether a row of `def` may be edited in place by a user whose grants `mayUpdate` (the module's update, as the
 * form asks): the resource must allow updates, and this record must not be locked (the admin's permissions).
 */
export function mayEditRow(def: ResourceDef, record: RecordData, mayUpdate: boolean): boolean {
  return mayUpdate && supports(def, "update", record);
}

/** The shown fields of a row that may be edited in place, in column order (F2 edits the first). */
export function editableColumns(def: ResourceDef, shown: readonly Field[]): Field[] {
  return shown.filter((f) => isInlineEditable(def, f));
}

/**
 * The update of one field: the field as the form would send it (a blank one as null, so that it is cleared) and
 * the version the row showed, so that a change made since is refused (409) rather than overwritten. The server
 * checks and stores only the fields a PUT names.
 */
export function inlineBody(
  def: ResourceDef,
  field: Field,
  value: FormValue,
  version: number,
): Record<string, unknown> {
  return { ...valuesToBody([field], { [field.name]: value }, "update", def.fixed), version };
}
