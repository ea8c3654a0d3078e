import type { SearchResult } from "../../../domain/demo/search.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

/** The site's results for a query already normalised; none is asked for an empty one. */
export function useSearchResults(query: string) {
  return useData(
    ["search/results", "getList", { q: query }],
    (signal) => api<SearchResult[]>("/api/search", { query: { q: query }, signal }),
    { enabled: query !== "" },
  );
}
