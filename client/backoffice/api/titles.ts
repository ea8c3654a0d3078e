import { signal } from "@preact/signals-react";
import { user } from "../../session/session.ts";
import { getRecord } from "./records.ts";

/**
 * The titles of referenced records, per resource, kept for the page's lifetime (and the signed-in user): filled
 * from what records bring along (`_refTitles`), from pickers' options, and, for anything still unknown, fetched
 * once per id.
 */
const cache = new Map<string, Map<string, string>>();
const inFlight = new Set<string>();
/** Whose titles the cache holds: another user may not be allowed to see them. */
let cachedFor: string | undefined;
/** Bumped whenever titles arrive, so components showing titles re-render. */
export const titlesVersion = signal(0);

const known = (resource: string) => {
  const who = user.peek()?.uuid;
  if (who !== cachedFor) {
    cache.clear();
    cachedFor = who;
  }
  let map = cache.get(resource);
  if (!map) cache.set(resource, map = new Map());
  return map;
};

/** The cached title of a record, or undefined; reading it subscribes the component to new titles. */
export function titleOf(resource: string, id: string): string | undefined {
  void titlesVersion.value;
  return known(resource).get(id);
}

/** Remembers a title the page already has (a picked option, a saved record). */
export function rememberTitle(resource: string, id: string, title: string | undefined) {
  if (!title) return;
  if (known(resource).get(id) === title) return;
  known(resource).set(id, title);
  titlesVersion.value++;
}

async function fetchOneByOne(resource: string, ids: string[], into: Map<string, string>) {
  await Promise.all(ids.map(async (id) => {
    try {
      const record = await getRecord(resource, id);
      into.set(id, record._title ?? id);
    } catch {
      // Not found or not allowed: the id is shown as it is; not asked again.
      into.set(id, `#${id}`);
    }
  }));
}

/**
 * Loads the titles of `ids` of `resource` that are neither known nor on their way: each distinct id once (the
 * API has no multi-id filter; records usually bring their refs' titles along, see refTitles.ts).
 */
export async function loadTitles(resource: string, ids: readonly string[]): Promise<void> {
  const map = known(resource);
  const missing = [...new Set(ids)].filter((id) =>
    id !== "" && !map.has(id) && !inFlight.has(`${resource}:${id}`)
  );
  if (missing.length === 0) return;
  for (const id of missing) inFlight.add(`${resource}:${id}`);
  try {
    await fetchOneByOne(resource, missing, map);
  } finally {
    for (const id of missing) inFlight.delete(`${resource}:${id}`);
    titlesVersion.value++;
  }
}

/** Remembers the titles of records a list or picker just received, with one re-render. */
export function rememberTitles(resource: string, items: readonly { id: unknown; _title?: string }[]) {
  const map = known(resource);
  let changed = false;
  for (const item of items) {
    const id = String(item.id);
    if (item._title && map.get(id) !== item._title) {
      map.set(id, item._title);
      changed = true;
    }
  }
  if (changed) titlesVersion.value++;
}
