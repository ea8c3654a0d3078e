import { refusal } from "../../domain/api/index.ts";
import { type JobTemplateChanges, TEMPLATE_CHANGES_LISTED } from "../../domain/jobs/preview.ts";
import { practiceDateTime } from "../../domain/today.ts";
import type { Db } from "../store/db.ts";
import { type Actor, type Engine, lockUntilCommit, type Stored, wholeList } from "../backoffice/index.ts";
import type { HistoryEntry, JobAutomations } from "./job-automations.ts";
import { RUN_LOCK, type Stage, startingWork } from "./jobs.ts";

type Checked = { stage: string; item: string; done?: boolean };
type Work = ReturnType<typeof startingWork>;

/** Not yet started: open, in the stage it started in and never moved from it, nothing of its checklist done. */
function notStarted(job: Stored): boolean {
  const history = (job.data.history ?? []) as HistoryEntry[];
  return job.data.status === "open" && job.data.stage === (history[0]?.stage ?? job.data.stage) &&
    !history.some((h) => h.event === "moved" || h.event === "moved-on") &&
    !((job.data.checklist ?? []) as Checked[]).some((c) => c.done === true);
}

function differs(job: Stored, work: Work): boolean {
  const checklist = ((job.data.checklist ?? []) as Checked[]).map((c) => ({ stage: c.stage, item: c.item }));
  return job.data.stage !== work.stage || Number(job.data.budgetedHours ?? 0) !== work.budgetedHours ||
    JSON.stringify(checklist) !== JSON.stringify(work.checklist.map(({ stage, item }) => ({ stage, item })));
}

/**
 * A job template's edit reaches only its jobs not yet started, and only after a preview (issue 38): `preview`
 * lists the jobs that would change (as the employee sees them) and what they would become; `apply` changes those
 * of the jobs named (the ones previewed) that still are not started and still differ, in one transaction (never
 * beside a run of the template), each a versioned write with its audit entry and a line in its history. A job
 * whose first stage is now another enters it as a run's new job does, with that stage's automations (a request
 * sent, the assignee notified); their mails go once the change has committed.
 */
export class JobTemplateEdits {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #automations: () => JobAutomations | undefined;

  /** `automations`: the stages' automations (made after the routes where they need the engine's requests). */
  constructor(db: Db, engine: Engine, automations: () => JobAutomations | undefined = () => undefined) {
    this.#db = db;
    this.#engine = engine;
    this.#automations = automations;
  }

  async preview(id: string, actor: Actor): Promise<JobTemplateChanges> {
    await this.#engine.whenReady();
    const { work, jobs } = await this.#plan(id, actor);
    const listed = [...jobs].sort((a, b) => String(a.data.title).localeCompare(String(b.data.title)))
      .slice(0, TEMPLATE_CHANGES_LISTED);
    return {
      template: id,
      stage: work.stage,
      items: work.checklist.length,
      budgetedHours: work.budgetedHours,
      total: jobs.length,
      ids: jobs.map((j) => j.id),
      jobs: listed.map((j) => ({
        id: j.id,
        title: String(j.data.title ?? ""),
        stage: String(j.data.stage),
        items: ((j.data.checklist ?? []) as Checked[]).length,
        budgetedHours: Number(j.data.budgetedHours ?? 0),
      })),
    };
  }

  /** Applies the template to the named jobs still due a change: how many changed, and how many no longer were. */
  async apply(
    id: string,
    named: readonly string[],
    actor: Actor,
  ): Promise<{ changed: number; skipped: number }> {
    const engine = this.#engine;
    await engine.whenReady();
    const jobDef = engine.def("job")!;
    const wanted = new Set(named);
    const now = engine.now();
    const entering = engine.writeContext(jobDef, actor, now);
    const done = await this.#db.transaction(async (tx) => {
      await lockUntilCommit(tx, RUN_LOCK);
      const { work, jobs } = await this.#plan(id, actor);
      let changed = 0;
      for (const job of jobs.filter((j) => wanted.has(j.id))) {
        const line: HistoryEntry = {
          stage: work.stage,
          at: practiceDateTime(now),
          event: "template-changed",
          by: actor.id,
          employee: null,
          request: null,
          role: null,
        };
        const history = [...(job.data.history ?? []) as HistoryEntry[], line];
        const written = await engine.setServerFields(
          jobDef,
          job.id,
          job.version,
          { ...work, history },
          actor,
        );
        if (job.data.stage !== work.stage) await this.#automations()?.start(entering, written);
        changed++;
      }
      return { changed, skipped: wanted.size - changed };
    });
    // Only now that the change has committed: the automations' mails (a refused change sent none).
    for (const fn of entering.committed) fn();
    return done;
  }

  /** The template's starting work, and its jobs the actor sees that are not started and differ from it. */
  async #plan(id: string, actor: Actor): Promise<{ work: Work; jobs: Stored[] }> {
    const engine = this.#engine;
    const template = await engine.source("jobtemplate").get(engine.def("jobtemplate")!, id);
    if (!template) throw refusal("recordNotFound", { resource: "jobtemplate", id });
    const stages = (template.data.stages ?? []) as Stage[];
    if (stages.length === 0) throw new Error(`job template ${id} has no stages`);
    const work = startingWork(stages);
    const jobDef = engine.def("job")!;
    const kept = await engine.sourceFor("job", actor).list(
      jobDef,
      wholeList(jobDef, { where: { template: [id], status: ["open"] } }),
    );
    return { work, jobs: kept.rows.filter((j) => notStarted(j) && differs(j, work)) };
  }
}
