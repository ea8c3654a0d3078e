/**
 * The workload's counts (issue 16, issue 34): how many open items each employee has due on each day. For the whole
 * practice they are read off tallies kept by the writes (tally.ts) of the open records alone: of a kind with an
 * assignee field, the work assigned to someone, per assignee and due date; of a kind without one, per due date and
 * the first record on the way to the client, whose manager the work sits with, found by record_ref probes as the
 * reading goes (a client's manager changes without a write of its work). A few hundred rows, where the bench's
 * practice read the rows of its 18,655 open records one by one (no engine takes a JSON value from an expression
 * index). The work nobody is assigned of a kind with an assignee field is counted from the records, off an index
 * of the open condition, the assignee and the due date: a trigger run makes thousands of such returns at once,
 * which a tally by client would keep a row each of (its deltas, on PostgreSQL, written and folded). Narrower
 * questions (an office, a division, a client, a confined reader) and renewed kinds are counted from the records.
 */
import type { DeadlineKind } from "../../../domain/workflows/practice-work.ts";
import type { Db } from "../../store/db.ts";
import { dialectOf } from "../dialect.ts";
import { sortValue } from "../fields.ts";
import { tallyRows, type TallySpec } from "../tally.ts";
import { type TitleLookup, TitleResolver } from "../titles.ts";
import { branch, managerByRefs, openCondition } from "./deadline-branches.ts";
import { PATHS, PLANS } from "./deadline-plans.ts";
import { binder, type DeadlineQuery } from "./deadlines.ts";

type WorkloadQuery = Omit<DeadlineQuery, "openOnly" | "limit" | "employee" | "from">;

/**
 * A kind's workload tallies: with an assignee field, of the work assigned to someone (the rest is counted from the
 * records); without one, of all its open work, by the way to its client.
 */
type WorkloadTallies = { assigned: TallySpec } | { byClient: TallySpec };

/**
 * The tallies a kind's open work is counted off for this query, or none: the query is the whole practice's (no
 * office, division or client, no confinement) and the kind has no renewals (a condition on other records).
 */
export function workloadTallies(db: Db, kind: DeadlineKind, q: WorkloadQuery): WorkloadTallies | undefined {
  const { deadline, def } = PLANS.get(kind)!;
  if (deadline.renewedBy) return undefined;
  if (q.office !== undefined || q.division !== undefined || q.client !== undefined || q.confine(kind)) {
    return undefined;
  }
  const open = deadline.openWhile.map((w) => `(${openCondition(db, def, w).sql})`);
  if (deadline.assignee) {
    const a = dialectOf(db).valueExpr({ field: deadline.assignee, kind: "plain" });
    return {
      assigned: {
        resource: kind,
        fields: [deadline.assignee, deadline.field],
        only: [...open, `${a} <> ''`].join(" AND "),
        // The budgeted hours ride in the same tally (its `cents`, a hundred per hour): capacity reads them
        // (job-capacity.ts) without a second tally's triggers on every write.
        ...(deadline.hours ? { sum: { field: deadline.hours, kind: "integer" as const } } : {}),
      },
    };
  }
  const hop = PATHS.get(kind)?.[0];
  // Work with no way to a client and nobody assigned is nobody's: its records are counted (to none).
  if (!hop) return undefined;
  return {
    byClient: { resource: kind, fields: [deadline.field, hop.field], only: open.join(" AND ") || "true" },
  };
}

/** A kind's tallied open work due by `to` (bound as `$n`), per employee and due date. */
async function talliedPart(
  db: Db,
  kind: DeadlineKind,
  tallies: WorkloadTallies,
  to: string,
): Promise<string> {
  const d = dialectOf(db);
  const { deadline, def } = PLANS.get(kind)!;
  // The tallies' rows hold their records' values as `data`: the records' own expressions read them.
  const due = d.valueExpr(sortValue(def, deadline.field)!);
  if ("assigned" in tallies) {
    const a = d.valueExpr({ field: deadline.assignee!, kind: "plain" });
    return `SELECT ${a} AS employee_id, ${due} AS due, n FROM ${await tallyRows(db, tallies.assigned)} t
      WHERE ${due} <= ${to}`;
  }
  const [hop, ...steps] = PATHS.get(kind)!;
  const manager = managerByRefs({ resource: hop.to, id: d.jsonField("t", hop.field) }, steps);
  return `SELECT ${manager} AS employee_id, ${due} AS due, n FROM ${await tallyRows(db, tallies.byClient)} t
    WHERE ${due} <= ${to}`;
}

/** How many open items each employee has due on each day up to `to`: the workload's counts, in one statement. */
export async function countOpenByEmployee(
  db: Db,
  q: WorkloadQuery,
  titles: TitleLookup,
): Promise<Array<{ employeeId: string; employee: string; due: string; count: number }>> {
  if (q.kinds.length === 0) return [];
  const { params, add } = binder();
  const parts: string[] = [];
  const open: DeadlineQuery = { ...q, openOnly: true, limit: 0 };
  for (const kind of q.kinds) {
    const tallies = workloadTallies(db, kind, q);
    if (tallies) parts.push(await talliedPart(db, kind, tallies, add(q.to)));
    // All of a kind's open work, or (tallied by assignee) the work nobody is assigned.
    if (!tallies || "assigned" in tallies) {
      const rows = await branch(db, kind, open, add, false, tallies !== undefined);
      parts.push(`SELECT u.employee_id, u.due, 1 AS n FROM (${rows}) u`);
    }
  }
  // A tally keeps a row whose records have all gone (it nets to nothing): no count of it is shown.
  const rows = await db.all<{ employee_id: string | null; due: string; n: number | string }>(
    `SELECT c.employee_id, c.due, sum(c.n) AS n FROM (${parts.join(" UNION ALL ")}) c
     GROUP BY c.employee_id, c.due HAVING sum(c.n) > 0`,
    params,
  );
  const names = await new TitleResolver(titles).refTitles(
    "employee",
    [...new Set(rows.flatMap((r) => (r.employee_id === null ? [] : [r.employee_id])))],
  );
  // Work with nobody to sit with (no assignee, a client without a manager) is nobody's load.
  return rows.flatMap((r) =>
    r.employee_id === null ? [] : [{
      employeeId: r.employee_id,
      employee: names.get(r.employee_id) ?? r.employee_id,
      due: r.due,
      count: Number(r.n),
    }]
  );
}

/** Makes the workload's tallies (else made on first use): the server does before it listens (workflows/ready.ts). */
export async function readyWorkloadTallies(db: Db): Promise<void> {
  for (const kind of PLANS.keys()) {
    const tallies = workloadTallies(db, kind, { kinds: [kind], to: "", confine: () => undefined });
    if (tallies) await tallyRows(db, "assigned" in tallies ? tallies.assigned : tallies.byClient);
  }
}
