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
