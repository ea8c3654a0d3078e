import { api } from "../../../lib/api.ts";
import { listRecords, type RecordData, written } from "../../api/records.ts";

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
 * Runs a trigger now; answers the run's record (what it created and skipped). A run writes records (the returns it
 * opens, its log): what is shown of them loads again.
 */
export function runTrigger(id: string): Promise<TriggerRun> {
  return written(api<TriggerRun>(`${TRIGGERS}/${encodeURIComponent(id)}/run`, { method: "POST" }));
}

/** Every trigger, by name, with its latest run. */
export async function lastRuns(signal?: AbortSignal): Promise<TriggerSummary[]> {
  return (await api<{ items: TriggerSummary[] }>(`${TRIGGERS}/last-runs`, { signal })).items;
}

/** The latest run of one trigger, or null when it never ran. */
export async function latestRun(trigger: string, signal?: AbortSignal): Promise<TriggerRun | null> {
  const query = new URLSearchParams({ trigger, sort: "ranAt", order: "desc", pageSize: "1" });
  const { items } = await listRecords("triggerrun", query, signal);
  return (items[0] as TriggerRun | undefined) ?? null;
}
