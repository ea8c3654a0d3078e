import { practiceDateTime } from "../../domain/today.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { type Actor, type Engine, type Stored, type TitleResolver, wholeList } from "../backoffice/index.ts";

/** Who starts a run: a signed-in employee ("Run now"), or the daily schedule for one practice day. */
export type RunStarter = { actor: Actor } | { schedule: string };

/** The schedule writes as the server itself: no employee, so the history says "System". */
export const SCHEDULE_ACTOR: Actor = { id: null, role: "system" };

/** The ids of a resource's active records by name (the triggers, the job templates): what the schedule runs. */
export async function activeIds(engine: Engine, resource: string): Promise<string[]> {
  const def = engine.def(resource);
  if (!def) return [];
  const request = wholeList(def, { sort: "name", where: { active: ["true"] } });
  return (await engine.sourceFor(def.name, SCHEDULE_ACTOR).list(def, request)).rows.map((r) => r.id);
}

/**
 * Writes a run's log record (a trigger run, a job run), in the run's transaction: what ran it (`field` naming
 * `id`), when as the practice reads it (its createdAt keeps the instant), by whom, and what it made and skipped.
 */
export function logRun(
  engine: Engine,
  runDef: ResourceDef,
  run: { field: string; id: string; by: RunStarter; now: Date; created: Stored[]; skipped: number },
  titles: TitleResolver,
): Promise<Stored> {
  const actor = "actor" in run.by ? run.by.actor : SCHEDULE_ACTOR;
  return engine.insert(runDef, {}, actor, {
    [run.field]: run.id,
    ranAt: practiceDateTime(run.now),
    ranBy: actor.id,
    scheduled: "schedule" in run.by,
    created: run.created.length,
    createdRecords: run.created.map((r) => r.id),
    skipped: run.skipped,
  }, titles);
}
