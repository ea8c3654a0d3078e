import { refusal } from "../../domain/api/index.ts";
import {
  dueDateOf,
  jobTitle,
  type Period,
  periodLabel,
  periodsDue,
  readRecurrence,
} from "../../domain/jobs/recurrence.ts";
import type { JobPreview } from "../../domain/jobs/preview.ts";
import type { StageRole } from "../../domain/resources/jobs.ts";
import { practiceToday } from "../../domain/today.ts";
import type { Db } from "../store/db.ts";
import {
  type Actor,
  type ApiRecord,
  claimScheduledRun,
  clientFilter,
  type Engine,
  listRequest,
  lockUntilCommit,
  madeJobPeriods,
  readyJobRuns,
  refreshStatistics,
  TitleResolver,
  wholeList,
} from "../backoffice/index.ts";

import { automates, doerOf, type JobAutomations, startEntry } from "./job-automations.ts";
import { activeIds, logRun, type RunStarter, SCHEDULE_ACTOR } from "./run-log.ts";

/** Serializes job runs across instances: two runs never both find a job missing and both make it. */
export const RUN_LOCK = "ledgerdesk-job-run";
/** The schedule's claim on a practice day for a template, beside the triggers' (each a day's one run). */
const claimOf = (template: string) => `job-template:${template}`;

export type Stage = {
  name: string;
  role: StageRole;
  employee?: string | null;
  checklist?: { item: string }[];
  hours?: number;
};

/** What a job of these stages starts with: its first stage, every stage's checklist undone, their hours. */
export function startingWork(stages: readonly Stage[]) {
  return {
    stage: stages[0].name,
    checklist: stages.flatMap((s) =>
      (s.checklist ?? []).map((c) => ({ stage: s.name, item: c.item, done: false }))
    ),
    budgetedHours: stages.reduce((sum, s) => sum + (s.hours ?? 0), 0),
  };
}

/** One job a run would make: its client and period, and what it starts with. */
type PlannedJob = {
  account: string;
  period: Period;
  title: string;
  dueDate: string;
  assignee: string | null;
};

/**
 * Runs job templates (issue 38): for every active client the template's saved filter selects (as the running
 * employee sees the clients), one job per period the recurrence has started or starts within the days ahead,
 * unless that client has the period's job already; then a `jobrun` record saying what happened. A run is one
 * transaction, all or nothing, through the engine's create path (refs, search, audit), and idempotent: a second
 * finds every job made. Each new job enters its first stage with that stage's automations (a request sent, the
 * assignee notified...), in the run's transaction; their mails go once it has committed. A preview works the same
 * plan out and writes nothing.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #automations: () => JobAutomations | undefined;

  /** `automations`: the stages' automations (made after the runner where they need its engine's requests). */
  constructor(db: Db, engine: Engine, automations: () => JobAutomations | undefined = () => undefined) {
    this.#db = db;
    this.#engine = engine;
    this.#automations = automations;
  }

  /** What a run of template `id` would make now, as `actor` sees the clients. */
  async preview(id: string, actor: Actor): Promise<JobPreview> {
    await this.#engine.whenReady();
    await this.#ready();
    const titles = new TitleResolver(this.#engine.lookup(actor));
    const { template, name, plan, skipped } = await this.#plan(id, actor, titles);
    const periods = new Map<string, JobPreview["periods"][number]>();
    const clients = new Map<string, number>();
    for (const job of plan) {
      const p = periods.get(job.period.start) ?? { ...job.period, label: periodLabel(job.period), count: 0 };
      p.count++;
      periods.set(job.period.start, p);
      clients.set(job.account, (clients.get(job.account) ?? 0) + 1);
    }
    const names = await titles.refTitles("account", [...clients.keys()]);
    return {
      template: template.id,
      title: name,
      create: plan.length,
      skipped,
      periods: [...periods.values()].sort((a, b) => (a.start < b.start ? -1 : 1)),
      clients: [...clients].map(([account, count]) => ({
        account,
        title: names.get(account) ?? account,
        count,
      })),
    };
  }

  /**
   * Runs template `id` now, or for the schedule's practice day (undefined when another run or instance has that
   * day's claim). 404 for an unknown template, 409 for an inactive one.
   */
  async run(id: string, by: RunStarter): Promise<ApiRecord | undefined> {
    const engine = this.#engine;
    await engine.whenReady();
    await this.#ready();
    const actor = "actor" in by ? by.actor : SCHEDULE_ACTOR;
    const titles = new TitleResolver(engine.lookup(actor));
    const jobDef = engine.def("job")!;
    const runDef = engine.def("jobrun")!;
    const now = engine.now();
    const entering = engine.writeContext(jobDef, actor, now);
    const stored = await this.#db.transaction(async (tx) => {
      await lockUntilCommit(tx, RUN_LOCK);
      if ("schedule" in by && !await claimScheduledRun(tx, claimOf(id), by.schedule, now)) return undefined;
      const { template, plan, skipped, stages } = await this.#plan(id, actor, titles);
      const first = stages[0];
      const { checklist, budgetedHours: hours } = startingWork(stages);
      const made = await engine.insertMany(
        jobDef,
        plan.map((job) => ({
          stage: first.name,
          checklist,
          assignee: job.assignee,
          dueDate: job.dueDate,
          budgetedHours: hours,
          status: "open",
        })),
        actor,
        plan.map((job) => ({
          title: job.title,
          template: template.id,
          account: job.account,
          periodStart: job.period.start,
          periodEnd: job.period.end,
          history: [startEntry(first.name, now, actor.id)],
        })),
        titles,
      );
      const automations = this.#automations();
      if (automations && automates(first)) {
        // The clients were read for the plan: the stage's automations find them there.
        const ctx = {
          ...entering,
          get: async (to: string, id: string) => titles.held(to, id) ?? await entering.get(to, id),
        };
        for (const [i, job] of made.entries()) made[i] = await automations.start(ctx, job);
      }
      await titles.adopt(jobDef, made);
      return await logRun(engine, runDef, { field: "template", id, by, now, created: made, skipped }, titles);
    });
    // Only now that the run has committed: the automations' mails (a refused run sent none).
    for (const fn of entering.committed) fn();
    // 50,000 jobs made: PostgreSQL's planner learns of them now, not when autovacuum gets to it (the board's lists
    // and the next run's reading were planned on a table without them).
    if (stored) await refreshStatistics(this.#db, Number(stored.data.created));
    return stored && (await engine.present(runDef, [stored], titles))[0];
  }

  /** The ids of the active templates, by name: what the daily schedule runs. */
  activeTemplates(): Promise<string[]> {
    return activeIds(this.#engine, "jobtemplate");
  }

  /**
   * The index and list a run reads are made on first use and remembered (sort-index.ts): made inside a run's
   * transaction, one would vanish with a refused run while still remembered, so they are made (a row of the list
   * read) first.
   */
  async #ready(): Promise<void> {
    const accountDef = this.#engine.def("account")!;
    await readyJobRuns(this.#db);
    await this.#engine.source("account").list(accountDef, listRequest(accountDef, { pageSize: 1 }).request);
  }

  async #plan(id: string, actor: Actor, titles: TitleResolver) {
    const engine = this.#engine;
    const templateDef = engine.def("jobtemplate")!;
    const accountDef = engine.def("account")!;
    const template = await engine.source("jobtemplate").get(templateDef, id);
    if (!template) throw refusal("recordNotFound", { resource: "jobtemplate", id });
    const [name] = await titles.titles(templateDef, [template]);
    if (template.data.active === false) throw refusal("jobTemplateInactive", { name });
    const stages = (template.data.stages ?? []) as Stage[];
    const recurrence = readRecurrence(template.data.recurrence, template.data.startsOn);
    // The declaration requires both, so a stored template has them: without, the store is not what was written.
    if (!recurrence || stages.length === 0) {
      throw new Error(`job template ${id} has no stages or no recurrence`);
    }

    const today = practiceToday(engine.now());
    const periods = periodsDue(recurrence, today, Number(template.data.daysAhead ?? 0));
    const { q, where } = clientFilter(template.data.clients, accountDef);
    // Jobs only for clients still served, whatever else the filter asks.
    const listed = await engine.sourceFor("account", actor).list(
      accountDef,
      wholeList(accountDef, { q, where: { ...where as Record<string, string[]>, status: ["active"] } }),
    );
    await titles.adopt(accountDef, listed.rows);
    // Every job of the template, whoever may see it: a job made is made, whoever runs next.
    const have = await madeJobPeriods(this.#db, id);
    const dueAfter = Number(template.data.dueDaysAfter ?? 0);
    const plan: PlannedJob[] = [];
    let skipped = 0;
    for (const period of periods) {
      for (const client of listed.rows) {
        if (have.has(`${client.id}|${period.start}`)) {
          skipped++;
          continue;
        }
        plan.push({
          account: client.id,
          period,
          title: jobTitle(name, period),
          dueDate: dueDateOf(period, dueAfter),
          assignee: doerOf(stages[0], client.data),
        });
      }
    }
    return { template, name, plan, skipped, stages };
  }
}
