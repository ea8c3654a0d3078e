import type { Db } from "../store/db.ts";
import { TriggerRunner } from "./triggers.ts";
import { createEngine } from "../backoffice/index.ts";
import { practiceToday } from "../../domain/today.ts";

/** The practice's hour (Africa/Johannesburg) at which the daily pass runs: quiet, and after midnight's day change. */
export const SCHEDULE_HOUR = 2;

/** Africa/Johannesburg keeps UTC+2 all year (no daylight saving), so its hours map to fixed UTC hours. */
const PRACTICE_UTC_OFFSET_HOURS = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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
  clock?: () => Date;
  log?: (line: string) => void;
  /** One-off public holidays from configuration, for the default runner's engine. */
  extraHolidays?: readonly string[];
  /** Deno.cron when the runtime offers it (`--unstable-cron`); null forces the timer. */
  cron?: Cron | null;
}

/** The next moment, strictly after `now`, when the practice's clock shows `hour`:00. */
export function nextRunAt(now: Date, hour = SCHEDULE_HOUR): Date {
  const [y, m, d] = practiceToday(now).split("-").map(Number);
  const today = Date.UTC(y, m - 1, d, hour - PRACTICE_UTC_OFFSET_HOURS);
  return new Date(today > now.getTime() ? today : today + DAY_MS);
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
 * Starts the daily pass at 02:00 practice time: Deno.cron where the runtime has it, else a timer set for the
 * next 02:00 (and again after each pass). `stop()` ends it and waits for a pass under way, so the store can close
 * behind it.
 */
export function startTriggerSchedule(db: Db, options: ScheduleOptions = {}): { stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? console.log;
  const runner = options.runner ??
    new TriggerRunner(db, createEngine({ db, clock, extraHolidays: options.extraHolidays }));
  const cron = options.cron === undefined ? runtimeCron() : options.cron;
  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = () => {
    if (controller.signal.aborted) return running;
    running = running.then(() => runScheduledDay(runner, practiceToday(clock()), log)).catch((error) => {
      log(`Trigger schedule: the pass failed: ${error instanceof Error ? error.message : error}`);
    });
    return running;
  };

  if (cron) {
    const utcHour = (SCHEDULE_HOUR - PRACTICE_UTC_OFFSET_HOURS + 24) % 24;
    cron("ledgerdesk-trigger-schedule", `0 ${utcHour} * * *`, { signal: controller.signal }, async () => {
      await pass();
    }).catch((error) => log(`Trigger schedule: Deno.cron stopped: ${error?.message ?? error}`));
  } else {
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
