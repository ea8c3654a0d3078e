import { type DataProvider, resourceHooks, useData } from "../../lib/data/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { findDef } from "../defs.ts";
import { backofficeProvider, getAudit } from "./provider.ts";
import { refTitlesOf } from "./refTitles.ts";
import type { AuditEntry, RecordData } from "./types.ts";

/**
 * Records as the pages receive them: the titles they bring of their refs are remembered on the way in, so a page
 * asks only for the titles no answer brought (a refs value's ids past the first ones, an audit entry's user).
 */
const provider: DataProvider<RecordData> = {
  ...backofficeProvider,
  getList: async (resource, query, signal) => {
    const answer = await backofficeProvider.getList(resource, query, signal);
    rememberRefTitles(resource, answer.items);
    return answer;
  },
  getOne: async (resource, id, signal) => {
    const record = await backofficeProvider.getOne(resource, id, signal);
    rememberRefTitles(resource, [record]);
    return record;
  },
};

/**
 * The back office's data hooks (react-admin's): get-list, get-one, the title of a referenced record (asked one
 * by one, fetched together: `?id=a&id=b`, one request per resource), and create / update / delete, each write
 * refreshing what the back office and the workflows answered. Keys: `["backoffice/<resource>", operation, …]`.
 */
export const backoffice = resourceHooks(provider);
export const { keys, useGetList, useGetOne, listed, useTitle, useCreate, useUpdate, useDelete } = backoffice;

/** Remembers the titles of the refs of records received some other way (a stale save's newer record). */
export function rememberRefTitles(resource: string, records: readonly RecordData[]) {
  const def = findDef(resource);
  if (!def) return;
  for (const [to, items] of refTitlesOf(def, records)) backoffice.rememberTitles(to, items);
}

/** A record's audit entries, newest first; a write to the record loads them again. */
export function useAudit(def: ResourceDef, id: string) {
  return useData(
    [keys.resource(def.name)[0], "audit", { id }],
    async (signal) =>
      [...await getAudit(def.name, id, signal)].sort((a: AuditEntry, b: AuditEntry) =>
        String(b.at).localeCompare(String(a.at))
      ),
    { keepPrevious: false },
  );
}
