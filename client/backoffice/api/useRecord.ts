import type { ResourceDef } from "../../../domain/resources/types.ts";
import { ApiError } from "../../lib/api.ts";
import { queryClient, useApiQuery } from "../../lib/query.ts";
import { keys } from "./keys.ts";
import { resolveRefTitles } from "./refTitles.ts";
import { getRecord, type RecordData } from "./records.ts";
import { rememberTitle } from "./titles.ts";

export type RecordState =
  | { status: "loading" }
  | { status: "ready"; record: RecordData }
  | { status: "missing" }
  | { status: "error"; error: Error };

/** One record of a resource; `id` null (an add page) needs none. `reload` asks again, `replace` sets it. */
export function useRecord(def: ResourceDef, id: string | null) {
  const name = def.name;
  const key = keys.one(name, id ?? "");
  const loaded = useApiQuery(key, async (signal) => {
    const record = await getRecord(name, id!, signal);
    rememberTitle(name, id!, record._title);
    resolveRefTitles(def, [record]);
    return record;
  }, { enabled: id !== null, keepPrevious: false });

  const state: RecordState = id === null
    ? { status: "missing" }
    : loaded.data
    ? { status: "ready", record: loaded.data }
    : loaded.error instanceof ApiError && loaded.error.status === 404
    ? { status: "missing" }
    : loaded.error
    ? { status: "error", error: loaded.error }
    : { status: "loading" };
  return {
    state,
    reload: loaded.retry,
    replace: (record: RecordData) => queryClient.setQueryData(key, record),
  };
}
