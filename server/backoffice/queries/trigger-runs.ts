/**
 * What a trigger run reads and writes of the store besides records made through the engine: the lock that
 * serializes runs, the schedule's (trigger, day) claims, the returns there are and the active clients, each off an
 * index made before the run (readyTriggerRuns). Which clients a trigger takes and what it makes is the workflow's
 * (server/workflows/triggers.ts, domain/workflows/tax-case-triggers.ts).
 */
import { RESOURCES } from "../../../domain/resources/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { returnKey } from "../../../domain/workflows/tax-case-triggers.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, literal, type Value } from "../dialect.ts";
import { ensureValuesIndex } from "../sort-index.ts";
import type { Stored } from "../source.ts";
import type { Confine } from "../visibility.ts";

/** Serializes runs across instances (PostgreSQL), so two runs never both find a return missing and both make it. */
const RUN_LOCK = "ledgerdesk-trigger-run";

/** Holds RUN_LOCK until the transaction `tx` ends. */
export function lockTriggerRuns(tx: Db): Promise<void> {
  return dialectOf(tx).lock(tx, RUN_LOCK);
}

/** Claims (trigger, day) for the schedule; false when it is taken. Waits for a claim another instance holds. */
export async function claimScheduledRun(tx: Db, triggerId: string, day: string, now: Date): Promise<boolean> {
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
export async function existingReturns(
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

/**
 * The index clients are read from with `fields`: their values, then the resource column, without which SQLite reads
 * each client's row anyway (it does not count the column of a partial index's condition as held by the index).
 */
export function clientIndex(fields: readonly string[]): Value[] {
  return [...fields.map((field): Value => ({ field, kind: "plain" })), {
    field: "resource",
    kind: "plain",
    column: "resource",
  }];
}

/**
 * The active clients of the practice (a confined employee's own only: `confine`), with `fields` alone (status
 * first, the index's leading value; a trigger run's CLIENT_FIELDS unless given), off an index holding those values
 * (made before the run: readyTriggerRuns, readyObligationRuns), in its order. SQLite answers them from the index, reading no client's
 * record: read whole, 80,000 clients scattered over a practice's pages were most of a run (each a page of its
 * own: 4.1 of 19 s, measured; 0.5 s off the index). PostgreSQL cannot answer an expression from an index: it
 * reads each client's row, and sends those values alone (its whole JSON, parsed here, was 1.4 s of a run; the
 * values, 0.3 s).
 */
export async function activeClients(
  db: Db,
  def: ResourceDef,
  confine: Confine | undefined,
  fields: readonly string[] = CLIENT_FIELDS,
): Promise<Stored[]> {
  const d = dialectOf(db);
  const values = clientIndex(fields);
  const index = await ensureValuesIndex(db, def.name, values);
  const params: SqlValue[] = ["active"];
  const mine = confine ? ` AND ${confine("id", (value) => `$${params.push(value)}`)}` : "";
  const rows = await db.all<Record<string, unknown> & { id: string }>(
    `SELECT id, ${fields.map((_, i) => `${d.valueExpr(values[i])} AS v${i}`).join(", ")}
     FROM record ${d.indexedBy(index)}
     WHERE resource = ${literal(def.name)} AND ${d.valueExpr(values[0])} = $1${mine}`,
    params,
  );
  const kinds = fields.map((name) => def.fields.find((f) => f.name === name)?.kind);
  return rows.map((row) => {
    const data: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      const value = row[`v${i}`];
      if (value !== null && value !== undefined) data[field] = storedValue(kinds[i], value);
    });
    return { id: row.id, data, version: 0, createdAt: "", updatedAt: "", createdBy: null, updatedBy: null };
  });
}

/**
 * A value read as a field's value expression, as the record holds it: a JSON boolean is 1 or 0 to SQLite and
 * `true` or `false` as PostgreSQL's text, a number is text to PostgreSQL, a list is its JSON's text to both.
 */
export function storedValue(kind: string | undefined, value: unknown): unknown {
  if (kind === "bool") return value === 1 || value === "true";
  if (kind === "integer" || kind === "money") return Number(value);
  if (kind === "items") return JSON.parse(String(value));
  return String(value);
}

/**
 * Makes the indexes a run reads, which are otherwise made on first use: start-up calls this (ready.ts), and a run
 * before its transaction (made inside it, an index would vanish with a failed run while still remembered). Over
 * a million returns their making would be most of a first run.
 */
export async function readyTriggerRuns(db: Db): Promise<void> {
  await ensureValuesIndex(db, "incometax", RETURN_KEY);
  await ensureValuesIndex(db, "account", clientIndex(CLIENT_FIELDS));
}
