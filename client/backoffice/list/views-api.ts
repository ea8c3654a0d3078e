import type { ListColumn, ListView, ListViews, ViewCreate, ViewUpdate } from "../../../domain/list-views.ts";
import { api } from "../../lib/api.ts";
import { type DataKey, useData, useWrite } from "../../lib/data/index.ts";

const VIEWS = "/api/backoffice/views";
const viewsKey = (resource: string): DataKey => [`views/${resource}`];
const path = (resource: string, rest = "") => `${VIEWS}/${encodeURIComponent(resource)}${rest}`;

/** The saved views of a list the user sees, their own columns of it and their default view. */
export function useListViews(resource: string) {
  return useData(viewsKey(resource), (signal) => api<ListViews>(path(resource), { signal }), {
    keepPrevious: false,
  });
}

export type ViewWrite =
  | { kind: "create"; body: ViewCreate }
  | { kind: "update"; id: string; body: ViewUpdate }
  | { kind: "delete"; id: string }
  | { kind: "columns"; columns: ListColumn[] | null }
  | { kind: "default"; view: string | null };

/** The call of a write; every answer is truthy, so that a write's caller can tell done from refused (null). */
function send(resource: string, w: ViewWrite): Promise<ListView | ListViews | true> {
  switch (w.kind) {
    case "create":
      return api(path(resource), { method: "POST", body: w.body });
    case "update":
      return api(path(resource, `/${encodeURIComponent(w.id)}`), { method: "PUT", body: w.body });
    case "delete":
      return api(path(resource, `/${encodeURIComponent(w.id)}`), { method: "DELETE" }).then(() => true);
    case "columns":
      return api(path(resource, "/columns"), { method: "PUT", body: { columns: w.columns } });
    case "default":
      return api(path(resource, "/default"), { method: "PUT", body: { view: w.view } });
  }
}

/** Every change to a list's views and columns; the list's views load again after, refused or not. */
export function useViewWrite(
  resource: string,
  failure: string,
  done?: (answer: unknown, w: ViewWrite) => void,
) {
  return useWrite({
    send: (w: ViewWrite) => send(resource, w),
    refresh: [viewsKey(resource)],
    failure,
    done,
  });
}
