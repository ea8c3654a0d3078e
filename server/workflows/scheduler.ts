import type { Db } from "../store/db.ts";
import { TriggerRunner } from "./triggers.ts";
import { defaultSpan, ObligationRunner } from "./obligations.ts";
import { JobRunner } from "./jobs.ts";
import { type JobAutomationDeps, JobAutomations } from "./job-automations.ts";
import { createEngine, type DocumentRequests, remindRequests } from "../backoffice/index.ts";
import { addDays } from "../../domain/calendar.ts";
import { practiceInstant, practiceToday } from "../../domain/today.ts";

/**
 * The hour on the practice's clock (its zone: domain/today.ts) at which the daily pass runs: quiet, and after
 * midnight's day change.
 */
export const SCHEDULE_HOUR = 2;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** One trigger's part in a daily pass. */
export type PassOutcome =
  | { trigger: string; outcome: "ran"; run: string; created: number; skipped: number }
  | { trigger: string; outcome: "taken" }
  | { trigger: string; outcome: "failed"; error: string };

type Cron = (
  name: string,
  schedule: string,
  options: { signal?: AbortSignal },
  handler: () => Promise<void>,
) => Promise<void>;

export interface ScheduleOptions {
  /** Defaults to a runner over its own engine on `db`. */
  runner?: TriggerRunner;
  /** The obligations' runner (issue 36); defaults to one over the same engine as the triggers'. */
  obligations?: ObligationRunner;
  /** The job templates' runner (issue 38); defaults to one over the same engine as the triggers'. */
  jobs?: JobRunner;
  clock?: () => Date;
  log?: (line: string) => void;
  /** One-off public holidays from configuration, for the default runner's engine. */
  extraHolidays?: readonly string[];
  /** Deno.cron when the runtime offers it (`--unstable-cron`); null forces the timer. */
  cron?: Cron | null;
  /** Document requests to remind after the triggers' runs (issue 35); without them, none are. */
  requests?: DocumentRequests;
  /** False: neither cron nor timer, a pass runs only when asked (runNow). Default true. */
  timed?: boolean;
}

/**
 * The next moment, strictly after `now`, when the practice's clock shows `hour`:00 (on a day the clock jumps over
 * it, the moment it jumps: practiceInstant).
 */
export function nextRunAt(now: Date, hour = SCHEDULE_HOUR): Date {
  const today = practiceToday(now);
  const at = practiceInstant(today, hour);
  return at > now ? at : practiceInstant(addDays(today, 1), hour);
}

/**
 * Deno.cron's schedule (cron keeps UTC) for the practice's `hour`: every UTC time of day at which that hour falls
 * in the year from `now` (one in a zone without daylight saving, two in one with it). `due` tells a firing at
 * the practice's hour (which fell since the firing before) from one that is not (the other season's time).
 */
function cronSchedule(now: Date, hour = SCHEDULE_HOUR): { schedule: string; due: (at: Date) => boolean } {
  const minutes = new Set<number>();
  const hours = new Set<number>();
  const today = practiceToday(now);
  for (let day = 0; day <= 366; day++) {
    const at = practiceInstant(addDays(today, day), hour);
    minutes.add(at.getUTCMinutes());
    hours.add(at.getUTCHours());
  }
  const list = (values: Set<number>) => [...values].sort((a, b) => a - b);
  // The firings, in minutes of the day, and the least time from one to the next (round midnight too).
  const firings = list(hours).flatMap((h) => list(minutes).map((m) => h * 60 + m)).sort((a, b) => a - b);
  const apart = Math.min(...firings.map((m, i) => (firings[i + 1] ?? firings[0] + DAY_MINUTES) - m));
  return {
    schedule: `${list(minutes).join(",")} ${list(hours).join(",")} * * *`,
    due: (at) => nextRunAt(new Date(at.getTime() - apart * MINUTE_MS), hour) <= at,
  };
}

/**
 * Runs every active trigger once for practice day `day`. Each run claims (trigger, day) in its own transaction,
 * so however many instances run the pass, each trigger runs once that day; a trigger that fails is logged and
 * the others still run (its claim rolls back with it, so a later pass that day tries again).
 */
export async function runScheduledDay(
  runner: TriggerRunner,
  day: string,
  log: (line: string) => void = console.log,
): Promise<PassOutcome[]> {
  const outcomes: PassOutcome[] = [];
  for (const trigger of await runner.activeTriggers()) {
    try {
      const run = await runner.run(trigger, { schedule: day });
      if (!run) {
        outcomes.push({ trigger, outcome: "taken" });
        continue;
      }
      const [created, skipped] = [Number(run.created), Number(run.skipped)];
      outcomes.push({ trigger, outcome: "ran", run: run.id, created, skipped });
      log(
        `Trigger schedule ${day}: ${
          run._refTitles.trigger ?? trigger
        } created ${created}, skipped ${skipped}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ trigger, outcome: "failed", error: message });
      log(`Trigger schedule ${day}: trigger ${trigger} failed: ${message}`);
    }
  }
  return outcomes;
}

/**
 * Keeps every client's obligations for practice day `day` (issue 36): the span from that day on, once a day
 * whichever instance runs the pass. A failure is logged; the claim rolls back with it, so a later pass tries again.
 */
export async function runObligationDay(
  runner: ObligationRunner,
  day: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  try {
    const run = await runner.run(defaultSpan(day), { schedule: day });
    if (run) {
      log(
        `Obligations ${day}: created ${run.create}, changed ${run.change}, retired ${run.retire}, ` +
          `reopened ${run.reopen}`,
      );
    }
  } catch (error) {
    log(`Obligations ${day}: the run failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The job templates' runner of the daily pass, over the engine of its requests: a new job's first stage runs its
 * automations (a request sent, a notice) as on "Run now".
 */
export function scheduledJobRunner(db: Db, deps: Omit<JobAutomationDeps, "engine">): JobRunner {
  const engine = deps.requests.deps.engine;
  const automations = new JobAutomations({ ...deps, engine });
  return new JobRunner(db, engine, () => automations);
}

/**
 * Runs every active job template once for practice day `day` (issue 38), each claiming (template, day) in its
 * own transaction as a trigger does: a template that fails is logged and the others still run.
 */
export async function runJobDay(
  runner: JobRunner,
  day: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const template of await runner.activeTemplates()) {
    try {
      const run = await runner.run(template, { schedule: day });
      if (run) {
        log(
          `Jobs ${day}: ${
            run._refTitles.template ?? template
          } created ${run.created}, skipped ${run.skipped}`,
        );
      }
    } catch (error) {
      log(
        `Jobs ${day}: template ${template} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/**
 * Starts the daily pass at 02:00 practice time: Deno.cron where the runtime has it, else a timer set for the
 * next 02:00 (and again after each pass): every active trigger, then the clients' obligations, then every active
 * job template, then the document requests' reminders. `runNow()` runs today's pass at once (after one under way): the claims keep each trigger,
 * the obligations and each request's reminder to once a day whoever asks. `stop()` ends it and waits for a pass
 * under way, so the store can close behind it.
 */
export function startTriggerSchedule(
  db: Db,
  options: ScheduleOptions = {},
): { runNow(): Promise<unknown>; stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? console.log;
  const engine = createEngine({ db, clock, extraHolidays: options.extraHolidays });
  const runner = options.runner ?? new TriggerRunner(db, engine);
  const obligations = options.obligations ?? new ObligationRunner(db, engine);
  const jobs = options.jobs ?? new JobRunner(db, engine);
  const cron = options.cron === undefined ? runtimeCron() : options.cron;
  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = () => {
    if (controller.signal.aborted) return running;
    running = running.then(async () => {
      const day = practiceToday(clock());
      await runScheduledDay(runner, day, log);
      await runObligationDay(obligations, day, log);
      await runJobDay(jobs, day, log);
      if (options.requests) await remindRequests(options.requests, day, log);
    }).catch((error) => {
      log(`Trigger schedule: the pass failed: ${error instanceof Error ? error.message : error}`);
    });
    return running;
  };

  const timed = options.timed ?? true;
  if (timed && cron) {
    const { schedule, due } = cronSchedule(clock());
    cron("ledgerdesk-trigger-schedule", schedule, { signal: controller.signal }, async () => {
      if (due(clock())) await pass();
    }).catch((error) => log(`Trigger schedule: Deno.cron stopped: ${error?.message ?? error}`));
  } else if (timed) {
    const arm = (after: Date) => {
      if (controller.signal.aborted) return;
      const at = nextRunAt(after);
      timer = setTimeout(async () => {
        await pass();
        // A timer may fire a little early: the next one is set from the moment this one was meant for.
        arm(new Date(Math.max(at.getTime(), clock().getTime())));
      }, Math.max(0, at.getTime() - clock().getTime()));
    };
    arm(clock());
  }

  return {
    runNow: pass,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

/** Deno.cron, when this runtime offers it (it needs `--unstable-cron` outside Deno Deploy). */
function runtimeCron(): Cron | null {
  const cron = (Deno as unknown as { cron?: Cron }).cron;
  return typeof cron === "function" ? cron.bind(Deno) : null;
}
