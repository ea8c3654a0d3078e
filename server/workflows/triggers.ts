import {
  planRun,
  readFilter,
  readSchedule,
  targetTaxYears,
} from "../../domain/workflows/tax-case-triggers.ts";
import { refusal } from "../../domain/api/index.ts";
import type { Db } from "../store/db.ts";
import {
  activeClients,
  type ApiRecord,
  claimScheduledRun,
  type Engine,
  existingReturns,
  lockTriggerRuns,
  readyTriggerRuns,
  refreshStatistics,
  type Stored,
  TitleResolver,
} from "../backoffice/index.ts";
import { practiceToday } from "../../domain/today.ts";
import { activeIds, logRun, type RunStarter, SCHEDULE_ACTOR } from "./run-log.ts";

export type { RunStarter };

/**
 * Runs tax-case triggers (DOMAIN.md, "trigger"): for every active client the trigger's filter takes, one
 * `incometax` return of its tax year in progress (domain/workflows/tax-case-triggers.ts) unless the trigger's tax type
 * already has one, then a `triggerrun` record saying what happened. A run is one transaction, all or nothing:
 * the returns go through the engine's own create path (refs, search, audit as for a hand-made return), all of
 * them one batch of it (Engine.insertMany), and any failure leaves nothing behind. Runs are idempotent: a second
 * one finds every return made.
 */
export class TriggerRunner {
  readonly #db: Db;
  readonly #engine: Engine;

  constructor(db: Db, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /**
   * Runs trigger `id`. 404 for an unknown trigger, 409 for an inactive one or one without a usable schedule. For
   * the schedule, the (trigger, day) claim comes first, in the same transaction: undefined when another run (or
   * instance) has it already.
   */
  async run(id: string, by: RunStarter): Promise<ApiRecord | undefined> {
    const engine = this.#engine;
    await engine.whenReady();
    const [triggerDef, accountDef, returnDef, runDef] = ["trigger", "account", "incometax", "triggerrun"].map(
      (name) => {
        const def = engine.def(name);
        if (!def) throw new Error(`trigger runs need the ${name} resource`);
        return def;
      },
    );
    const now = engine.now();
    const today = practiceToday(now);
    const actor = "actor" in by ? by.actor : SCHEDULE_ACTOR;
    const db = this.#db;
    // The indexes a run reads are made on first use and remembered (sort-index.ts). Made inside the run's
    // transaction, one would vanish with a failed run while still remembered: they are made first, for good.
    await readyTriggerRuns(db);

    // An employee confined to their clients (CLIENT_VISIBILITY) runs a trigger for those clients only: the others'
    // returns are the schedule's (or an admin's) to make, and their clients read as missing to this run.
    const titles = new TitleResolver(engine.lookup(actor));
    const stored = await db.transaction(async (tx) => {
      await lockTriggerRuns(tx);
      if ("schedule" in by && !await claimScheduledRun(tx, id, by.schedule, now)) return undefined;
      const trigger = await engine.source("trigger").get(triggerDef, id);
      if (!trigger) throw refusal("recordNotFound", { resource: "trigger", id });
      const [name] = await titles.titles(triggerDef, [trigger]);
      if (trigger.data.active === false) {
        throw refusal("triggerInactive", { name });
      }
      const schedule = readSchedule(trigger.data.schedule);
      const taxType = trigger.data.taxType;
      if (!schedule || typeof taxType !== "string") {
        throw refusal("triggerUnusable", { name });
      }
      // SARS's rules go by the tax type's code (due-dates.ts); a tax type gone since reads as one without a rule.
      const taxTypeDef = engine.def("taxtype");
      const taxTypeRecord = taxTypeDef && await engine.source("taxtype").get(taxTypeDef, taxType);
      const code = typeof taxTypeRecord?.data.code === "string" ? taxTypeRecord.data.code : "";

      const accounts = byCode(
        await activeClients(tx, accountDef, engine.visibility.confine(accountDef.name, actor)),
      );
      const plan = planRun({
        today,
        schedule,
        taxType: code,
        filter: readFilter(trigger.data.accountFilter),
        accounts,
        existing: await existingReturns(tx, returnDef, taxType, targetTaxYears(today)),
        extra: engine.extraHolidays,
      });
      // The returns' clients were just read: their ref checks and search texts need no second read.
      await titles.adopt(accountDef, accounts);
      const preparedBy = typeof trigger.data.assignee === "string" ? trigger.data.assignee : null;
      // Made in the order of their clients' ids: the indexes keyed by client (refs, the returns' own) then take
      // each batch's entries in a narrow stretch of pages rather than one page each all over (measured).
      const { create } = plan;
      const order = create.map((_, i) => i).sort((a, b) => compareIds(create[a].account, create[b].account));
      const made = await engine.insertMany(
        returnDef,
        order.map((i) => ({
          account: create[i].account,
          taxType,
          taxYear: create[i].taxYear,
          dueDate: create[i].dueDate,
          // A day of the practice's own schedule, not SARS's: the trigger that chose it is the reason it differs.
          dueDateReason: schedule.kind === "statutory" ? null : name,
          requestedOn: today,
          preparedBy,
          status: "requested",
        })),
        actor,
        {},
        titles,
      );
      // Listed in the run in the plan's order, by client code: insertMany answers in the order it was given.
      const created = new Array<Stored>(made.length);
      order.forEach((i, k) => created[i] = made[k]);
      // Nor do the run's refs to them, or their titles in its answer.
      await titles.adopt(returnDef, created);
      return await logRun(
        engine,
        runDef,
        { field: "trigger", id, by, now, created, skipped: plan.skipped },
        titles,
      );
    });
    if (stored) await refreshStatistics(db, Number(stored.data.created));
    return stored && (await engine.present(runDef, [stored], titles))[0];
  }

  /** The ids of the active triggers, by name: what the daily schedule runs. */
  activeTriggers(): Promise<string[]> {
    return activeIds(this.#engine, "trigger");
  }
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Clients in the order of their codes, as the client list shows them (each code lowercased once, not per compare). */
function byCode(accounts: Stored[]): Stored[] {
  const keyed = accounts.map((r) => ({ r, code: String(r.data.code ?? "").toLowerCase() }));
  keyed.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return keyed.map((k) => k.r);
}
