import type { Field } from "../../../domain/resources/types.ts";
import { ApiError } from "../../lib/api.ts";
import { type FormValues, recordToValues } from "./formState.ts";
import { mergeValues } from "./merge.ts";

/**
 * A save that someone else's beat (409 with the record as it now is) is merged, not refused: the server keeps its
 * version check, and the form merges three ways (merge.ts) against the newer record and saves over its version.
 * Any backend that answers a stale version with 409 and the current record (DOMAIN.md), the proxied one too, gets
 * the same merge.
 */

/** What a save sends: the values, what they started from (the record the form loaded, or last merged) and its version. */
export type Draft = { values: FormValues; base: FormValues; version: number | undefined };

/** A save's answer, and the fields whose newer values from someone else it kept. */
export type Merged<R> = { saved: R; kept: string[] };

/** The merge left fields both people changed to different values: the person chooses for each (ConflictPanel). */
export class ConflictQuestion extends Error {
  constructor(
    /** The fields asked about, in field order. */
    readonly conflicts: string[],
    readonly mine: FormValues,
    readonly theirs: FormValues,
    /** What both started from. */
    readonly original: FormValues,
    /** Fields only they changed, whose values are kept whatever is chosen. */
    readonly kept: string[],
  ) {
    super("conflict");
  }
}

/** Merges in a row before giving up (someone saving again and again between our reads and writes). */
const MERGES = 3;

/**
 * Sends `draft`; a 409 with the newer record is merged against it. `merged` is told each merge (the form shows
 * the merged values over the newer version). When nothing is left to ask the merge is sent at once over the newer
 * version, still with the version check (a save in between is merged again); otherwise a ConflictQuestion is
 * thrown. Fields nobody changed, or only they did, are sent as the newer record has them, so they stay as they are.
 */
export async function saveMerging<R>(
  fields: readonly Field[],
  draft: Draft,
  send: (draft: Draft) => Promise<R>,
  merged: (next: Draft, current: Record<string, unknown>) => void,
): Promise<Merged<R>> {
  const kept = new Set<string>();
  for (let round = 0;; round++) {
    try {
      return { saved: await send(draft), kept: [...kept] };
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? currentOf(error.body) : undefined;
      if (!current || round === MERGES) throw error;
      const theirs = recordToValues(fields, current);
      const merge = mergeValues(fields, draft.base, draft.values, theirs);
      for (const name of merge.theirs) kept.add(name);
      const version = typeof current.version === "number" ? current.version : undefined;
      const next: Draft = { values: merge.values, base: theirs, version };
      merged(next, current);
      if (merge.conflicts.length > 0) {
        throw new ConflictQuestion(merge.conflicts, draft.values, theirs, draft.base, [...kept]);
      }
      draft = next;
    }
  }
}

/** The values to save once the person chose, per field asked about, theirs or (otherwise) mine. */
export function resolved(
  question: ConflictQuestion,
  values: FormValues,
  choices: Readonly<Record<string, "mine" | "theirs">>,
): FormValues {
  const out = { ...values };
  for (const name of question.conflicts) {
    out[name] = choices[name] === "theirs" ? question.theirs[name] : question.mine[name];
  }
  return out;
}

/** The newer record from a stale save's 409 body (`{ error: { message, current } }`), if it carries one. */
export function currentOf(body: unknown): Record<string, unknown> | undefined {
  const current = (body as { error?: { current?: unknown } } | undefined)?.error?.current;
  return typeof current === "object" && current !== null && !Array.isArray(current)
    ? current as Record<string, unknown>
    : undefined;
}
