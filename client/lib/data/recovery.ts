import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api.ts";

/** A failure that says the server could not be reached or is restarting: not a refusal, and it will pass. */
export function unreachable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

export type Recovery = {
  /** A query failed: when it is because the server is away, watch for its return. */
  noticed(error: unknown): void;
  /** Ask now whether the server is back (the window regained focus, the browser came back online). */
  check(): void;
};

/**
 * Pages that recover by themselves: while the server cannot be reached (a restart, a dropped connection), it is
 * asked every `everyMs` whether it is back (`probe`), and once it is every answer that failed is loaded again,
 * so nobody has to press Retry on each screen. A refusal (4xx) is an answer and is left as it is.
 */
export function recoverWhenBack(
  client: QueryClient,
  { probe, everyMs = 3_000 }: { probe: () => Promise<boolean>; everyMs?: number },
): Recovery {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  const failedAway = () =>
    client.getQueryCache().getAll().some((q) => q.state.status === "error" && unreachable(q.state.error));
  const attempt = async () => {
    if (probing) return;
    probing = true;
    clearTimeout(timer);
    timer = undefined;
    try {
      if (!failedAway()) return;
      if (await probe().catch(() => false)) {
        await client.refetchQueries({
          predicate: (q) => q.state.status === "error" && unreachable(q.state.error),
        });
      } else timer = setTimeout(attempt, everyMs);
    } finally {
      probing = false;
    }
  };
  return {
    noticed(error) {
      if (unreachable(error) && timer === undefined && !probing) timer = setTimeout(attempt, everyMs);
    },
    check: () => void attempt(),
  };
}
