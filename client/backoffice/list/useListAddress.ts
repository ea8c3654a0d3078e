import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { VIEW_PARAM } from "../../../domain/list-views.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { filterableFields } from "../defs.ts";
import { viewAddress } from "./columns.ts";
import { conditionParamsOf, listPageOf, type ListState, readListState, writeListState } from "./listState.ts";
import { historyEntryState } from "../../kit/routes/origin.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

type Entry = { listPage?: unknown } | null;

/** A list's next state, or what works it out from the newest state (a sort toggled: what it toggles matters). */
export type ListChange = ListState | ((newest: ListState) => ListState);

export type ListAddress = {
  state: ListState;
  /** The saved view the address names (`?view=<id>`), kept while the list's state changes under it. */
  view: string | null;
  /** A new state: a new history entry, or in place while typing a search. */
  go: (change: ListChange, replace?: boolean) => void;
  /** Opens a saved view (its id and its own state), or the list with no view and no criteria. */
  openView: (view: { id: string; query: string } | null, replace?: boolean) => void;
};

/**
 * A list's state as the page address holds it, and the way to change it. The number of a page reached by place
 * rides in the history entry beside the address, so back, forward and reload label it as before.
 */
export function useListAddress(def: ResourceDef): ListAddress {
  const [params, setParams, newest] = useAddressParams();
  const label = (useLocation().state as Entry)?.listPage;
  const read = useCallback(
    (from: URLSearchParams, label: unknown) =>
      readListState(
        from,
        filterableFields(def).map((f) => f.name),
        conditionParamsOf(def),
        typeof label === "number" ? label : undefined,
      ),
    [def],
  );
  const state = useMemo(() => read(params, label), [read, params, label]);
  const view = params.get(VIEW_PARAM);
  const go = useCallback((change: ListChange, replace = false) => {
    const base = typeof change === "function" ? newest() : params;
    // The newest entry's page label, unless the newest address is the drawn one (another page on its way in).
    const labelOf = () => base === params ? label : (historyEntryState() as Entry)?.listPage;
    const next = typeof change === "function" ? change(read(base, labelOf())) : change;
    const page = listPageOf(next);
    const address = writeListState(next);
    const named = base.get(VIEW_PARAM);
    if (named) address.set(VIEW_PARAM, named);
    setParams(address, { replace, state: page === null ? null : { listPage: page } }, base);
  }, [params, label, newest, read, setParams]);
  const openView = useCallback(
    (next: { id: string; query: string } | null, replace = false) =>
      setParams(next ? viewAddress(next) : new URLSearchParams(), { replace }),
    [setParams],
  );
  return { state, view, go, openView };
}
