import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import type { SearchGroup, SearchSourceProps } from "../../kit/search.ts";
import { fieldOf, findDef, labelOf, recordPath } from "../defs.ts";
import { usePracticeSearch } from "../data/search.ts";

/** Records shown per kind; the kind's list, searched for the same words, shows the rest. */
const PER_KIND = 5;

/**
 * The back office's part of the toolbar's search: the practice's records found for the query (clients by name,
 * code and numbers, other records by their titles; only what the reader may see), grouped by kind, each kind
 * headed by its name in the reader's language, with a way to its list searched for the same words.
 */
export default function PracticeSearchSource({ query, onResults }: SearchSourceProps) {
  useSignals();
  const { data, loading, error } = usePracticeSearch(query, PER_KIND);
  const groups: SearchGroup[] | null = data &&
    data.groups.flatMap((g) => {
      const def = findDef(g.resource);
      if (!def) return [];
      return [{
        id: g.resource,
        label: labelOf(def),
        icon: def.icon,
        results: g.items.map((item) => {
          const field = item.match && fieldOf(def, item.match.field);
          return {
            id: `${g.resource}:${item.id}`,
            title: item.title,
            detail: item.match && field ? `${labelOf(field)}: ${item.match.value}` : undefined,
            url: recordPath(def, item.id),
          };
        }),
        all: g.more ? `${def.base}?q=${encodeURIComponent(query)}` : undefined,
      }];
    });
  const key = JSON.stringify(groups);
  useEffect(() => {
    onResults(groups, { loading, failed: error !== null });
    // `groups` is made anew each render: what it holds (its key) is what changes.
  }, [key, loading, error, onResults]);
  useEffect(() => () => onResults(null, { loading: false, failed: false }), [onResults]);
  return null;
}
