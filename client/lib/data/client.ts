import { QueryCache, QueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../api.ts";
import { recoverWhenBack } from "./recovery.ts";

/**
 * The client's one cache of server answers: TanStack Query over the API client (client/lib/api.ts). No provider
 * component: the hooks are given this client, so the library loads with the first screen that reads data (a lazy
 * chunk) and the sign-in page does not carry it.
 */

/** A refusal (4xx) is the answer, not a hiccup: asking again would get the same. Network and 5xx: twice more. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => recovery.noticed(error) }),
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

/** The server answers its health check: it is back. */
const healthy = () =>
  api("/api/health", { anonymous: true, cache: "no-store" }).then(() => true, () => false);

const recovery = recoverWhenBack(queryClient, { probe: healthy });
// Coming back to the window or to the network is a moment to look again.
globalThis.addEventListener?.("focus", () => recovery.check());
globalThis.addEventListener?.("online", () => recovery.check());
