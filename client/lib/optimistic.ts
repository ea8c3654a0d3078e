import type { QueryKey } from "@tanstack/react-query";
import { showMessage } from "../kit/messages/store.ts";
import { invalidate, queryClient } from "./query.ts";

/** A change to every cached answer under `key` (a prefix: `["mail", "list"]` patches every mail list). */
export type Patch = { key: QueryKey; change: (old: unknown) => unknown };

/** A typed patch: `change` receives the cached answer as the screen knows it. */
export function patch<T>(key: QueryKey, change: (old: T) => T): Patch {
  return { key, change: change as (old: unknown) => unknown };
}

/**
 * The one way a screen writes: the patched answers change in the cache at once (the user sees the result
 * before the server answers), then `send` runs. A refusal puts every patched answer back as it was and shows
 * "`failure`: the server's reason" as a message. Either way the patched keys and `refresh` load again, so the
 * screen ends on the server's truth. Resolves to `{ answer }` (an empty answer too), or null when it failed.
 */
export async function optimisticWrite<R>(
  { patches = [], send, refresh = [], failure }: {
    patches?: Patch[];
    send: () => Promise<R>;
    refresh?: QueryKey[];
    failure: string;
  },
): Promise<{ answer: R } | null> {
  await Promise.all(patches.map((p) => queryClient.cancelQueries({ queryKey: p.key })));
  const before = patches.flatMap((p) => queryClient.getQueriesData({ queryKey: p.key }));
  for (const p of patches) {
    queryClient.setQueriesData(
      { queryKey: p.key },
      (old: unknown) => old === undefined ? old : p.change(old),
    );
  }
  try {
    return { answer: await send() };
  } catch (err) {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
    showMessage(`${failure}: ${err instanceof Error ? err.message : String(err)}`, { variant: "error" });
    return null;
  } finally {
    await Promise.all([...patches.map((p) => p.key), ...refresh].map((key) => invalidate(key)));
  }
}
