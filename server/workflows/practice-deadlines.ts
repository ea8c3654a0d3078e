/**
 * The practice's deadlines collected from the store (issue 16): every DEADLINE_FIELDS due date of the kinds asked
 * for, in ONE statement, a UNION ALL of a branch per resource. A branch reads its records off the due date's index
 * (or, for one employee or a confined reader, by id from record_ref's target index), and joins by primary key the
 * records its title is made of and the client, whose partner, manager, office and division it filters by. The
 * titles are then made from what the rows hold (TitleResolver.adopt), so naming 5,000 entries reads nothing more.
 */
import { resourceDef } from "../../domain/resources/index.ts";
import { recordPath } from "../../domain/resources/paths.ts";
import { formatTitle } from "../../domain/resources/title.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import {
  DEADLINE_FIELDS,
  type DeadlineField,
  type OpenWhile,
} from "../../domain/workflows/deadline-fields.ts";
import { entryState } from "../../domain/workflows/practice-deadlines.ts";
import type { DeadlineEntry, DeadlineKind } from "../../domain/workflows/practice-work.ts";
import type { Db, SqlValue } from "../store/db.ts";
import {
  clientPaths,
  type Confine,
  dialectOf,
  ensureSortIndex,
  literal,
  RECORD_PRIMARY_KEY,
  sortValue,
  type Stored,
  type TitleLookup,
  TitleResolver,
  type Value,
  visibleIdsSql,
} from "../backoffice/index.ts";
import { RESOURCES } from "../../domain/resources/index.ts";

/** Which of the client's people an employee filter means. */
export type EmployeeRole = "any" | "partner" | "manager" | "assignee";

export type DeadlineQuery = {
  kinds: readonly DeadlineKind[];
  /** Due on or after (inclusive); none: however long ago. */
  from?: string;
  /** Due on or before (inclusive). */
  to: string;
  openOnly: boolean;
  employee?: { id: string; as: EmployeeRole };
  office?: string;
  division?: string;
  /** Per resource, the condition that keeps a confined reader to their clients' records (Visibility.confine). */
  confine: (resource: string) => Confine | undefined;
  /** At most this many entries, by due date; one more is read to tell that there were more. */
  limit: number;
};

const CLIENT = "account";
/** Refs inside titles are followed this deep, as TitleResolver does. */
const MAX_DEPTH = 4;
const PATHS = clientPaths(RESOURCES);

/** A record joined to a branch's record: the ref `field` of the record at `parent` (0: the deadline's record). */
type Join = { alias: string; parent: string; field: string; to: string; depth: number };

/**
 * The records a deadline's row joins: those its title is made of (refs among the title fields, recursively) and
 * those on the way to its client, each once.
 */
function joinsOf(def: ResourceDef): { joins: Join[]; client: Join | undefined; clientPath: Join[] } {
  const joins = new Map<string, Join>();
  const add = (parentKey: string, parent: string, field: string, to: string, depth: number): Join => {
    const key = `${parentKey}.${field}`;
    let join = joins.get(key);
    if (!join) {
      join = { alias: `j${joins.size + 1}`, parent, field, to, depth };
      joins.set(key, join);
    }
    return join;
  };
  const titled = (d: ResourceDef, key: string, alias: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const name of d.titleFields) {
      const f = d.fields.find((x) => x.name === name);
      if (f?.kind !== "ref") continue;
      const join = add(key, alias, f.name, f.to, depth);
      titled(resourceDef(f.to)!, `${key}.${f.name}`, join.alias, depth + 1);
    }
  };
  titled(def, "", "x", 1);
  const clientPath: Join[] = [];
  let key = "";
  let alias = "x";
  (PATHS.get(def.name) ?? []).forEach((step, i) => {
    const join = add(key, alias, step.field, step.to, i + 1);
    clientPath.push(join);
    key = `${key}.${step.field}`;
    alias = join.alias;
  });
  return { joins: [...joins.values()], client: clientPath.at(-1), clientPath };
}

const PLANS = new Map(
  DEADLINE_FIELDS.map((
    d,
  ) => [d.resource as DeadlineKind, { deadline: d, ...joinsOf(resourceDef(d.resource)!) }]),
);
const SLOTS = Math.max(...[...PLANS.values()].map((p) => p.joins.length));

/** A value of the record's data as the dialect compares it (the due date as its sort index holds it). */
const plain = (field: string): Value => ({ field, kind: "plain" });

/** "Still open" of one condition on the branch's own record (unaliased `data`). */
function openCondition(db: Db, w: OpenWhile): string {
  const d = dialectOf(db);
  if ("blank" in w) {
    const v = d.valueExpr(plain(w.field));
    return `(${v} IS NULL OR ${v} = '')`;
  }
  if ("positive" in w) return `${d.valueExpr({ field: w.field, kind: "money" })} > 0`;
  return `${d.valueExpr(plain(w.field))} IN (${w.in.map(literal).join(", ")})`;
}

/**
 * Met by a later record of the same resource sharing the `renewedBy` fields' values: looked up from the record's
 * client (record_ref's target index) when the first of them is the client, which is how the declarations use it.
 */
function renewedSql(db: Db, deadline: DeadlineField): string | undefined {
  const fields = deadline.renewedBy;
  if (!fields || fields.length === 0) return undefined;
  const d = dialectOf(db);
  const [first, ...rest] = fields;
  const same = rest.map((f) => ` AND ${d.jsonField("y", f)} = ${d.jsonField("x", f)}`).join("");
  const res = literal(deadline.resource);
  return `EXISTS (SELECT 1 FROM record_ref yr JOIN record y ON y.resource = ${res} AND y.id = yr.id
    WHERE yr.target_id = ${d.jsonField("x", first)} AND yr.resource = ${res} AND yr.field = ${literal(first)}
      AND y.id <> x.id${same} AND ${d.jsonField("y", deadline.field)} > x.due)`;
}

/** The ids of `resource` records that may be an employee's, by record_ref lookups: a superset the WHERE narrows. */
function employeeIdsSql(deadline: DeadlineField, me: string): string {
  const byClient = visibleIdsSql(PATHS, deadline.resource, me);
  const assigned = deadline.assignee
    ? `SELECT a.id FROM record_ref a WHERE a.target_resource = 'employee' AND a.target_id = ${me}
        AND a.resource = ${literal(deadline.resource)} AND a.field = ${literal(deadline.assignee)}`
    : undefined;
  return [byClient, assigned].filter((s) => s !== undefined).join(" UNION ");
}

/** One resource's branch of the UNION ALL, its columns in the order every branch spells them. */
async function branch(
  db: Db,
  kind: DeadlineKind,
  q: DeadlineQuery,
  add: (value: SqlValue) => string,
  titled = true,
): Promise<string> {
  const d = dialectOf(db);
  const plan = PLANS.get(kind)!;
  const { deadline, client } = plan;
  // Untitled (counts), a branch joins only what leads to the client.
  const joins = titled ? plan.joins : plan.joins.filter((jn) => plan.clientPath.includes(jn));
  const slotCount = titled ? SLOTS : 0;
  // The due date as the lists sort by it, so the calendar walks the very index the list pages use.
  const dueValue = sortValue(resourceDef(kind)!, deadline.field)!;
  const due = d.valueExpr(dueValue);
  const open = deadline.openWhile.map((w) => openCondition(db, w));
  const inner: string[] = [`resource = ${literal(kind)}`, `${due} <= ${add(q.to)}`];
  if (q.from !== undefined) inner.push(`${due} >= ${add(q.from)}`);
  if (q.openOnly) inner.push(...open);
  const confine = q.confine(kind);
  if (confine) inner.push(confine("id", add));
  const me = q.employee && add(q.employee.id);
  if (me) inner.push(`id IN (${employeeIdsSql(deadline, me)})`);
  // By id when a few records are wanted (one employee's, a confined reader's); else off the due date's index.
  const index = me || confine ? RECORD_PRIMARY_KEY : await ensureSortIndex(db, kind, dueValue);
  const openBase = open.length > 0 ? open.join(" AND ") : "1 = 1";
  const renewed = renewedSql(db, deadline);
  const isOpen = renewed ? `x.open_base = 1 AND NOT ${renewed}` : "x.open_base = 1";

  const j = (alias: string, field: string) => d.jsonField(alias, field);
  const c = client?.alias;
  const clientField = (field: string) => (c ? j(c, field) : "NULL");
  const assignee = deadline.assignee ? `NULLIF(${j("x", deadline.assignee)}, '')` : "NULL";
  const employee = `COALESCE(${assignee}, ${clientField("manager")})`;

  const outer: string[] = [];
  if (q.openOnly && renewed) outer.push(`NOT ${renewed}`);
  if (q.office !== undefined) outer.push(`${clientField("office")} = ${add(q.office)}`);
  if (q.division !== undefined) outer.push(`${clientField("division")} = ${add(q.division)}`);
  if (me) {
    const as = q.employee!.as;
    const terms = [
      ...(as === "any" || as === "partner" ? [`${clientField("partner")} = ${me}`] : []),
      ...(as === "any" || as === "manager" ? [`${clientField("manager")} = ${me}`] : []),
      ...(as === "any" || as === "assignee" ? [`${employee} = ${me}`] : []),
    ];
    outer.push(`(${terms.join(" OR ")})`);
  }
  const slots = Array.from({ length: slotCount }, (_, i) => {
    const join = joins[i];
    return join
      ? `${join.alias}.id AS s${i}_id, ${join.alias}.data AS s${i}_data`
      : `NULL AS s${i}_id, NULL AS s${i}_data`;
  });
  const joined = joins.map((jn) =>
    ` LEFT JOIN record ${jn.alias} ON ${jn.alias}.resource = ${literal(jn.to)}` +
    ` AND ${jn.alias}.id = ${j(jn.parent, jn.field)}`
  ).join("");
  return `SELECT ${literal(kind)} AS kind, x.id AS id, x.due AS due,
      CASE WHEN ${isOpen} THEN 1 ELSE 0 END AS is_open, x.data AS data,
      ${c ? `${c}.id` : "NULL"} AS account_id, ${clientField("partner")} AS partner_id,
      ${clientField("manager")} AS manager_id, ${clientField("office")} AS office_id,
      ${clientField("division")} AS division_id, ${employee} AS employee_id${
    slots.map((sl) => `, ${sl}`).join("")
  }
    FROM (
      SELECT id, data, ${due} AS due, CASE WHEN ${openBase} THEN 1 ELSE 0 END AS open_base
      FROM record ${d.indexedBy(index)} WHERE ${inner.join(" AND ")}
    ) x${joined}${outer.length > 0 ? ` WHERE ${outer.join(" AND ")}` : ""}`;
}

type Row = {
  kind: DeadlineKind;
  id: string;
  due: string;
  is_open: number | string;
  data: string;
  account_id: string | null;
  partner_id: string | null;
  manager_id: string | null;
  office_id: string | null;
  division_id: string | null;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
  [slot: string]: unknown;
};

/** Binds parameters in order and hands back their `$n`. */
function binder(): { params: SqlValue[]; add: (value: SqlValue) => string } {
  const params: SqlValue[] = [];
  return { params, add: (value) => `$${params.push(value)}` };
}

/** The deadlines the query selects, by due date (then kind and id), at most `limit`; and whether there were more. */
export async function collectDeadlines(
  db: Db,
  q: DeadlineQuery,
  titles: TitleLookup,
  today: string,
): Promise<{ items: DeadlineEntry[]; truncated: boolean }> {
  if (q.kinds.length === 0) return { items: [], truncated: false };
  const { params, add } = binder();
  const branches: string[] = [];
  for (const kind of q.kinds) branches.push(await branch(db, kind, q, add));
  const rows = await db.all<Row>(
    `SELECT u.*, e.first_name, e.last_name FROM (${branches.join(" UNION ALL ")}) u
     LEFT JOIN employee e ON e.id = u.employee_id
     ORDER BY u.due, u.kind, u.id LIMIT ${add(q.limit + 1)}`,
    params,
  );
  const truncated = rows.length > q.limit;
  const kept = truncated ? rows.slice(0, q.limit) : rows;
  return { items: await entries(kept, titles, today), truncated };
}

const EMPLOYEE = resourceDef("employee")!;

const stored = (id: string, data: unknown): Stored => ({
  id,
  data: JSON.parse(String(data)),
  version: 0,
  createdAt: "",
  updatedAt: "",
  createdBy: null,
  updatedBy: null,
});

/**
 * The rows as entries, titled from the records they hold: the joined records are adopted deepest first (a client
 * before the return named after it), so every title finds its parts known and no record is read again.
 */
async function entries(rows: readonly Row[], lookup: TitleLookup, today: string): Promise<DeadlineEntry[]> {
  const resolver = new TitleResolver(lookup);
  const held = new Map<number, Map<string, Map<string, Stored>>>();
  for (const row of rows) {
    PLANS.get(row.kind)!.joins.forEach((join, i) => {
      const id = row[`s${i}_id`];
      if (typeof id !== "string") return;
      const byDepth = held.get(join.depth) ?? held.set(join.depth, new Map()).get(join.depth)!;
      const byResource = byDepth.get(join.to) ?? byDepth.set(join.to, new Map()).get(join.to)!;
      if (!byResource.has(id)) byResource.set(id, stored(id, row[`s${i}_data`]));
    });
  }
  for (const depth of [...held.keys()].sort((a, b) => b - a)) {
    for (const [resource, records] of held.get(depth)!) {
      await resolver.adopt(resourceDef(resource)!, [...records.values()], depth);
    }
  }
  const byKind = new Map<DeadlineKind, Row[]>();
  for (const row of rows) byKind.set(row.kind, [...byKind.get(row.kind) ?? [], row]);
  const titleOf = new Map<string, string>();
  for (const [kind, kindRows] of byKind) {
    const def = resourceDef(kind)!;
    const names = await resolver.titles(def, kindRows.map((r) => stored(r.id, r.data)));
    kindRows.forEach((r, i) => titleOf.set(`${kind}:${r.id}`, names[i]));
  }
  const accounts = await resolver.refTitles(
    CLIENT,
    rows.flatMap((r) => (r.account_id ? [r.account_id] : [])),
  );
  return rows.map((row): DeadlineEntry => {
    const id = `${row.kind}:${row.id}`;
    const employee = formatTitle(EMPLOYEE, {
      firstName: row.first_name ?? "",
      lastName: row.last_name ?? "",
    });
    return {
      id,
      kind: row.kind,
      recordId: row.id,
      title: titleOf.get(id) ?? row.id,
      due: row.due,
      state: entryState(row.due, Number(row.is_open) === 1, today),
      accountId: row.account_id,
      account: row.account_id ? accounts.get(row.account_id) ?? null : null,
      employeeId: row.employee_id,
      employee: row.employee_id ? employee || null : null,
      partnerId: row.partner_id,
      managerId: row.manager_id,
      officeId: row.office_id,
      divisionId: row.division_id,
      link: recordPath(resourceDef(row.kind)!, row.id),
    };
  });
}

/** Open items per employee and due date up to `to`: the workload's counts, in the same one statement's shape. */
export async function countOpenByEmployee(
  db: Db,
  q: Omit<DeadlineQuery, "openOnly" | "limit" | "employee" | "from">,
): Promise<Array<{ employeeId: string; employee: string; due: string; count: number }>> {
  if (q.kinds.length === 0) return [];
  const { params, add } = binder();
  const branches: string[] = [];
  const full: DeadlineQuery = { ...q, openOnly: true, limit: 0 };
  for (const kind of q.kinds) branches.push(await branch(db, kind, full, add, false));
  const rows = await db.all<
    {
      employee_id: string;
      first_name: string | null;
      last_name: string | null;
      due: string;
      n: number | string;
    }
  >(
    `SELECT u.employee_id, e.first_name, e.last_name, u.due, count(*) AS n
     FROM (${branches.join(" UNION ALL ")}) u JOIN employee e ON e.id = u.employee_id
     GROUP BY u.employee_id, e.first_name, e.last_name, u.due`,
    params,
  );
  return rows.map((r) => ({
    employeeId: r.employee_id,
    employee: formatTitle(EMPLOYEE, { firstName: r.first_name ?? "", lastName: r.last_name ?? "" }) ||
      r.employee_id,
    due: r.due,
    count: Number(r.n),
  }));
}
