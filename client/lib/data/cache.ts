import { hashKey } from "@tanstack/react-query";
import { queryClient } from "./client.ts";
import { cacheKey, type DataKey, under } from "./keys.ts";

/**
 * After a write: every answer under one of `prefixes` is stale, and those on screen load again; answers under
 * `except` are left as they are (a deleted record's own page, on its way out, must not ask for it again).
 */
export function invalidate(prefixes: readonly DataKey[], except: readonly DataKey[] = []): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => prefixes.some((p) => under(q.queryKey, p)) && !except.some((p) => under(q.queryKey, p)),
  });
}

/** Puts an answer in the cache under `key` as if it had been loaded (a title a list brought along). */
export function remember<T>(key: DataKey, data: T): void {
  queryClient.setQueryData(cacheKey(key), data);
}

/** The answer cached under `key`, if any. */
export function cached<T>(key: DataKey): T | undefined {
  return queryClient.getQueryData<T>(cacheKey(key));
}

/** The first thing `pick` finds in the signed-in person's answers cached under `prefix`, if any. */
export function findCached<T, X>(prefix: DataKey, pick: (data: T) => X | undefined): X | undefined {
  const person = hashKey([cacheKey(prefix).at(-1)]);
  for (const [key, data] of queryClient.getQueriesData<T>({ predicate: (q) => under(q.queryKey, prefix) })) {
    if (data === undefined || hashKey([key.at(-1)]) !== person) continue;
    const found = pick(data);
    if (found !== undefined) return found;
  }
  return undefined;
}
