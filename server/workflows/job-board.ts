import { invalidField } from "../../domain/api/index.ts";
import type { BoardCard, BoardFilters, JobBoard } from "../../domain/jobs/board.ts";
import { practiceToday } from "../../domain/today.ts";
import type { Db } from "../store/db.ts";
import { type Actor, boardCounts, type Engine, stageRequest } from "../backoffice/index.ts";

export type BoardQuery = BoardFilters & { stage?: string; after?: string; pageSize: number };

/**
 * A job template's pipeline board (issue 38) as `actor` sees its jobs: a column per stage in the template's order,
 * each with its counts (server/backoffice/queries/job-board.ts) and its first cards in due-date order, read by the
 * jobs list's own engine under the list's conditions, so that the board and the list it links to agree. Asked
 * for one stage (`stage`, from `after`), only that column: its next cards ("show more").
 */
export async function jobBoard(
  db: Db,
  engine: Engine,
  id: string,
  actor: Actor,
  q: BoardQuery,
): Promise<JobBoard> {
  const jobDef = engine.def("job")!;
  const template = await engine.read(engine.def("jobtemplate")!, id, actor);
  const names = ((template.stages ?? []) as { name: string }[]).map((s) => s.name);
  if (q.stage !== undefined && !names.includes(q.stage)) {
    throw invalidField("stage", "notAStage", { stages: names.join(", ") });
  }
  const stages = q.stage === undefined ? names : [q.stage];
  const today = practiceToday(engine.now());
  const filters = { assignee: q.assignee, account: q.account, overdue: q.overdue };
  const within = engine.visibility.within("job", actor);
  // The counts and every column's cards at once: each is a statement or two of under a millisecond (EXPLAIN
  // ANALYZE over the bench's 50,000 jobs), so a board read one after another on PostgreSQL was its ten round
  // trips' waits (19.7–33 ms p50 under load); together they share them.
  const [counts, pages] = await Promise.all([
    boardCounts(db, jobDef, { template: id, stages, today, filters, within }),
    Promise.all(stages.map((stage) =>
      engine.list(
        jobDef,
        stageRequest(jobDef, { template: id, stage, filters, today, pageSize: q.pageSize, after: q.after }),
        actor,
      )
    )),
  ]);
  const columns = stages.map((stage, i) => ({
    stage,
    ...counts.get(stage)!,
    cards: pages[i].items as unknown as BoardCard[],
    next: pages[i].next,
  }));
  return { template: id, title: template._title, today, columns };
}
