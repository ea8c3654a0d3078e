import { PRACTICE_SEARCH_API, type PracticeSearchAnswer } from "../../../domain/practice-search.ts";
import { api } from "../../lib/api.ts";
import { type Loaded, useData } from "../../lib/data/index.ts";

/**
 * The practice search's answer for `q` (domain/practice-search.ts): asked once the typing pauses (the caller's
 * debounce), the previous answer shown while the next loads, and a request no longer wanted cancelled (its key
 * changed: the signal reaches fetch).
 */
export function usePracticeSearch(q: string, limit: number): Loaded<PracticeSearchAnswer> {
  return useData(
    ["backoffice/search", "search", { q, limit }],
    (signal) => api<PracticeSearchAnswer>(PRACTICE_SEARCH_API, { query: { q, limit }, signal }),
    { enabled: q !== "", staleTime: 30_000 },
  );
}
