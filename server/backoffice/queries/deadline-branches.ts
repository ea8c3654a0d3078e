/**
 * One resource's branch of the deadlines' statement (deadlines.ts): how it finds its records for the view asked
 * for (a range of days, one employee's open work, the practice's open work), what it joins, and the columns every
 * branch spells alike.
 */
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { OpenWhile } from "../../../domain/workflows/deadline-fields.ts";
import type { DeadlineKind, EmployeeRole } from "../../../domain/workflows/practice-work.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, literal, RECORD_PRIMARY_KEY, type Value } from "../dialect.ts";
import { sortValue } from "../fields.ts";
import { renewedSql } from "../renewals.ts";
import { ensureSortIndex, ensureValuesIndex } from "../sort-index.ts";
import { visibleIdsSql } from "../visibility.ts";
import { CLIENT, ENTRY_FIELDS, PATHS, type Plan, PLANS, SLOTS } from "./deadline-plans.ts";
import type { DeadlineQuery } from "./deadlines.ts";

/**
 * Open records of a kind the practice may have so few of (due by the end of next week, whoever's) that one
 * employee's are found quicker among them than from the employee's clients: at most this many index entries are
 * counted to tell.
 */
const FEW_OPEN = 1_000;
/** "Still open" of one condition, on the branch's own record (unaliased `data`), and the value it reads. */
export function openCondition(db: Db, def: ResourceDef, w: OpenWhile): { sql: string; value: Value } {
  const d = dialectOf(db);
  if ("positive" in w) {
    const value = sortValue(def, w.field)!;
    return { sql: `${d.valueExpr(value)} > 0`, value };
  }
  const value: Value = { field: w.field, kind: "plain" };
  const v = d.valueExpr(value);
  if ("blank" in w) return { sql: `(${v} IS NULL OR ${v} = '')`, value };
  return { sql: `${v} IN (${w.in.map(literal).join(", ")})`, value };
}

/**
 * `from` (a FROM clause's tables) read only if `when` (a condition of no row) holds: tested once, before any of
 * them is read. SQLite tests a WHERE term holding a subquery inside the loops, after the first table's rows; a
 * one-row table of its own, joined first, stops them all.
 */
const onlyIf = (when: string, from: string) => `(SELECT 1 AS go WHERE ${when}) g CROSS JOIN ${from}`;

/** Where an inner query of a branch reads records from, and the conditions that way adds. */
type Source = { from: string; where: string[] };

/**
 * Where an employee's (`as`) records of a resource are read from: a superset that the branch's conditions narrow,
 * whose cost grows with the employee's records, not the practice's. Their clients' records are looked up by id
 * from record_ref's target index (the ids lead: CROSS JOIN keeps SQLite to that order). Work assigned to them (as
 * "assignee", open ones up to `to`) is read off an index of the assignee, the open condition and the due date;
 * their clients' records then count only when nobody is assigned: these come from their clients when the practice
 * has much unassigned work, else off an index of the open condition, the assignee and the due date. Those sets are
 * disjoint; for other roles the ids may come twice (a client's partner and manager) and are made distinct (by
 * DISTINCT: a UNION would have SQLite merge them in id order, walking every ref of the resource in that order).
 */
async function employeeSources(
  db: Db,
  plan: Plan,
  me: string,
  as: EmployeeRole,
  open: ReadonlyArray<{ sql: string; value: Value }>,
  due: { value: Value; to: string },
): Promise<Source[]> {
  const d = dialectOf(db);
  const { deadline } = plan;
  const res = literal(deadline.resource);
  const byId = (ids: string): Source => ({
    from: `(${ids}) c CROSS JOIN record ${d.indexedBy(RECORD_PRIMARY_KEY)}`,
    where: ["id = c.cand"],
  });
  const clientFields = as === "partner" ? ["partner"] : as === "any" ? ["partner", "manager"] : ["manager"];
  const byClient = visibleIdsSql(PATHS, deadline.resource, me, clientFields);
  if (as === "assignee" && deadline.assignee && open.length === 1) {
    const assignee: Value = { field: deadline.assignee, kind: "plain" };
    const a = d.valueExpr(assignee);
    const assigned: Source = {
      from: `record ${
        d.indexedBy(await ensureValuesIndex(db, deadline.resource, [assignee, open[0].value, due.value]))
      }`,
      where: [`${a} = ${me}`],
    };
    if (!byClient) return [assigned];
    const byOpen = await ensureValuesIndex(db, deadline.resource, [open[0].value, assignee, due.value]);
    // Blank is either (an absent field or an empty one): each is a range of the index, where an OR is not.
    const nobodys = [`${a} IS NULL`, `${a} = ''`].map((blank) =>
      `SELECT id FROM record ${d.indexedBy(byOpen)} WHERE resource = ${res} AND ${open[0].sql} AND ${blank}
        AND ${d.valueExpr(due.value)} <= ${due.to}`
    ).join(" UNION ALL ");
    const few = `(SELECT count(*) FROM (${nobodys} LIMIT ${FEW_OPEN}) f) < ${FEW_OPEN}`;
    return [
      assigned,
      byId(`SELECT b.id AS cand FROM ${onlyIf(`NOT ${few}`, `(${byClient}) b`)} WHERE NOT EXISTS (
        SELECT 1 FROM record_ref n WHERE n.resource = ${res} AND n.id = b.id AND n.field = ${
        literal(deadline.assignee)
      })
      UNION ALL SELECT o.id AS cand FROM ${onlyIf(few, `(${nobodys}) o`)}`),
    ];
  }
  const assigned = deadline.assignee && (as === "any" || as === "assignee")
    ? `SELECT a.id FROM record_ref a WHERE a.target_resource = 'employee' AND a.target_id = ${me}
        AND a.resource = ${res} AND a.field = ${literal(deadline.assignee)}`
    : undefined;
  const ids = [byClient, assigned].filter((s) => s !== undefined).join(" UNION ALL ");
  return [byId(`SELECT DISTINCT id AS cand FROM (${ids}) w`)];
}

/**
 * The manager of the client a record leads to (`from`: its resource, and its id as SQL), by record_ref probes
 * along `steps` to the client: no record is read. CROSS JOIN keeps SQLite to the probes' order (PostgreSQL plans
 * it as any join).
 */
export function managerByRefs(
  from: { resource: string; id: string },
  steps: ReadonlyArray<{ field: string; to: string }>,
): string {
  const tables: string[] = [];
  const terms: string[] = [];
  let at = from.id;
  let resource = from.resource;
  steps.forEach((step, i) => {
    tables.push(`record_ref p${i}`);
    terms.push(
      `p${i}.resource = ${literal(resource)} AND p${i}.id = ${at} AND p${i}.field = ${literal(step.field)}`,
    );
    at = `p${i}.target_id`;
    resource = step.to;
  });
  tables.push("record_ref m");
  terms.push(`m.resource = ${literal(CLIENT)} AND m.id = ${at} AND m.field = 'manager'`);
  return `(SELECT m.target_id FROM ${tables.join(" CROSS JOIN ")} WHERE ${terms.join(" AND ")})`;
}

/**
 * One resource's branch of the UNION ALL, its columns in the order every branch spells them. Titled, a row names
 * the records its title and client are made of (read after the sort and cut); untitled (counts), who the work sits
 * with. `unassigned`: of the practice's open work (the workload), only the records nobody is assigned (the rest is
 * counted off a tally: deadline-workload.ts).
 */
export async function branch(
  db: Db,
  kind: DeadlineKind,
  q: DeadlineQuery,
  add: (value: SqlValue) => string,
  titled: boolean,
  unassigned = false,
): Promise<string> {
  const { deadline, def } = PLANS.get(kind)!;
  const open = deadline.openWhile.map((w) => openCondition(db, def, w));
  if (!q.employee || q.from !== undefined || !q.openOnly || open.length !== 1) {
    return await branchVia(db, kind, q, add, titled, { fromEmployee: q.employee !== undefined, unassigned });
  }
  // One employee's open work (my work): from their records, or from the practice's open ones when those are few.
  const d = dialectOf(db);
  const dueValue = sortValue(def, deadline.field)!;
  const index = await ensureValuesIndex(db, kind, [open[0].value, dueValue]);
  const few = `(SELECT count(*) FROM (SELECT 1 FROM record ${d.indexedBy(index)} WHERE resource = ${
    literal(kind)
  }
    AND ${open[0].sql} AND ${d.valueExpr(dueValue)} <= ${add(q.to)} LIMIT ${FEW_OPEN}) f) < ${FEW_OPEN}`;
  return [
    await branchVia(db, kind, q, add, titled, { fromEmployee: true, when: `NOT ${few}` }),
    await branchVia(db, kind, q, add, titled, { fromEmployee: false, when: few }),
  ].join(" UNION ALL ");
}

/**
 * One way to a branch's rows. `fromEmployee`: one employee's records are looked up by id (their clients' records
 * and the work assigned to them); otherwise an index of the due date (a range), or of the open condition and the
 * due date, is walked, and the employee's terms (if any) filter what it finds. `when`: a condition of no row,
 * tested once before anything is read (onlyIf), choosing between two ways.
 */
async function branchVia(
  db: Db,
  kind: DeadlineKind,
  q: DeadlineQuery,
  add: (value: SqlValue) => string,
  titled: boolean,
  way: { fromEmployee: boolean; when?: string; unassigned?: boolean },
): Promise<string> {
  const d = dialectOf(db);
  const plan = PLANS.get(kind)!;
  const { deadline, def, joins, clientPath } = plan;
  // The due date as the lists sort by it, so the calendar walks the very index the list pages use.
  const dueValue = sortValue(def, deadline.field)!;
  const due = d.valueExpr(dueValue);
  const open = deadline.openWhile.map((w) => openCondition(db, def, w));
  const toParam = add(q.to);
  const inner: string[] = [`resource = ${literal(kind)}`, `${due} <= ${toParam}`];
  if (q.from !== undefined) inner.push(`${due} >= ${add(q.from)}`);
  if (q.openOnly) inner.push(...open.map((o) => o.sql));
  if (q.types?.length && deadline.typeField) {
    const type = d.valueExpr({ field: deadline.typeField, kind: "plain" });
    inner.push(`${type} IN (${q.types.map((t) => add(t)).join(", ")})`);
  }
  const confine = q.confine(kind);
  if (confine) inner.push(confine("id", add));
  const me = q.employee && add(q.employee.id);
  // A range of days (the calendar) walks the due date's index, whoever's work is asked for. Without one (my work),
  // an employee's records are looked up by id from record_ref's target index, and a confined reader's likewise;
  // the practice's open work (the workload) comes off an index of the open condition, the assignee and the due
  // date, which holds all a count needs.
  const ranged = q.from !== undefined;
  const fromEmployee = me !== undefined && !ranged && way.fromEmployee;
  const renewed = deadline.renewedBy !== undefined;
  // Counts of the whole practice's open work (the workload): nothing but the index and record_ref is read.
  const counted = !titled && q.openOnly && open.length === 1 && !renewed && !me && q.office === undefined &&
    q.division === undefined && q.client === undefined;
  const all: Source[] = fromEmployee
    ? await employeeSources(db, plan, me, q.employee!.as, q.openOnly ? open : [], {
      value: dueValue,
      to: toParam,
    })
    : [{
      from: `record ${
        d.indexedBy(
          confine && !ranged
            ? RECORD_PRIMARY_KEY
            : ranged || !q.openOnly || open.length !== 1
            ? await ensureSortIndex(db, kind, dueValue)
            : await ensureValuesIndex(db, kind, [
              open[0].value,
              ...(counted && deadline.assignee ? [{ field: deadline.assignee, kind: "plain" as const }] : []),
              dueValue,
            ]),
        )
      }`,
      where: [],
    }];
  // Nobody's, blank either way (an absent field or an empty one): each a range of the counted index, where an OR
  // is not.
  if (way.unassigned && !(counted && deadline.assignee)) {
    throw new Error(`${kind}: no unassigned work to count apart`);
  }
  const sources = way.unassigned
    ? [`IS NULL`, `= ''`].map((blank) => ({
      from: all[0].from,
      where: [`${d.valueExpr({ field: deadline.assignee!, kind: "plain" })} ${blank}`],
    }))
    : all;
  const openBase = q.openOnly || open.length === 0
    ? "1"
    : `CASE WHEN ${open.map((o) => o.sql).join(" AND ")} THEN 1 ELSE 0 END`;

  const j = (alias: string, field: string) => d.jsonField(alias, field);
  const client = clientPath.at(-1)?.rec;
  const clientField = (field: string) => (client ? j(client, field) : "NULL");
  const assignee = deadline.assignee ? `NULLIF(${j("x", deadline.assignee)}, '')` : "NULL";
  const employee = `COALESCE(${assignee}, ${clientField("manager")})`;
  // Counted, the client's manager (for work without an assignee) is read off record_ref, only when needed.
  const countedEmployee = `COALESCE(${deadline.assignee ? "NULLIF(x.assignee, '')" : "NULL"}, ${
    clientPath.length === 0 ? "NULL" : managerByRefs({ resource: kind, id: "x.id" }, clientPath)
  })`;
  const renewal = client ? renewedSql(db, deadline, "x", `${client}.id`) : undefined;
  const clientRead = q.office !== undefined || q.division !== undefined || q.client !== undefined ||
    me !== undefined || renewal !== undefined || (!titled && !counted);
  // Joined: the records whose fields a condition reads (the client's) or that lead to further records (a
  // return on the way from an objection to its client). A titled row's other records (the leaves: a return's
  // client and tax type) are named by the ids their parent holds, and read once after the cut.
  const read = new Set(
    titled
      ? joins.filter((jn) =>
        joins.some((c) => c.parent === jn.rec) || (clientRead && clientPath.includes(jn))
      )
      : counted
      ? []
      : clientPath,
  );
  const joined = joins.filter((jn) => read.has(jn)).map((jn) =>
    ` LEFT JOIN record ${jn.rec} ON ${jn.rec}.resource = ${literal(jn.to)} AND ${jn.rec}.id = ${
      j(jn.parent, jn.field)
    }`
  ).join("");

  const outer: string[] = [];
  if (q.openOnly && renewal) outer.push(`NOT ${renewal}`);
  if (q.office !== undefined) outer.push(`${clientField("office")} = ${add(q.office)}`);
  if (q.division !== undefined) outer.push(`${clientField("division")} = ${add(q.division)}`);
  // A kind with no way to a client has none of its deadlines (NULL matches nothing).
  if (q.client !== undefined) outer.push(`${client ? `${client}.id` : "NULL"} = ${add(q.client)}`);
  if (me) {
    const as = q.employee!.as;
    const terms = [
      ...(as === "any" || as === "partner" ? [`${clientField("partner")} = ${me}`] : []),
      ...(as === "any" || as === "manager" ? [`${clientField("manager")} = ${me}`] : []),
      ...(as === "any" || as === "assignee" ? [`${employee} = ${me}`] : []),
    ];
    outer.push(`(${terms.join(" OR ")})`);
  }
  const isOpen = renewal && !q.openOnly
    ? `CASE WHEN x.open_base = 1 AND NOT ${renewal} THEN 1 ELSE 0 END`
    : "x.open_base";
  // Titled, a row names the records it joins (their data is read after the sort and cut: see collectDeadlines).
  const columns = titled
    ? Array.from({ length: SLOTS }, (_, i) => {
      const jn = joins[i];
      if (!jn) return `NULL AS s${i}_res, NULL AS s${i}_id`;
      const id = read.has(jn) ? `${jn.rec}.id` : `NULLIF(${j(jn.parent, jn.field)}, '')`;
      return `${literal(jn.to)} AS s${i}_res, ${id} AS s${i}_id`;
    })
    : [`${counted ? countedEmployee : employee} AS employee_id`];
  // A titled row carries what its entry shows of its own record (entryData), read as it is chosen, and its
  // version (a change made from the entry sends it back).
  if (titled) columns.unshift("x.version AS version");
  if (titled) columns.push(`${d.jsonSubset("x", ENTRY_FIELDS.get(kind)!)} AS data`);
  return `SELECT ${literal(kind)} AS kind, x.id AS id, x.due AS due, ${isOpen} AS is_open, ${
    columns.join(", ")
  }
    FROM (${
    sources.map(({ from, where }) =>
      `SELECT id, ${counted ? "" : "data, "}${
        titled ? "version, " : ""
      }${due} AS due, ${openBase} AS open_base${
        counted && deadline.assignee
          ? `, ${d.valueExpr({ field: deadline.assignee, kind: "plain" })} AS assignee`
          : ""
      } FROM ${way.when === undefined ? from : onlyIf(way.when, from)} WHERE ${
        [...inner, ...where].join(" AND ")
      }`
    ).join(" UNION ALL ")
  }) x${joined}${outer.length > 0 ? ` WHERE ${outer.join(" AND ")}` : ""}`;
}
