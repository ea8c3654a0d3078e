import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { filterableFields } from "../defs.ts";
import { conditionParamsOf, listPageOf, type ListState, readListState, writeListState } from "./listState.ts";

type Entry = { listPage?: unknown } | null;

/**
 * A list's state as the page address holds it, and the way to change it (a new history entry, or in place while
 * typing a search). The number of a page reached by place rides in the history entry beside the address, so
 * back, forward and reload label it as before.
 */
export function useListAddress(def: ResourceDef): [ListState, (next: ListState, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const label = (useLocation().state as Entry)?.listPage;
  const state = useMemo(
    () =>
      readListState(
        params,
        filterableFields(def).map((f) => f.name),
        conditionParamsOf(def),
        typeof label === "number" ? label : undefined,
      ),
    [params, def, label],
  );
  const go = useCallback((next: ListState, replace = false) => {
    const page = listPageOf(next);
    setParams(writeListState(next), { replace, state: page === null ? null : { listPage: page } });
  }, [setParams]);
  return [state, go];
}
