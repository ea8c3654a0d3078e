/**
 * The workload's counts (issue 16, issue 34): how many open items each employee has due on each day. Work with an
 * assignee field (returns, correspondence, projects) is counted off a tally kept by the writes (tally.ts) of its
 * open condition's field, its assignee and its due date: a few hundred rows, where counting the 16,000 open returns
 * of the bench's practice read each one's row (no engine takes a JSON value from an expression index). What the
 * tally cannot tell is counted record by record, as before: the work nobody is assigned (it sits with the client's
 * manager, which the client's record says), kinds with no assignee, and any query narrower than the practice's.
 */
import type { DeadlineKind } from "../../../domain/workflows/practice-work.ts";
import type { Db } from "../../store/db.ts";
import { dialectOf } from "../dialect.ts";
import { sortValue } from "../fields.ts";
import { tallyRows, type TallySpec } from "../tally.ts";
import { type TitleLookup, TitleResolver } from "../titles.ts";
import { branch, openCondition } from "./deadline-branches.ts";
import { PLANS } from "./deadline-plans.ts";
import { binder, type DeadlineQuery } from "./deadlines.ts";

type WorkloadQuery = Omit<DeadlineQuery, "openOnly" | "limit" | "employee" | "from">;

/**
 * The tally a kind's open work is counted off for this query, or none: the kind has one open condition, an
 * assignee and no renewals, and the query is the whole practice's (no office, division or client, no confinement).
 */
export function workloadTally(kind: DeadlineKind, q: WorkloadQuery): TallySpec | undefined {
  const { deadline } = PLANS.get(kind)!;
  const [open, ...more] = deadline.openWhile;
  if (!open || more.length > 0 || !deadline.assignee || deadline.renewedBy) return undefined;
  if (q.office !== undefined || q.division !== undefined || q.client !== undefined || q.confine(kind)) {
    return undefined;
  }
  return { resource: kind, fields: [open.field, deadline.assignee, deadline.field] };
}

/** A kind's assigned open work due by `to`, per assignee and due date, off its tally (`to` bound as `$n`). */
async function talliedPart(db: Db, kind: DeadlineKind, spec: TallySpec, to: string): Promise<string> {
  const d = dialectOf(db);
  const { deadline, def } = PLANS.get(kind)!;
  const open = openCondition(db, def, deadline.openWhile[0]).sql;
  const assignee = d.valueExpr({ field: deadline.assignee!, kind: "plain" });
  const due = d.valueExpr(sortValue(def, deadline.field)!);
  // The tally's rows hold its records' values as `data`: the records' own conditions select them.
  return `SELECT ${assignee} AS employee_id, ${due} AS due, n FROM ${await tallyRows(db, spec)} t
    WHERE ${open} AND ${assignee} <> '' AND ${due} <= ${to}`;
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
    const spec = workloadTally(kind, q);
    const rows = await branch(db, kind, open, add, false, spec !== undefined);
    parts.push(`SELECT u.employee_id, u.due, 1 AS n FROM (${rows}) u`);
    if (spec) parts.push(await talliedPart(db, kind, spec, add(q.to)));
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
    const spec = workloadTally(kind, { kinds: [kind], to: "", confine: () => undefined });
    if (spec) await tallyRows(db, spec);
  }
}
