import { useCallback, useEffect, useState } from "react";
import { loadReport, type ReportAnswer } from "./api.ts";

export type ReportData = {
  /** The last answer; kept while the next one loads so the rows do not flash away. */
  data: ReportAnswer | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
};

/** The report for an API query string; a newer query cancels the older request. */
export function useReport(query: string): ReportData {
  const [data, setData] = useState<ReportAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadReport(new URLSearchParams(query), controller.signal).then(
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
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
