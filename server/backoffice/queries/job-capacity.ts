/**
 * The workload's capacity (issue 38): the budgeted hours of each employee's open jobs per due date in the weeks
 * shown, and the weekly hours of the employees it lists, in one statement for the whole view. The whole practice's
 * hours are read off the workload's own tally of assigned open jobs (deadline-workload.ts keeps their sum beside
 * the count); a confined reader's from the records they may see. Which week an hour falls in and who is over is
 * domain/workflows/capacity.ts's.
 */
import type { DueHours } from "../../../domain/workflows/capacity.ts";
import type { Db } from "../../store/db.ts";
import { dialectOf, literal } from "../dialect.ts";
import { sortValue } from "../fields.ts";
import { tallyRows } from "../tally.ts";
import type { Confine } from "../visibility.ts";
import { openCondition } from "./deadline-branches.ts";
import { PLANS } from "./deadline-plans.ts";
import { binder } from "./deadlines.ts";
import { workloadTallies } from "./deadline-workload.ts";

const JOB = "job";

export type CapacityQuery = {
  /** The first and last day whose jobs' hours are summed. */
  from: string;
  to: string;
  /** The reader's confinement to their clients' records, as the workload's counts take it. */
  confine: (resource: string) => Confine | undefined;
};

/**
 * The hours of open jobs due in [from, to] per assignee and due date, and each of `employees`' weekly hours (absent
 * for one who has none set).
 */
export async function jobHoursByEmployee(
  db: Db,
  q: CapacityQuery,
  employees: readonly string[],
): Promise<{ due: DueHours[]; weeklyHours: Map<string, number> }> {
  const d = dialectOf(db);
  const { deadline, def } = PLANS.get(JOB)!;
  const { params, add } = binder();
  const due = d.valueExpr(sortValue(def, deadline.field)!);
  const assignee = d.valueExpr({ field: deadline.assignee!, kind: "plain" });
  const range = `${due} >= ${add(q.from)} AND ${due} <= ${add(q.to)}`;
  const tallies = workloadTallies(db, JOB, { kinds: [JOB], to: q.to, confine: q.confine });
  let hours: string;
  if (tallies && "assigned" in tallies && tallies.assigned.sum) {
    // The tally's rows hold their records' values as `data`: the records' own expressions read them.
    hours = `SELECT ${assignee} AS employee_id, ${due} AS due, sum(t.cents) AS cents,
      CAST(NULL AS integer) AS weekly
      FROM ${await tallyRows(db, tallies.assigned)} t WHERE ${range}
      GROUP BY ${assignee}, ${due} HAVING sum(t.n) > 0`;
  } else {
    const open = deadline.openWhile.map((w) => openCondition(db, def, w).sql);
    const confine = q.confine(JOB);
    const budgeted = d.valueExpr({ field: deadline.hours!, kind: "integer" });
    hours = `SELECT ${assignee} AS employee_id, ${due} AS due, sum(coalesce(${budgeted}, 0)) * 100 AS cents,
        CAST(NULL AS integer) AS weekly
      FROM record WHERE resource = ${literal(JOB)} AND ${[...open, range].join(" AND ")} AND ${assignee} <> ''
        ${confine ? `AND ${confine("id", add)}` : ""}
      GROUP BY ${assignee}, ${due}`;
  }
  const weekly = employees.length === 0 ? "" : `UNION ALL
    SELECT id, NULL, 0, weekly_hours FROM employee WHERE id IN (${employees.map((e) => add(e)).join(", ")})`;
  const rows = await db.all<
    { employee_id: string; due: string | null; cents: number | string | null; weekly: number | string | null }
  >(`SELECT h.employee_id, h.due, h.cents, h.weekly FROM (${hours}) h ${weekly}`, params);
  const out = { due: [] as DueHours[], weeklyHours: new Map<string, number>() };
  for (const r of rows) {
    if (r.due === null) {
      if (r.weekly !== null) out.weeklyHours.set(r.employee_id, Number(r.weekly));
    } else out.due.push({ employeeId: r.employee_id, due: r.due, hours: Number(r.cents) / 100 });
  }
  return out;
}
