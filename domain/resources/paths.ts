/** The back office's pages of a record, as the client routes them: for links from the client and the server alike. */
import type { ResourceDef } from "./types.ts";

/** Where a record opens: its view page when the resource has one, else its edit page. */
export function recordPath(def: ResourceDef, id: string): string {
  return def.view ? `${def.base}/view/${encodeURIComponent(id)}` : editPath(def, id);
}

export function editPath(def: ResourceDef, id: string): string {
  return `${def.base}/${encodeURIComponent(id)}`;
}
