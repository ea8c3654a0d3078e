import { useCallback, useEffect, useState } from "react";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { type ListAnswer, listRecords } from "../api/records.ts";
import { resolveRefTitles } from "../api/refTitles.ts";

export type ListData = {
  /** The last answer; kept while the next one loads so the rows do not flash away. */
  data: ListAnswer | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
};

/** The list of a resource for an API query string; a newer query cancels the older request. */
export function useList(def: ResourceDef, query: string): ListData {
  const [data, setData] = useState<ListAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    listRecords(def.name, new URLSearchParams(query), controller.signal).then(
      (answer) => {
        resolveRefTitles(def, answer.items);
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
  }, [def, query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
