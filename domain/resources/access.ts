/**
 * What the declarations say no one may do, whatever their grants (ResourceDef.unsupported and .locked): read by
 * the server's engine, which refuses, and by the pages, which offer no button for it.
 */
import type { ResourceDef } from "./types.ts";

export type RecordAction = "create" | "update" | "delete";

/** Whether `data` is a record no one may change or delete (the admin's permission record). */
export function isLocked(def: ResourceDef, data: Readonly<Record<string, unknown>>): boolean {
  const value = def.locked ? data[def.locked.field] : undefined;
  return typeof value === "string" && def.locked!.is.includes(value);
}

/**
 * Whether the resource ever allows `action`, on `record` when given (update and delete of a locked one never).
 * Grants decide the rest.
 */
export function supports(
  def: ResourceDef,
  action: RecordAction,
  record?: Readonly<Record<string, unknown>>,
): boolean {
  if (def.unsupported?.includes(action)) return false;
  return action === "create" || !record || !isLocked(def, record);
}
