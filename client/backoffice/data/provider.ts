import type { ListQuery } from "../../../domain/list-query.ts";
import { writeListQuery } from "../../../domain/list-query.ts";
import { api } from "../../lib/api.ts";
import type { DataProvider } from "../../lib/data/index.ts";
import type { AuditEntry, ListAnswer, RecordData } from "./types.ts";

/** Where the back office's resources live: `/api/backoffice/<resource>`, the embedded backend or the proxy. */
const path = (resource: string, id?: string) =>
  `/api/backoffice/${encodeURIComponent(resource)}${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;

const withQuery = (resource: string, query: ListQuery) => {
  const qs = writeListQuery(query).toString();
  return qs ? `${path(resource)}?${qs}` : path(resource);
};

/**
 * The back office's data provider (react-admin's dataProvider): one function per call of the resource API, each
 * through the one API client. A write may change more than its record (a hook marks a return assessed when its
 * assessment is saved, referrers show the new title, every workflow figure counts records): everything the back
 * office and the workflows answered is refreshed after it.
 */
export const backofficeProvider: DataProvider<RecordData> = {
  name: "backoffice",
  getList: (resource, query, signal) => api<ListAnswer>(withQuery(resource, query), { signal }),
  getOne: (resource, id, signal) => api<RecordData>(path(resource, id), { signal }),
  getMany: async (resource, ids, signal) =>
    (await api<ListAnswer>(withQuery(resource, { ids }), { signal })).items,
  create: (resource, body) => api<RecordData>(path(resource), { method: "POST", body }),
  update: (resource, id, body) => api<RecordData>(path(resource, id), { method: "PUT", body }),
  delete: async (resource, id) => {
    await api(path(resource, id), { method: "DELETE" });
  },
  touchedByWrite: [["backoffice/"], ["workflows/"]],
};

/** Who did what to a record and when. */
export function getAudit(resource: string, id: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return api<AuditEntry[]>(`${path(resource, id)}/audit`, { signal });
}

/** A filtered list as CSV text (a plain link would carry no token). */
export async function listCsv(resource: string, query: ListQuery): Promise<string> {
  const body = await api<unknown>(withQuery(resource, { ...query, format: "csv" }));
  return typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
}
