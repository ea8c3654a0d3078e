/**
 * The workload's counts (issue 16, issue 34): how many open items each employee has due on each day. For the whole
 * practice they are read off tallies kept by the writes (tally.ts) of the open records alone: per assignee and due
 * date, the work assigned to someone; per due date and the first record on the way to the client, the work nobody
 * is assigned, which sits with the client's manager, found by record_ref probes as the reading goes (a client's
 * manager changes without a write of its work). A few hundred rows, where the bench's practice read the rows of
 * its 18,655 open records one by one (no engine takes a JSON value from an expression index). Narrower questions
 * (an office, a division, a client, a confined reader) and renewed kinds are counted from the records.
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

/** A kind's workload tallies: of the work assigned (with an assignee field), and of the work nobody is assigned. */
type WorkloadTallies = { assigned?: TallySpec; unassigned?: TallySpec };

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
  const a = deadline.assignee && dialectOf(db).valueExpr({ field: deadline.assignee, kind: "plain" });
  const hop = PATHS.get(kind)?.[0];
  return {
    ...(deadline.assignee &&
      {
        assigned: { resource: kind, fields: [deadline.assignee, deadline.field], only: open.join(" AND ") },
      }),
    // Work with no way to a client and nobody assigned is nobody's.
    ...(hop && {
      unassigned: {
        resource: kind,
        fields: [deadline.field, hop.field],
        only: [...open, ...(a ? [`(${a} IS NULL OR ${a} = '')`] : [])].join(" AND ") || "true",
      },
    }),
  };
}

/** A kind's open work due by `to` (bound as `$n`), per employee and due date, off its tallies. */
async function talliedParts(
  db: Db,
  kind: DeadlineKind,
  tallies: WorkloadTallies,
  to: string,
): Promise<string[]> {
  const d = dialectOf(db);
  const { deadline, def } = PLANS.get(kind)!;
  // The tallies' rows hold their records' values as `data`: the records' own expressions read them.
  const due = d.valueExpr(sortValue(def, deadline.field)!);
  const parts: string[] = [];
  if (tallies.assigned) {
    const a = d.valueExpr({ field: deadline.assignee!, kind: "plain" });
    parts.push(`SELECT ${a} AS employee_id, ${due} AS due, n FROM ${await tallyRows(db, tallies.assigned)} t
      WHERE ${a} <> '' AND ${due} <= ${to}`);
  }
  if (tallies.unassigned) {
    const [hop, ...steps] = PATHS.get(kind)!;
    const manager = managerByRefs({ resource: hop.to, id: d.jsonField("t", hop.field) }, steps);
    parts.push(
      `SELECT ${manager} AS employee_id, ${due} AS due, n FROM ${await tallyRows(db, tallies.unassigned)} t
      WHERE ${due} <= ${to}`,
    );
  }
  return parts;
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
    if (tallies) parts.push(...await talliedParts(db, kind, tallies, add(q.to)));
    else {parts.push(
        `SELECT u.employee_id, u.due, 1 AS n FROM (${await branch(db, kind, open, add, false)}) u`,
      );}
  }
  if (parts.length === 0) return [];
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
    for (const spec of [tallies?.assigned, tallies?.unassigned]) if (spec) await tallyRows(db, spec);
  }
}
