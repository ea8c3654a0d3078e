import { api } from "../../../lib/api.ts";
import { useData, useWrite } from "../../../lib/data/index.ts";
import { useGetList } from "../../data/hooks.ts";
import { backofficeProvider } from "../../data/provider.ts";
import type { RecordData } from "../../data/types.ts";

const TRIGGERS = "/api/backoffice/workflows/triggers";

/** A trigger run record (resource `triggerrun`) as the Tax Dashboard has it: when it ran and what it made. */
export type TriggerRunSummary = RecordData & {
  trigger: string;
  ranAt: string;
  ranBy: string | null;
  scheduled: boolean;
  created: number;
  skipped: number;
};

/** A trigger run record, as the API answers it: with the ids of the returns it made. */
export type TriggerRun = TriggerRunSummary & { createdRecords: string[] };

/** One trigger on the Tax Dashboard: its state and its latest run. */
export type TriggerSummary = {
  id: string;
  _title: string;
  active: boolean;
  lastRun: TriggerRunSummary | null;
};

/**
 * Runs a trigger now; answers the run's record (what it created and skipped). A run writes records (the returns
 * it opens, its log): everything the back office shows of them loads again.
 */
export function useRunTrigger() {
  return useWrite({
    send: (id: string) => api<TriggerRun>(`${TRIGGERS}/${encodeURIComponent(id)}/run`, { method: "POST" }),
    refresh: backofficeProvider.touchedByWrite,
  });
}

/** Every trigger, by name, with its latest run. */
export function useLastRuns() {
  return useData(
    ["workflows/triggers", "lastRuns"],
    async (signal) => (await api<{ items: TriggerSummary[] }>(`${TRIGGERS}/last-runs`, { signal })).items,
  );
}

/** The latest run of one trigger: the run log's first line, newest first. */
export function useLatestRun(trigger: string) {
  return useGetList("triggerrun", {
    where: { trigger: [trigger] },
    sort: "ranAt",
    order: "desc",
    pageSize: 1,
  });
}
