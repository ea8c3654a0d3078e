import type { ResourceDef } from "../../../domain/resources/types.ts";
import { type Loaded, useApiQuery } from "../../lib/query.ts";
import { keys } from "../api/keys.ts";
import { type ListAnswer, listRecords } from "../api/records.ts";
import { resolveRefTitles } from "../api/refTitles.ts";

export type ListData = Loaded<ListAnswer>;

/** The list of a resource for an API query string; a newer query cancels the older request. */
export function useList(def: ResourceDef, query: string): ListData {
  return useApiQuery(keys.list(def.name, query), async (signal) => {
    const answer = await listRecords(def.name, new URLSearchParams(query), signal);
    resolveRefTitles(def, answer.items);
    return answer;
  });
}
