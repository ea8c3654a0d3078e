import type { Field } from "../../../domain/resources/types.ts";
import { type FormValues, recordToValues, sameValue } from "./formState.ts";

/**
 * A save refused because someone else saved first (409 with the current record). The form shows, per field
 * that differs, their value beside the user's, and the user chooses whose to keep.
 */
export type ConflictRow = {
  name: string;
  /** Whether the other person changed this field (their value differs from the one this form started from). */
  theirChange: boolean;
};

/** The fields where the user's values and the newer record differ, in form order. */
export function conflictRows(
  fields: readonly Field[],
  baseline: FormValues,
  mine: FormValues,
  current: Record<string, unknown>,
): ConflictRow[] {
  const theirs = recordToValues(fields, current);
  return fields
    .filter((f) => !f.writeOnly && !sameValue(f, mine[f.name], theirs[f.name]))
    .map((f) => ({ name: f.name, theirChange: !sameValue(f, baseline[f.name], theirs[f.name]) }));
}

export type Resolution = {
  /** What the form shows next. */
  values: FormValues;
  /** What counts as unchanged next: the newer record either way. */
  baseline: FormValues;
  /** The version the next save carries. */
  version: number | undefined;
  /** Whether to save again at once (keep mine) or let the user carry on from their values (use theirs). */
  resubmit: boolean;
};

/**
 * "Use theirs" reloads the form with the newer record (nothing left to save); "Keep mine" keeps the user's
 * values and saves them again over the newer version, so their save wins knowingly.
 */
export function resolveConflict(
  choice: "theirs" | "mine",
  fields: readonly Field[],
  mine: FormValues,
  current: Record<string, unknown>,
): Resolution {
  const theirs = recordToValues(fields, current);
  const version = typeof current.version === "number" ? current.version : undefined;
  if (choice === "theirs") {
    // A typed password is not part of the record: keep it out of "theirs" too.
    return { values: theirs, baseline: theirs, version, resubmit: false };
  }
  return { values: mine, baseline: theirs, version, resubmit: true };
}

/** The newer record from a stale save's 409 body (`{ error: { message, current } }`), if it carries one. */
export function currentOf(body: unknown): Record<string, unknown> | undefined {
  const current = (body as { error?: { current?: unknown } } | undefined)?.error?.current;
  return typeof current === "object" && current !== null && !Array.isArray(current)
    ? current as Record<string, unknown>
    : undefined;
}
