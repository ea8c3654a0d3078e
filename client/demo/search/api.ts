import type { SearchResult } from "../../../domain/demo/search.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

/** The site's results for a query already normalised; none is asked for an empty one. */
export function useSearchResults(query: string) {
  return useApiQuery(
    ["search", query],
    (signal) => api<SearchResult[]>("/api/search", { query: { q: query }, signal }),
    { enabled: query !== "" },
  );
}
