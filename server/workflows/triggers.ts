import { RESOURCES } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import {
  planRun,
  readFilter,
  readSchedule,
  returnKey,
  targetTaxYears,
} from "../../domain/workflows/tax-case-triggers.ts";
import { refusal } from "../../domain/api/index.ts";
import type { Db, SqlValue } from "../store/db.ts";
import {
  type Actor,
  type ApiRecord,
  dialectOf,
  type Engine,
  ensureValuesIndex,
  type ListRequest,
  literal,
  sortValue,
  type Stored,
  TitleResolver,
  type Value,
} from "../backoffice/index.ts";
import { practiceToday } from "../../domain/today.ts";

/** Who starts a run: a signed-in employee ("Run now"), or the daily schedule for one practice day. */
export type RunStarter = { actor: Actor } | { schedule: string };

/** The schedule writes as the server itself: no employee, so the history says "System". */
const SCHEDULE_ACTOR: Actor = { id: null, role: "system" };

/** Serializes runs across instances (PostgreSQL), so two runs never both find a return missing and both make it. */
const RUN_LOCK = "ledgerdesk-trigger-run";

const clock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Johannesburg",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * When a run happened as the practice reads it, `2026-11-22 02:00:05` (Africa/Johannesburg, as its calendar day
 * is): readable in the list and the CSV, and in order when sorted as text. The record's createdAt keeps the instant.
 */
export function practiceTime(now: Date): string {
  const part = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

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
      await dialectOf(tx).lock(tx, RUN_LOCK);
      if ("schedule" in by && !await claim(tx, id, by.schedule, now)) return undefined;
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

      const accounts = byCode(await activeClients(tx, engine, accountDef, actor));
      const plan = planRun({
        today,
        schedule,
        filter: readFilter(trigger.data.accountFilter),
        accounts,
        existing: await existingReturns(tx, returnDef, taxType, targetTaxYears(today)),
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
      return await engine.insert(runDef, {}, actor, {
        trigger: id,
        ranAt: practiceTime(now),
        ranBy: actor.id,
        scheduled: "schedule" in by,
        created: created.length,
        createdRecords: created.map((r) => r.id),
        skipped: plan.skipped,
      }, titles);
    });
    return stored && (await engine.present(runDef, [stored], titles))[0];
  }

  /** The ids of the active triggers, by name: what the daily schedule runs. */
  async activeTriggers(): Promise<string[]> {
    const def = this.#engine.def("trigger");
    if (!def) return [];
    const active = listAll(def, "name", [{ kind: "eq", value: sortValue(def, "active")!, params: [true] }]);
    return (await rowsOf(this.#engine, def, active, SCHEDULE_ACTOR)).map((r) => r.id);
  }
}

/** Claims (trigger, day) for the schedule; false when it is taken. Waits for a claim another instance holds. */
async function claim(tx: Db, triggerId: string, day: string, now: Date): Promise<boolean> {
  const { changes } = await tx.run(
    `INSERT INTO trigger_claim (trigger_id, day, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT (trigger_id, day) DO NOTHING`,
    [triggerId, day, now.toISOString()],
  );
  return changes > 0;
}

/** What a run must know of the returns there are: their tax type, year and client, read off one index. */
const TAX_TYPE: Value = { field: "taxType", kind: "plain" };
// Compared as stored: a tax year is a whole number, whose text is exact, and PostgreSQL then indexes it without
// the numeric cast an `integer` value takes (one JSON parse less per return when the index is made).
const TAX_YEAR: Value = { field: "taxYear", kind: "plain" };
const ACCOUNT: Value = { field: "account", kind: "plain" };
const RETURN_KEY = [TAX_TYPE, TAX_YEAR, ACCOUNT];

/**
 * The returnKey of every return of `taxType` in `years`: off the index of tax type, year and client (made before
 * the run), so no return is read, however many years of them the practice keeps.
 */
async function existingReturns(
  db: Db,
  returnDef: ResourceDef,
  taxType: string,
  years: readonly number[],
): Promise<Set<string>> {
  const d = dialectOf(db);
  const index = await ensureValuesIndex(db, returnDef.name, RETURN_KEY);
  const rows = await db.all<{ account: string; tax_year: number | string }>(
    `SELECT ${d.valueExpr(ACCOUNT)} AS account, ${d.valueExpr(TAX_YEAR)} AS tax_year
     FROM record ${d.indexedBy(index)}
     WHERE resource = ${literal(returnDef.name)} AND ${d.valueExpr(TAX_TYPE)} = $1
       AND ${d.valueExpr(TAX_YEAR)} IN (${years.map((_, i) => `$${i + 2}`).join(", ")})`,
    [taxType, ...years],
  );
  return new Set(rows.map((r) => returnKey(r.account, Number(r.tax_year))));
}

/**
 * What a run reads of a client, as stored: its status first (the index's leading value), what a trigger's filter
 * and the tax year go by (matchesFilter, yearEndMonthOf), and what its title is made of (the returns' search texts
 * and the run's answer name the client).
 */
const CLIENT_FIELDS: readonly string[] = [
  ...new Set([
    "status",
    "accountGroup",
    "accountType",
    "provisionalTaxpayer",
    "financialYearEnd",
    "code",
    ...RESOURCES.find((d) => d.name === "account")!.titleFields,
  ]),
];
const CLIENT_VALUES: readonly Value[] = CLIENT_FIELDS.map((field) => ({ field, kind: "plain" }));
/**
 * The index a run reads its clients from: CLIENT_VALUES, then the resource column, without which SQLite reads each
 * client's row anyway (it does not count the column of a partial index's condition as held by the index).
 */
const CLIENT_INDEX: readonly Value[] = [...CLIENT_VALUES, {
  field: "resource",
  kind: "plain",
  column: "resource",
}];

/**
 * The active clients of the practice (a confined employee's own only), with the fields of CLIENT_FIELDS alone,
 * off an index holding those values, in its order. SQLite answers them from the index, reading no client's
 * record: read whole, 80,000 clients scattered over a practice's pages were most of a run (each a page of its
 * own: 4.1 of 19 s, measured; 0.5 s off the index). PostgreSQL cannot answer an expression from an index: it
 * reads each client's row, and sends those values alone (its whole JSON, parsed here, was 1.4 s of a run; the
 * values, 0.3 s).
 */
async function activeClients(db: Db, engine: Engine, def: ResourceDef, actor: Actor): Promise<Stored[]> {
  const d = dialectOf(db);
  const index = await ensureValuesIndex(db, def.name, CLIENT_INDEX);
  const params: SqlValue[] = ["active"];
  const confine = engine.visibility.confine(def.name, actor);
  const mine = confine ? ` AND ${confine("id", (value) => `$${params.push(value)}`)}` : "";
  const rows = await db.all<Record<string, unknown> & { id: string }>(
    `SELECT id, ${CLIENT_VALUES.map((v, i) => `${d.valueExpr(v)} AS v${i}`).join(", ")}
     FROM record ${d.indexedBy(index)}
     WHERE resource = ${literal(def.name)} AND ${d.valueExpr(CLIENT_VALUES[0])} = $1${mine}`,
    params,
  );
  const kinds = CLIENT_FIELDS.map((name) => def.fields.find((f) => f.name === name)?.kind);
  return rows.map((row) => {
    const data: Record<string, unknown> = {};
    CLIENT_FIELDS.forEach((field, i) => {
      const value = row[`v${i}`];
      if (value !== null && value !== undefined) data[field] = stored(kinds[i], value);
    });
    return { id: row.id, data, version: 0, createdAt: "", updatedAt: "", createdBy: null, updatedBy: null };
  });
}

/**
 * A value read as a field's value expression, as the record holds it: a JSON boolean is 1 or 0 to SQLite and
 * `true` or `false` as PostgreSQL's text, a number is text to PostgreSQL.
 */
function stored(kind: string | undefined, value: unknown): unknown {
  if (kind === "bool") return value === 1 || value === "true";
  if (kind === "integer" || kind === "money") return Number(value);
  return String(value);
}

/**
 * Makes the indexes a run reads, which are otherwise made on first use: start-up calls this (ready.ts), and a run
 * before its transaction (made inside it, an index would vanish with a failed run while still remembered). Over
 * a million returns their making would be most of a first run.
 */
export async function readyTriggerRuns(db: Db): Promise<void> {
  await ensureValuesIndex(db, "incometax", RETURN_KEY);
  await ensureValuesIndex(db, "account", CLIENT_INDEX);
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Clients in the order of their codes, as the client list shows them (each code lowercased once, not per compare). */
function byCode(accounts: Stored[]): Stored[] {
  const keyed = accounts.map((r) => ({ r, code: String(r.data.code ?? "").toLowerCase() }));
  keyed.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return keyed.map((k) => k.r);
}

/** A list of every record that passes the filters, in `sort` order (the list path without a page). */
function listAll(def: ResourceDef, sort: string, filters: ListRequest["filters"]): ListRequest {
  return { q: "", filters, sort: sortValue(def, sort)!, order: "asc" };
}

/** The records of a list as `actor` sees them (every one, or their clients' only). */
async function rowsOf(
  engine: Engine,
  def: ResourceDef,
  request: ListRequest,
  actor: Actor,
): Promise<Stored[]> {
  return (await engine.sourceFor(def.name, actor).list(def, request)).rows;
}
