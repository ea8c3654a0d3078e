import { keepPreviousData, QueryClient, type QueryKey, useQuery } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/**
 * The client's one data layer: TanStack Query over the API client (client/lib/api.ts) and the data providers
 * built on it. Cache, cancellation (the signal reaches fetch), retry and invalidation after writes come from the
 * library. No provider component: hooks are given this client, so the library loads with the first screen that
 * reads data (a lazy chunk) and the sign-in page does not carry it.
 */

/** A refusal (4xx) is the answer, not a hiccup: asking again would get the same. Network and 5xx: twice more. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff move between a list and its records all day: a few seconds of reuse, fresh on return after that.
      staleTime: 5_000,
      retry: shouldRetry,
      retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4_000),
      refetchOnWindowFocus: false,
    },
  },
});

/** What a screen reads of a query. */
export type Loaded<T> = {
  /** The last answer; kept while the next one loads so the rows do not flash away. */
  data: T | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
};

/**
 * What `load` answers under `key`: loaded when the key is new, shared by every screen asking the same key, and
 * cancelled when no screen wants it any more. The last answer stays shown while a changed key loads.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = true }: { enabled?: boolean; keepPrevious?: boolean } = {},
): Loaded<T> {
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  }, queryClient);
  return {
    data: q.data ?? null,
    loading: enabled && q.isFetching,
    error: q.error,
    retry: () => void q.refetch(),
  };
}

/**
 * After a write: every answer under `prefix` is stale, and those on screen load again; answers under `except`
 * are left as they are (a deleted record's own page, on its way out, must not ask for it again).
 */
export function invalidate(prefix: QueryKey, except: readonly QueryKey[] = []): Promise<void> {
  const within = (key: QueryKey, p: QueryKey) => p.every((part, i) => key[i] === part);
  return queryClient.invalidateQueries({
    queryKey: prefix,
    predicate: (query) => !except.some((p) => within(query.queryKey, p)),
  });
}
