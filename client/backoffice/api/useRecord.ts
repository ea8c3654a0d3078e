import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../lib/api.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
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
  const [state, setState] = useState<RecordState>(id ? { status: "loading" } : { status: "missing" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    getRecord(name, id, controller.signal).then(
      (record) => {
        rememberTitle(name, id, record._title);
        resolveRefTitles(def, [record]);
        setState({ status: "ready", record });
      },
      (err) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) setState({ status: "missing" });
        else setState({ status: "error", error: err instanceof Error ? err : new Error(String(err)) });
      },
    );
    return () => controller.abort();
  }, [def, name, id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((record: RecordData) => setState({ status: "ready", record }), []);
  return { state, reload, replace };
}
