/**
 * What an audit entry keeps of a change (DOMAIN.md, "every write records ... an audit entry"), shared by the server
 * that writes it and the history that shows it. An update keeps each changed field's value before and after, so
 * the history reads "Email: a@x → b@y"; a write-only field (a password) is only named, never valued.
 *
 * Size: a side is kept as it was unless it is long. A text over AUDIT_TEXT_KEPT characters keeps its first
 * AUDIT_TEXT_KEPT and "…" (notes of 5,000 characters cost 500 per side); a list whose JSON is over AUDIT_JSON_KEPT
 * characters keeps only its length, `{ count }` (a run's thousands of refs, a long checklist); any other value that
 * long (an object) is named without values. An entry thus stays within a few kilobytes per changed field.
 */
import * as z from "zod/mini";

export const AUDIT_TEXT_KEPT = 500;
export const AUDIT_JSON_KEPT = 2000;

/** A long list as the audit keeps it: how many values it held. */
export const listSummarySchema = z.object({ count: z.number() });
export type ListSummary = z.infer<typeof listSummarySchema>;

/** One field's change: its value before and after (null when blank), each side perhaps shortened as above. */
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * The `changed` column of an entry: the names of the changed fields (every entry before values were kept, and
 * creates and deletes), or each name with its change (`{}` for one named without values: a password).
 */
export const storedChangesSchema = z.union([
  z.array(z.string()),
  z.record(z.string(), z.union([auditChangeSchema, z.object({})])),
]);

const SHORTENED = Symbol("shortened");

/** One side as kept: the value, its start, its length, or SHORTENED when it cannot be kept. */
function side(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") {
    const chars = [...value];
    return chars.length > AUDIT_TEXT_KEPT ? `${chars.slice(0, AUDIT_TEXT_KEPT).join("")}…` : value;
  }
  if (JSON.stringify(value).length <= AUDIT_JSON_KEPT) return value;
  return Array.isArray(value) ? { count: value.length } : SHORTENED;
}

/** A field's change as the audit keeps it, or undefined when a side is too long to keep in any form. */
export function auditChange(before: unknown, after: unknown): AuditChange | undefined {
  const from = side(before);
  const to = side(after);
  return from === SHORTENED || to === SHORTENED ? undefined : { from, to };
}

/** The length of a list that was kept as its length (a list field's side that is not a list). */
export function listSummary(value: unknown): number | undefined {
  if (Array.isArray(value)) return undefined;
  const summary = listSummarySchema.safeParse(value);
  return summary.success ? summary.data.count : undefined;
}
