import type { ResourceDef } from "../../domain/resources/types.ts";
import { practiceToday } from "../../domain/today.ts";
import { endEmployeeSessions } from "../store/sessions.ts";
import { dialectOf } from "./dialect.ts";
import type { EngineDeps, EngineReads } from "./engine-reads.ts";
import type { Actor, HookContext } from "./hooks/types.ts";
import { listRequest } from "./list-query.ts";
import { nextCode } from "./record-codes.ts";
import { referringIds } from "./refs.ts";
import { smallResourceData } from "./queries/small-resource.ts";

/** A write's hook context, and what its hooks asked to run once it commits. */
export type WriteContext = HookContext & { committed: Array<() => void> };

/**
 * What the hooks of one write by `actor` of a `def` record see (hooks/types.ts): the other records, in the write's
 * transaction; `patch` changes one of them as part of the write.
 */
export function hookContext(
  engine: EngineReads,
  deps: EngineDeps,
  { def, actor, now }: { def: ResourceDef; actor: Actor; now: Date },
  patch: HookContext["patch"],
): WriteContext {
  const db = deps.db;
  const committed: Array<() => void> = [];
  return {
    committed,
    onCommit: (fn) => committed.push(fn),
    def,
    actor,
    at: now.toISOString(),
    db,
    today: practiceToday(now),
    extraHolidays: deps.extraHolidays ?? [],
    get: (resource, id) => {
      const other = engine.def(resource);
      return other ? engine.source(resource).get(other, id) : Promise.resolve(undefined);
    },
    referring: (resource, field, to, id) => referringIds(db, resource, field, to, id),
    smallResource: (resource) => smallResourceData(db, resource),
    count: async (resource, where) => {
      const other = engine.def(resource);
      if (!other) return 0;
      const { request } = listRequest(other, { where, pageSize: 1 });
      return (await engine.source(resource).list(other, request)).total;
    },
    patch,
    nextCode: (field, prefix, format) => nextCode(db, def.name, field, prefix, format),
    lock: (key) => dialectOf(db).lock(db, key),
    invalidateGrants: () => engine.grants.invalidate(),
    endSessions: async (employeeId) => {
      await endEmployeeSessions(db, employeeId);
      committed.push(() => deps.sessions?.forget(employeeId));
    },
  };
}
