import { useCallback } from "react";
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useLocation,
  useSearchParams,
} from "react-router";
import { onNewest } from "./newest-address.ts";

/**
 * Sets the address's query to `next`, a change made on `base` (the drawn address by default; the newest when the
 * change was worked out from it).
 */
export type SetAddressParams = (
  next: URLSearchParamsInit,
  options?: NavigateOptions,
  base?: URLSearchParams,
) => void;

/**
 * The address's query as the screen draws it; the way to change it, the screen's change (built on what it drew)
 * landing on the newest address, so that a change still being drawn is kept (onNewest); and the newest address
 * itself, for a change that depends on what it changes (a sort clicked twice before the first is drawn goes
 * descending). Every screen's query goes through here (the architecture test holds it).
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams, () => URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Another page on its way in (a link the router has not drawn yet) is not this screen's newest address.
  const newest = useCallback(
    () => location.pathname === pathname ? new URLSearchParams(location.search) : params,
    [params, pathname],
  );
  const set = useCallback<SetAddressParams>(
    (next, options, base = params) => setParams(onNewest(base, createSearchParams(next), newest()), options),
    [params, newest, setParams],
  );
  return [params, set, newest];
}

/** The query with one value set, or removed when empty. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
