import { useCallback, useEffect, useState } from "react";

export type Loaded<T> = {
  /** The last answer; kept while the next one loads so the rows do not flash away. */
  data: T | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
};

/**
 * What `load` answers, loaded again whenever `key` changes (a newer key cancels the older request) or on retry.
 * `load` is read when the key changes, so it may close over anything the key stands for.
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (err) => {
        if (controller.signal.aborted) return;
        setError(err instanceof Error ? err : new Error(String(err)));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // Only the key says when to load again: `load` is a new closure on every render.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
