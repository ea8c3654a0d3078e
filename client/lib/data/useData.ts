import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryClient } from "./client.ts";
import { cacheKey, type DataKey } from "./keys.ts";

/** What a screen reads of a query. */
export type Loaded<T> = {
  /** The last answer; kept while the next one loads so the rows do not flash away. */
  data: T | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
};

export type DataOptions = {
  /** False: nothing is asked until it turns true. */
  enabled?: boolean;
  /** Keep showing the last answer while a changed key loads (lists); false for one record's page. */
  keepPrevious?: boolean;
  /** Ask again this often (ms) while on screen. */
  refetchInterval?: number;
  /** How long an answer is fresh (ms); 5 s unless told (titles: until a write says otherwise). */
  staleTime?: number;
};

/**
 * What `load` answers under `key`: loaded when the key is new, shared by every screen asking the same key,
 * cancelled when no screen wants it any more (the signal reaches fetch), retried after a hiccup. The one way a
 * screen reads from the server; the get-list / get-one / get-many hooks (resources.ts) are made of it.
 */
export function useData<T>(
  key: DataKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: DataOptions = {},
): Loaded<T> {
  const q = useQuery(dataQuery(key, load, options), queryClient);
  return {
    data: q.data ?? null,
    loading: (options.enabled ?? true) && q.isFetching,
    error: q.error,
    retry: () => void q.refetch(),
  };
}

/**
 * useData's query. An option not given is left out rather than set to undefined: the query client's defaults are
 * spread under a query's options, so `staleTime: undefined` would put the client's 5 s back to 0 and every
 * screen that mounts would ask again for what another asked a moment ago.
 */
export function dataQuery<T>(
  key: DataKey,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = true, refetchInterval, staleTime }: DataOptions = {},
) {
  return {
    queryKey: cacheKey(key),
    queryFn: ({ signal }: { signal: AbortSignal }) => load(signal),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(staleTime === undefined ? {} : { staleTime }),
  };
}
