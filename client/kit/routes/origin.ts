import { useLocation } from "react-router";

/**
 * Where a page was opened from (my work, the calendar, a list), so that finishing there (a record saved) returns
 * to it rather than on to yet another page: the address, and the history entry it sits at (react-router keeps
 * each entry's place, `idx`, in history.state). A link carries it in its state; the page it opens passes it on
 * (the record's page to its edit form).
 */
export type Origin = { path: string; idx: number };
export type OriginState = { origin: Origin };

/** The place of the current history entry, when react-router has numbered it. */
export function historyIndex(): number | null {
  const idx = (globalThis.history?.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
}

/** The state a navigation gave the browser's current entry (react-router keeps it as `usr`), if any. */
export function historyEntryState(): unknown {
  return (globalThis.history?.state as { usr?: unknown } | null)?.usr;
}

/** The origin a page was opened with (its location's state), if the link gave one. */
export function originOf(state: unknown): Origin | undefined {
  const origin = (state as Partial<OriginState> | null)?.origin;
  return typeof origin?.path === "string" && typeof origin.idx === "number" ? origin : undefined;
}

/** The state a link gives the page it opens: this page, at this entry, is where it came from. */
export function useHereAsOrigin(): OriginState | undefined {
  const { pathname, search } = useLocation();
  const idx = historyIndex();
  return idx === null ? undefined : { origin: { path: pathname + search, idx } };
}

/** The state a page passes on to the next (the record's page to its form): its own origin, else itself. */
export function useOriginOnward(): OriginState | undefined {
  const location = useLocation();
  const here = useHereAsOrigin();
  const given = originOf(location.state);
  return given ? { origin: given } : here;
}

/**
 * How far back (a negative step for history.go) the origin's entry lies from the current one, `extra` entries
 * pushed after it (the unsaved-changes guard's); null when it is not behind (a reload elsewhere, a new tab).
 */
export function stepsBackTo(origin: Origin, extra = 0): number | null {
  const idx = historyIndex();
  if (idx === null || origin.idx >= idx) return null;
  return origin.idx - idx - extra;
}
