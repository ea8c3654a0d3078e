/** The worked-out due date of a record being filled in (server/workflows/worked-out-routes.ts). */
import { WORKED_OUT_API, type WorkedOutAnswer } from "../../../../domain/workflows/worked-out-dates.ts";
import { api } from "../../../lib/api.ts";
import { useData } from "../../../lib/data/index.ts";

/** What the rules give a `resource` record with these inputs; nothing is asked until every input is given. */
export function useWorkedOutDate(resource: string, inputs: Record<string, string> | null) {
  return useData(
    ["workflows/worked-out-dates", resource, inputs ?? {}],
    (signal) =>
      api<WorkedOutAnswer>(`${WORKED_OUT_API}/${encodeURIComponent(resource)}`, {
        signal,
        query: inputs ?? {},
      }),
    { enabled: inputs !== null, keepPrevious: false },
  );
}
