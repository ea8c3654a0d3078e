import { useCallback } from "react";
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useLocation,
  useSearchParams,
} from "react-router";
import { onNewest } from "./newest-address.ts";

export type SetAddressParams = (next: URLSearchParamsInit, options?: NavigateOptions) => void;

/**
 * The address's query as the screen draws it, and the way to change it: the screen's change (built on what it
 * drew) lands on the newest address, so a change still being drawn is kept (onNewest). Every screen's query goes
 * through here (the architecture test holds it).
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const set = useCallback<SetAddressParams>((next, options) => {
    // Another page on its way in (a link the router has not drawn yet) is not this screen's newest address.
    const newest = location.pathname === pathname ? new URLSearchParams(location.search) : params;
    setParams(onNewest(params, createSearchParams(next), newest), options);
  }, [params, pathname, setParams]);
  return [params, set];
}

/** The query with one value set, or removed when empty. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
