import type { ResourceDef } from "../../domain/resources/types.ts";
import type { FieldProblems } from "../../domain/api/index.ts";
import { problem } from "../../domain/api/index.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { literal } from "./dialect.ts";
import type { RecordData } from "./fields.ts";
import type { Actor } from "./hooks/types.ts";
import type { RecordSource } from "./source.ts";
import { visibleSource } from "./visible-source.ts";

/**
 * Client visibility (CLIENT_VISIBILITY): under `assigned`, an employee other than an admin sees and changes only
 * the clients they are partner or manager of, and the records that belong to those clients; `all` (the default)
 * lets everyone with the module's grants see every record. Master data, employees, triggers and the like belong to
 * no client and stay visible to all.
 */
export type ClientVisibility = "all" | "assigned";

/** The client resource, and its fields that name the employees who see it. */
const CLIENT = "account";
const ASSIGNED = ["partner", "manager"] as const;

/** One ref followed on the way from a record to its client. */
export type Step = { field: string; to: string };

/**
 * How each resource's records belong to a client, read off the declarations: the refs followed from a record to
 * its client (none for the client itself). A record refers to its client directly (a return's `account`) or
 * through another record of a client (an assessment's return, an objection's assessment); the shortest way is
 * taken. Resources without one belong to no client. Only single, strong refs count: a log's weak list of the
 * returns a run made does not make the log a client's.
 */
export function clientPaths(defs: readonly ResourceDef[]): ReadonlyMap<string, readonly Step[]> {
  const paths = new Map<string, Step[]>([[CLIENT, []]]);
  if (!defs.some((d) => d.name === CLIENT)) return new Map();
  for (let grew = true; grew;) {
    grew = false;
    // One layer at a time (from the paths known before it), so that every path found is a shortest one.
    const known = new Map(paths);
    for (const def of defs) {
      if (known.has(def.name)) continue;
      const via = def.fields.find((f) => f.kind === "ref" && !f.weak && known.has(f.to));
      if (via?.kind !== "ref") continue;
      paths.set(def.name, [{ field: via.name, to: via.to }, ...known.get(via.to)!]);
      grew = true;
    }
  }
  return paths;
}

/** The employee whose clients `actor` is confined to, or null when the actor sees everything. */
export function confinedTo(rule: ClientVisibility, actor: Actor): string | null {
  // The server itself (the daily schedule) has no id and sees the whole practice, as an admin does.
  if (rule === "all" || actor.role === "admin" || actor.id === null) return null;
  return actor.id;
}

/**
 * A query for the ids of the `resource` records that belong to a client whose partner or manager (or the client
 * fields `assigned`) is the employee `me` (a bound parameter's `$n`); undefined when the resource belongs to no
 * client. Every step is a seek of record_ref's target index (target_resource, target_id, resource, field; SQLite's
 * holds the ids it answers, PostgreSQL's points to them: migration 15): from the employee to their clients, then
 * from those to the records that refer to them, joined in that order (CROSS JOIN keeps SQLite to it: nested IN
 * lists had it scan every ref of the resource once the path was three steps long). An id may come twice (partner
 * and manager of one client). Its cost grows with the employee's records, not with the practice.
 */
export function visibleIdsSql(
  paths: ReadonlyMap<string, readonly Step[]>,
  resource: string,
  me: string,
  assigned: readonly string[] = ASSIGNED,
): string | undefined {
  const path = paths.get(resource);
  if (!path) return undefined;
  const fields = assigned.map(literal).join(", ");
  const tables = ["record_ref v"];
  const terms = [`v.target_resource = 'employee' AND v.target_id = ${me} AND v.resource = ${literal(CLIENT)}
    AND v.field IN (${fields})`];
  // From the client back to the resource: the last step of the path is the first to take.
  const names = [resource, ...path.map((s) => s.to)];
  let at = "v.id";
  for (let i = path.length - 1; i >= 0; i--) {
    const { field, to } = path[i];
    const alias = `v${i}`;
    tables.push(`record_ref ${alias}`);
    terms.push(`${alias}.target_resource = ${literal(to)} AND ${alias}.target_id = ${at}
      AND ${alias}.resource = ${literal(names[i])} AND ${alias}.field = ${literal(field)}`);
    at = `${alias}.id`;
  }
  return `SELECT ${at} AS id FROM ${tables.join(" CROSS JOIN ")} WHERE ${terms.join(" AND ")}`;
}

/**
 * A condition true when the `resource` record whose id is `id` (an SQL expression) belongs to a client whose partner
 * or manager is `me` (a bound parameter's `$n`); undefined when the resource belongs to no client. It follows the
 * record's own refs up to its client through record_ref's primary key (resource, id, field, target_id): a few seeks
 * per record, whoever asks, for checking records already in hand (a read, the titles of a page).
 */
export function ownedSql(
  paths: ReadonlyMap<string, readonly Step[]>,
  resource: string,
  id: string,
  me: string,
): string | undefined {
  const path = paths.get(resource);
  if (!path) return undefined;
  const names = [resource, ...path.map((s) => s.to)];
  let at = id;
  const joins: string[] = [];
  path.forEach(({ field }, i) => {
    joins.push(`JOIN record_ref o${i} ON o${i}.resource = ${literal(names[i])} AND o${i}.id = ${at}
      AND o${i}.field = ${literal(field)}`);
    at = `o${i}.target_id`;
  });
  const fields = ASSIGNED.map(literal).join(", ");
  return `EXISTS (SELECT 1 FROM record_ref o ${joins.join(" ")}
    WHERE o.resource = ${
    literal(CLIENT)
  } AND o.id = ${at} AND o.field IN (${fields}) AND o.target_id = ${me})`;
}

/** A condition on an id (an SQL expression), binding the employee through `add`. */
export type Confine = (id: string, add: (value: SqlValue) => string) => string;

/** A list condition (ListRequest.within): on the record table's `id`. */
export type Within = (add: (value: SqlValue) => string) => string;

/** The visibility rule over a set of declarations: what a confined employee may see and write. */
export class Visibility {
  readonly rule: ClientVisibility;
  readonly paths: ReadonlyMap<string, readonly Step[]>;

  constructor(rule: ClientVisibility, defs: readonly ResourceDef[]) {
    this.rule = rule;
    this.paths = clientPaths(defs);
  }

  /**
   * The condition that keeps `actor` to their records of `resource`, on a record's id, for lists and reports over
   * many records (visibleIdsSql); undefined when they see all of them.
   */
  confine(resource: string, actor: Actor): Confine | undefined {
    const me = confinedTo(this.rule, actor);
    if (me === null || !this.paths.has(resource)) return undefined;
    return (id, add) => `${id} IN (${visibleIdsSql(this.paths, resource, add(me))})`;
  }

  /** confine's condition on the record table's own `id` column, as a list request's `within`. */
  within(resource: string, actor: Actor): Within | undefined {
    const confine = this.confine(resource, actor);
    return confine && ((add) => confine("id", add));
  }

  /** `source` as `actor` sees the records of `resource`: itself when they see them all. */
  source(db: Db, source: RecordSource, resource: string, actor: Actor): RecordSource {
    const within = this.within(resource, actor);
    const me = confinedTo(this.rule, actor);
    if (!within || me === null) return source;
    return visibleSource(db, source, {
      within,
      owned: (id, add) => ownedSql(this.paths, resource, id, add(me))!,
    });
  }

  /**
   * Why a confined actor may not write `data` as a record of `def`: it would be a record they could not see
   * again. A client must keep them as its partner or manager; a client's record must name a client (that it is one
   * of theirs is the ref check's business: another's reads as missing). {} when the write keeps it theirs.
   */
  ownProblems(def: ResourceDef, data: RecordData, actor: Actor): FieldProblems {
    const me = confinedTo(this.rule, actor);
    const path = this.paths.get(def.name);
    if (me === null || !path) return {};
    if (path.length === 0) {
      if (ASSIGNED.some((f) => data[f] === me)) return {};
      return Object.fromEntries(ASSIGNED.map((f) => [f, problem("notYourClient")]));
    }
    const { field } = path[0];
    const value = data[field];
    return typeof value === "string" && value !== "" ? {} : { [field]: problem("chooseYourClient") };
  }
}
