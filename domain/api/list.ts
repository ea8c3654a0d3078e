/**
 * A page of a list as the API answers it. `total` counts the matches up to a limit (`capped` when there are more:
 * "10,000+"); `next` and `prev` are the places of the pages after and before this one, to pass back as `?after=`
 * and `?before=` (null where the list ends). A page reached by place costs what the first page costs.
 */
export type ListAnswer<T> = {
  items: T[];
  total: number;
  capped: boolean;
  next: string | null;
  prev: string | null;
};
