import { useAddressParams, withParam } from "./useAddressParams.ts";

/**
 * One value of the address's query (`?q=`, `?order=`): read, and set in place (no new history entry, so typing a
 * search does not fill Back); an empty value removes it. Other parameters are kept.
 */
export function useQueryParam(key: string): [string, (value: string) => void] {
  const [params, set] = useAddressParams();
  return [params.get(key) ?? "", (value: string) => set(withParam(params, key, value), { replace: true })];
}
