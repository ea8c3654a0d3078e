import type { JobEvent, StageRole } from "../../domain/resources/jobs.ts";
import { practiceDateTime } from "../../domain/today.ts";
import type { Background } from "../background.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import type {
  Actor,
  DocumentRequests,
  Engine,
  HookContext,
  ResourceHooks,
  Stored,
} from "../backoffice/index.ts";

type RecordData = Record<string, unknown>;

/** A template's stage with its automations (domain/resources/jobs.ts). */
type Stage = {
  name: string;
  role: StageRole;
  employee?: string | null;
  assign?: boolean;
  notify?: boolean;
  request?: string | null;
  returnStatus?: string | null;
  moveOn?: boolean;
};

/** One line of a job's history. */
export type HistoryEntry = {
  stage: string;
  at: string;
  event: JobEvent;
  by: string | null;
  employee: string | null;
  request: string | null;
  role: StageRole | null;
  returnStatus?: string | null;
  taxReturn?: string | null;
};

type Checked = { stage: string; done?: boolean };
type Note = (event: JobEvent, by: string | null, more?: Partial<HistoryEntry>) => void;

/** What one write does to a job's history: a line per event, a stage's automations, moving on when done. */
type Flow = {
  stages: Stage[];
  history: HistoryEntry[];
  note: Note;
  /** Runs the automations of the stage `data` is now in. */
  entering(): Promise<void>;
  /** Moves on by itself from each finished stage that says so, entering the next. */
  movingOn(): Promise<void>;
};

export type JobAutomationDeps = {
  engine: Engine;
  requests: DocumentRequests;
  mailer: Mailer;
  /** Sends the mails once a write has committed, a failure logged. */
  background: Background;
  /** Where links point (PUBLIC_URL). */
  publicUrl: string;
};

/** The first line of a job a run makes: it starts in its template's first stage. */
export function startEntry(stage: string, now: Date, by: string | null): HistoryEntry {
  return {
    stage,
    at: practiceDateTime(now),
    event: "started",
    by,
    employee: null,
    request: null,
    role: null,
  };
}

/** Who does a stage for a client: its manager, partner or preparer, or the employee the stage names. */
export function doerOf(stage: Stage | undefined, client: RecordData | undefined): string | null {
  if (!stage) return null;
  const id = stage.role === "employee" ? stage.employee : client?.[stage.role];
  return typeof id === "string" && id !== "" ? id : null;
}

/** Whether entering `stage` does anything: what a run's new job must do in its first. */
export function automates(stage: Stage | undefined): boolean {
  return Boolean(stage && (stage.assign || stage.notify || stage.request || stage.returnStatus));
}

/**
 * A job's stage history and its template's automations (issue 38), run inside the write that changes the job's
 * stage or checklist (whichever way: the board, the form, the list, a bulk change), the run that makes it, or the
 * write that completes or cancels a request it sent, so that the move, what the automations make and the history
 * saying so commit together or not at all. On entering a stage, in order: assign the job to whoever does the
 * stage (a role naming nobody for the client leaves the assignee and says so in the history), send a document
 * request from the stage's request template (made, its link kept and marked sent here; the mail goes once the
 * write has committed), set the linked return's status (a job without a return says so), notify the assignee (a
 * mail, once committed). A stage that moves on by itself does so when its checklist items are all done and the
 * requests it sent are complete or cancelled (a stage with neither has nothing to finish, and waits to be moved);
 * the next stage's automations run in turn.
 */
export class JobAutomations {
  readonly #deps: JobAutomationDeps;

  constructor(deps: JobAutomationDeps) {
    this.#deps = deps;
  }

  /** Inside an update's compute, after its stage is known to be the template's: mutates `data`. */
  async onUpdate(ctx: HookContext, data: RecordData, previous: Stored): Promise<void> {
    const moved = data.stage !== previous.data.stage;
    const ticked = JSON.stringify(data.checklist ?? []) !== JSON.stringify(previous.data.checklist ?? []);
    if (!moved && !ticked) return;
    const flow = await this.#flow(ctx, data, previous);
    if (moved) {
      flow.note("moved", ctx.actor.id);
      await flow.entering();
    }
    await flow.movingOn();
    data.history = flow.history;
  }

  /**
   * A job a run has just made enters its first stage, inside the run's transaction: that stage's automations
   * run and the job is written again with what they did (a versioned write, audited). Mails go through
   * `ctx.onCommit`, for the run to send once it has committed. Answers the job as it now is.
   */
  async start(ctx: HookContext, job: Stored): Promise<Stored> {
    const data = { ...job.data };
    const flow = await this.#flow(ctx, data, job);
    if (!automates(flow.stages.find((s) => s.name === data.stage))) return job;
    await flow.entering();
    await flow.movingOn();
    return await this.#write(ctx, job, data, flow.history);
  }

  /**
   * Request `request`, linked to a job, has just been completed or cancelled by `actor`, inside the write that did
   * so: the job's stage moves on if that finished it (the same write). Answers what to run once it has committed.
   */
  async requestSettled(request: Stored, actor: Actor): Promise<Array<() => void>> {
    const { engine } = this.#deps;
    const def = engine.def("job")!;
    const job = typeof request.data.job === "string"
      ? await engine.source("job").get(def, request.data.job)
      : undefined;
    if (!job || job.data.status !== "open") return [];
    const ctx = engine.writeContext(def, actor, engine.now());
    const data = { ...job.data };
    const flow = await this.#flow(ctx, data, job);
    await flow.movingOn();
    if (data.stage === job.data.stage) return [];
    await this.#write(ctx, job, data, flow.history);
    return ctx.committed;
  }

  /** Writes what the automations changed of a job, over the version read in the same transaction. */
  #write(ctx: HookContext, job: Stored, data: RecordData, history: HistoryEntry[]): Promise<Stored> {
    const { engine } = this.#deps;
    const changes = { stage: data.stage, assignee: data.assignee, history };
    return engine.setServerFields(engine.def("job")!, job.id, job.version, changes, ctx.actor);
  }

  /** The flow of one write of job `job`, whose fields are being changed to `data` (mutated as it goes). */
  async #flow(ctx: HookContext, data: RecordData, job: Stored): Promise<Flow> {
    const template = typeof data.template === "string"
      ? await ctx.get("jobtemplate", data.template)
      : undefined;
    const stages = (template?.data.stages ?? []) as Stage[];
    const history = [...(job.data.history ?? []) as HistoryEntry[]];
    const at = practiceDateTime(new Date(ctx.at));
    const note: Note = (event, by, more = {}) =>
      history.push({
        stage: String(data.stage),
        at,
        event,
        by,
        employee: null,
        request: null,
        role: null,
        ...more,
      });
    const entering = async () => {
      const stage = stages.find((s) => s.name === data.stage);
      if (stage) await this.#enter(ctx, data, job.id, stage, note);
    };
    const movingOn = async () => {
      // Each pass moves one stage on, so a chain of finished stages ends by the last one.
      for (let pass = 0; pass < stages.length; pass++) {
        const here = stages.findIndex((s) => s.name === data.stage);
        if (here < 0 || here === stages.length - 1 || !stages[here].moveOn) break;
        if (!await this.#finished(ctx, data, history, stages[here].name)) break;
        data.stage = stages[here + 1].name;
        note("moved-on", null);
        await entering();
      }
    };
    return { stages, history, note, entering, movingOn };
  }

  /** Whether stage `name`'s work is done: its checklist items, and the requests it sent. */
  async #finished(
    ctx: HookContext,
    data: RecordData,
    history: HistoryEntry[],
    name: string,
  ): Promise<boolean> {
    const items = ((data.checklist ?? []) as Checked[]).filter((c) => c.stage === name);
    const sent = history.filter((h) => h.stage === name && h.event === "request-sent" && h.request);
    if (items.length === 0 && sent.length === 0) return false;
    if (!items.every((c) => c.done === true)) return false;
    for (const { request } of sent) {
      const kept = await ctx.get("documentrequest", request!);
      if (kept && kept.data.status === "open") return false;
    }
    return true;
  }

  async #enter(
    ctx: HookContext,
    data: RecordData,
    jobId: string,
    stage: Stage,
    note: Note,
  ): Promise<void> {
    const client = await ctx.get("account", String(data.account));
    if (stage.assign) {
      const who = doerOf(stage, client?.data);
      if (who) {
        data.assignee = who;
        note("assigned-to", null, { employee: who });
      } else {
        note("not-assigned", null, { role: stage.role });
      }
    }
    if (stage.request) {
      const request = await this.#sendRequest(ctx, data, jobId, stage.request);
      note("request-sent", null, { request });
    }
    if (stage.returnStatus) await this.#setReturnStatus(ctx, data, stage.returnStatus, note);
    if (stage.notify && typeof data.assignee === "string") {
      const mail = await this.#notice(ctx, data, jobId, data.assignee, stage.name, client);
      // An assignee without an address is not notified, and the history does not say they were.
      if (mail) {
        const { background, mailer } = this.#deps;
        ctx.onCommit(() => background.run("A job's notice to its assignee", () => mailer.send(mail)));
        note("notified", null, { employee: data.assignee });
      }
    }
  }

  /**
   * Sets the status of the job's linked return: a versioned write of it through the engine (its own rules and
   * audit entry), in the job's write. A job without a return has nothing to set, and its history says so.
   */
  async #setReturnStatus(ctx: HookContext, data: RecordData, status: string, note: Note): Promise<void> {
    const { engine } = this.#deps;
    const def = engine.def("incometax")!;
    const id = typeof data.taxReturn === "string" ? data.taxReturn : null;
    const linked = id ? await engine.source("incometax").get(def, id) : undefined;
    if (!linked) {
      note("return-status-not-set", null, { returnStatus: status });
      return;
    }
    await engine.update(def, linked.id, { status, version: linked.version }, ctx.actor);
    note("return-status-set", null, { returnStatus: status, taxReturn: linked.id });
  }

  /**
   * Makes a request from `template` for the job's client and the tax year its period ends in, linked to the job,
   * and marks it sent with its link kept: a client without an e-mail address refuses the whole write (the
   * request's own refusal). The mail goes once committed; one that cannot be sent leaves the request unsent (its
   * link withdrawn), for staff to send again from its page.
   */
  async #sendRequest(ctx: HookContext, data: RecordData, jobId: string, template: string): Promise<string> {
    const { engine, requests } = this.#deps;
    const def = engine.def("documentrequest")!;
    const made = await engine.insert(
      def,
      {
        account: data.account,
        template,
        taxYear: Number(String(data.periodEnd ?? ctx.today).slice(0, 4)),
        ...(typeof data.assignee === "string" ? { responsible: data.assignee } : {}),
      },
      ctx.actor,
      { job: jobId },
    );
    const now = new Date(ctx.at);
    const link = await requests.keepLink(made, now, false);
    const sent = await engine.setServerFields(
      def,
      made.id,
      made.version,
      { sentAt: now.toISOString() },
      ctx.actor,
    );
    ctx.onCommit(() =>
      void requests.mail(link).catch(() =>
        engine.setServerFields(def, sent.id, sent.version, { sentAt: null }, ctx.actor).catch(() => undefined)
      )
    );
    return made.id;
  }

  /** The mail telling `employee` that the job has entered `stage` with them; none when they have no address. */
  async #notice(
    ctx: HookContext,
    data: RecordData,
    jobId: string,
    employee: string,
    stage: string,
    client: Stored | undefined,
  ): Promise<Mail | undefined> {
    const person = await ctx.get("employee", employee);
    const to = person?.data.email;
    if (typeof to !== "string" || !to) return undefined;
    const job = this.#deps.engine.def("job")!;
    return jobMail(to, {
      employee: String(person?.data.firstName ?? ""),
      job: String(data.title ?? ""),
      client: String(client?.data.name ?? ""),
      stage,
      page: `${this.#deps.publicUrl.replace(/\/+$/, "")}${job.base}/view/${jobId}`,
    });
  }
}

/** The assignee's notice, in English, Turkish and Arabic at once (as the request mails). */
export function jobMail(
  to: string,
  f: { employee: string; job: string; client: string; stage: string; page: string },
): Mail {
  return {
    to,
    subject: `${f.job} (${f.client}): ${f.stage}`,
    text: [
      `${f.employee},\n\n${f.job} for ${f.client} is now at "${f.stage}", with you.\n\nThe job: ${f.page}`,
      `${f.employee},\n\n${f.client} için ${f.job} artık "${f.stage}" aşamasında ve sizde.\n\nİş: ${f.page}`,
      `${f.employee}،\n\nوصل ${f.job} للعميل ${f.client} إلى مرحلة "${f.stage}"، وهو لديك.\n\nالعمل: ${f.page}`,
    ].join("\n\n———\n\n"),
  };
}

/** The resources' hooks with jobs' stage changes kept in their history and their automations run (issue 38). */
export function withJobAutomations(
  hooks: Readonly<Record<string, ResourceHooks>>,
  automations: () => JobAutomations,
): Record<string, ResourceHooks> {
  const job = hooks.job ?? {};
  return {
    ...hooks,
    job: {
      ...job,
      async compute(ctx, data, previous) {
        await job.compute?.(ctx, data, previous);
        if (previous) await automations().onUpdate(ctx, data, previous);
      },
    },
  };
}
