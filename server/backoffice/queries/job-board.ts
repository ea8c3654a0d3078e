/**
 * The counts of a job template's pipeline board (issue 38): how many open jobs are in each stage, and how many of
 * them are overdue. For the whole practice (or one assignee's jobs) they are read off a tally of the open jobs by
 * template, stage, assignee and due date, kept by the writes (tally.ts): a few rows per stage and due date, where
 * 50,000 jobs of one template would be counted one by one per stage. A board narrowed to a client, or read by an
 * employee confined to their clients, is counted from the records under the list's own conditions.
 */
import type { Db } from "../../store/db.ts";
import { dialectOf } from "../dialect.ts";
import { tallyRows, type TallySpec } from "../tally.ts";
import { summarizeList } from "../record-summary.ts";
import { listRequest } from "../list-query.ts";
import type { Filter, ListRequest } from "../source.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { Within } from "../visibility.ts";
import type { BoardFilters } from "../../../domain/jobs/board.ts";

export type StageCount = { count: number; overdue: number };

function openJobsTally(db: Db): TallySpec {
  const status = dialectOf(db).valueExpr({ field: "status", kind: "plain" });
  return {
    resource: "job",
    fields: ["assignee", "dueDate", "stage", "template"],
    only: `${status} = 'open'`,
  };
}

/** Makes the board's tally before any request needs it (start-up), as the workload's are. */
export async function readyBoardTally(db: Db): Promise<void> {
  await tallyRows(db, openJobsTally(db));
}

/** The list query of a stage's open jobs, as the board's cards and the jobs list read them. */
function stageQuery(template: string, stage: string, filters: BoardFilters, today: string) {
  return {
    template: [template],
    stage: [stage],
    status: ["open"],
    ...(filters.assignee ? { assignee: [filters.assignee] } : {}),
    ...(filters.account ? { account: [filters.account] } : {}),
    ...(filters.overdue ? { dueDateTo: [dayBefore(today)] } : {}),
  };
}

/**
 * The list request of a page of a stage's cards, in due-date order. The template is asked of the job's own value
 * rather than through record_ref, as a list of a ref asks: first among the conditions, with the stage, it makes the
 * list walk an index of template, stage and due date, and stop after the page, where the ref's condition read
 * every job of the template (50,000) before the first card.
 */
export function stageRequest(
  def: ResourceDef,
  q: {
    template: string;
    stage: string;
    filters: BoardFilters;
    today: string;
    pageSize: number;
    after?: string;
  },
): ListRequest {
  const { request } = listRequest(def, {
    where: stageQuery(q.template, q.stage, q.filters, q.today),
    sort: "dueDate",
    order: "asc",
    pageSize: q.pageSize,
    ...(q.after ? { at: { after: q.after } } : {}),
  });
  const rest = request.filters.filter((f) => !(f.kind === "ref" && f.field === "template"));
  const template: Filter = { kind: "eq", value: { field: "template", kind: "plain" }, params: [q.template] };
  return { ...request, count: false, filters: [template, ...rest] };
}

/** The day before an ISO day: a job is overdue once its due date has passed. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Each stage's count and overdue count of the template's open jobs, as `within` (a confined reader) sees them. */
export async function boardCounts(
  db: Db,
  jobDef: ResourceDef,
  q: { template: string; stages: readonly string[]; today: string; filters: BoardFilters; within?: Within },
): Promise<Map<string, StageCount>> {
  const counts = new Map(q.stages.map((s) => [s, { count: 0, overdue: 0 }]));
  if (q.within || q.filters.account) {
    for (const stage of q.stages) {
      const where = stageQuery(q.template, stage, q.filters, q.today);
      const all = await summarizeList(db, jobDef, { where }, { within: q.within });
      const late = q.filters.overdue ? all : await summarizeList(db, jobDef, {
        where: { ...where, dueDateTo: [dayBefore(q.today)] },
      }, { within: q.within });
      counts.set(stage, { count: all.count, overdue: late.count });
    }
    return counts;
  }
  const d = dialectOf(db);
  const [stage, due, template, assignee] = ["stage", "dueDate", "template", "assignee"].map((field) =>
    d.valueExpr({ field, kind: "plain" })
  );
  const params = [q.template, q.today];
  const conditions = [`${template} = $1`];
  if (q.filters.assignee) conditions.push(`${assignee} = $${params.push(q.filters.assignee)}`);
  if (q.filters.overdue) conditions.push(`${due} < $2`);
  const rows = await db.all<{ stage: string; n: number | string; overdue: number | string }>(
    `SELECT ${stage} AS stage, sum(n) AS n, sum(CASE WHEN ${due} < $2 THEN n ELSE 0 END) AS overdue
     FROM ${await tallyRows(db, openJobsTally(db))} t WHERE ${conditions.join(" AND ")} GROUP BY ${stage}`,
    params,
  );
  for (const row of rows) {
    // A stage the template no longer names keeps its jobs out of the board's columns (and its counts).
    if (counts.has(row.stage)) counts.set(row.stage, { count: Number(row.n), overdue: Number(row.overdue) });
  }
  return counts;
}
