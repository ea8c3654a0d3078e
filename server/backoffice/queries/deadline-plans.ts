/**
 * What a deadline's row reaches (issue 16): per deadline field, the records its title is made of (refs inside
 * titles, recursively) and those on the way to its client, each a join of the statement with its alias, parent
 * and depth. deadline-branches.ts spells the SQL from these; deadline-entries.ts titles the rows by them.
 */
import { resourceDef, RESOURCES } from "../../../domain/resources/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import {
  DEADLINE_FIELDS,
  type DeadlineField,
  statusField,
} from "../../../domain/workflows/deadline-fields.ts";
import type { DeadlineKind } from "../../../domain/workflows/practice-work.ts";
import { clientPaths } from "../visibility.ts";

/** The client resource. */
export const CLIENT = "account";
/** Refs inside titles are followed this deep, as TitleResolver does. */
const MAX_DEPTH = 4;
export const PATHS = clientPaths(RESOURCES);

/** A record reached from a branch's record by a ref: field `field` of the record at `parent` (`x`: the deadline's). */
export type Join = { rec: string; parent: string; field: string; to: string; depth: number };

export type Plan = {
  deadline: DeadlineField;
  def: ResourceDef;
  joins: Join[];
  /** The joins on the way to the client, in order; the last one is the client. */
  clientPath: Join[];
};

/** The records a deadline's row reaches: those its title is made of (recursively) and those on the way to its client. */
function planOf(deadline: DeadlineField): Plan {
  const def = resourceDef(deadline.resource)!;
  const joins = new Map<string, Join>();
  const add = (key: string, parent: Join | undefined, field: string, to: string): Join => {
    const path = `${key}.${field}`;
    let join = joins.get(path);
    if (!join) {
      join = {
        rec: `j${joins.size + 1}`,
        parent: parent?.rec ?? "x",
        field,
        to,
        depth: (parent?.depth ?? 0) + 1,
      };
      joins.set(path, join);
    }
    return join;
  };
  const titled = (d: ResourceDef, key: string, parent: Join | undefined) => {
    if ((parent?.depth ?? 0) >= MAX_DEPTH) return;
    for (const name of d.titleFields) {
      const f = d.fields.find((x) => x.name === name);
      if (f?.kind !== "ref") continue;
      const join = add(key, parent, f.name, f.to);
      titled(resourceDef(f.to)!, `${key}.${f.name}`, join);
    }
  };
  titled(def, "", undefined);
  const clientPath: Join[] = [];
  let key = "";
  for (const step of PATHS.get(def.name) ?? []) {
    clientPath.push(add(key, clientPath.at(-1), step.field, step.to));
    key = `${key}.${step.field}`;
  }
  return { deadline, def, joins: [...joins.values()], clientPath };
}

export const PLANS = new Map(DEADLINE_FIELDS.map((d) => [d.resource as DeadlineKind, planOf(d)]));

/** Join columns a row has: the most any plan needs. */
export const SLOTS = Math.max(...[...PLANS.values()].map((p) => p.joins.length));

/**
 * The fields of a record an entry is made of (deadline-entries.ts), by resource: its title's, its deadline's
 * assignee and status (a deadline's own record), and a client's name and manager (whom unassigned work sits with).
 */
export const ENTRY_FIELDS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, Set<string>>();
  const add = (resource: string, fields: readonly (string | undefined)[]) => {
    const set = out.get(resource) ?? new Set<string>();
    for (const f of fields) if (f !== undefined) set.add(f);
    out.set(resource, set);
  };
  for (const plan of PLANS.values()) {
    add(plan.def.name, [
      ...plan.def.titleFields,
      plan.deadline.assignee,
      statusField(plan.deadline),
      plan.deadline.typeField,
    ]);
    for (const join of plan.joins) add(join.to, resourceDef(join.to)!.titleFields);
  }
  add(CLIENT, ["manager", "name"]);
  return new Map([...out].map(([resource, fields]) => [resource, [...fields]]));
})();
