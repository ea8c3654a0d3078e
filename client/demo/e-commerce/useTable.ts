import { useState } from "react";
import { useTypedQueryParam } from "../../kit/routes/useTyped.ts";
import { pageOf, type Sort, sortRows } from "./shop.ts";

/** A table's search (in the address, `?q=`), sort and page: what the products and orders lists share. */
export function useTable<T, K extends string>(
  rows: readonly T[],
  initial: Sort<K>,
  matches: (row: T, query: string) => boolean,
  value: (row: T, key: K) => string | number,
) {
  const [query, setQuery] = useTypedQueryParam("q");
  const [sort, setSort] = useState<Sort<K>>(initial);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const found = sortRows(rows.filter((r) => matches(r, query)), sort, value);
  const shown = pageOf(found, page, size);
  return {
    query,
    setQuery: (q: string) => (setQuery(q), setPage(0)),
    sort,
    setSort: (s: Sort<K>) => (setSort(s), setPage(0)),
    total: found.length,
    ...shown,
    size,
    setPage,
    setSize: (n: number) => (setSize(n), setPage(0)),
  };
}
