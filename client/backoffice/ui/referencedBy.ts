/** One entry of a refused delete's `referencedBy`: which resource, how many records, some of their titles. */
export type Reference = { resource: string; count: number; titles?: string[] };

/** Reads `referencedBy` from a 409 body (`{ error: { message, referencedBy } }`), tolerating its absence. */
export function referencesOf(body: unknown): Reference[] {
  const error = (body as { error?: { referencedBy?: unknown } } | undefined)?.error;
  const list = Array.isArray(error?.referencedBy) ? error.referencedBy : [];
  return list.filter((r): r is Reference =>
    typeof r === "object" && r !== null && typeof (r as Reference).resource === "string" &&
    typeof (r as Reference).count === "number"
  );
}

/**
 * One line per referring resource: "3 × Contact: Jane Doe, John Smith…" with at most `shown` titles.
 * `labelOf` names a resource in the current language.
 */
export function referenceLines(refs: readonly Reference[], labelOf: (resource: string) => string, shown = 3) {
  return refs.map((r) => {
    const titles = (r.titles ?? []).slice(0, shown);
    const more = r.count > titles.length ? "…" : "";
    return `${r.count} × ${labelOf(r.resource)}${titles.length ? `: ${titles.join(", ")}${more}` : ""}`;
  });
}
