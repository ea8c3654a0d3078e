import { useSearchParams } from "react-router";

/**
 * One value of the address's query (`?q=`, `?order=`): read, and set in place (no new history entry, so typing a
 * search does not fill Back); an empty value removes it. Other parameters are kept.
 */
export function useQueryParam(key: string): [string, (value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (value: string) =>
    setSearch((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    }, { replace: true });
  return [search.get(key) ?? "", set];
}
