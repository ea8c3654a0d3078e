/**
 * What an obligation run (issue 36, server/workflows/obligations.ts) reads of the store: the active clients'
 * compliance profiles and the obligations kept, each the few values a plan needs, off an index made before the
 * run (readyObligationRuns) rather than every record's JSON.
 */
import { ACCOUNT_PROFILE_FIELDS } from "../../../domain/compliance/account-profile.ts";
import { RESOURCES } from "../../../domain/resources/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, literal, type Value } from "../dialect.ts";
import { ensureValuesIndex } from "../sort-index.ts";
import type { Stored } from "../source.ts";
import type { Confine } from "../visibility.ts";
import { activeClients, clientIndex, storedValue } from "./trigger-runs.ts";

/** What a run reads of a client: its status first (activeClients), its profile, its manager and its title. */
const PROFILE_FIELDS: readonly string[] = [
  ...new Set([
    "status",
    ...ACCOUNT_PROFILE_FIELDS,
    "manager",
    ...RESOURCES.find((d) => d.name === "account")!.titleFields,
  ]),
];

/** The active clients (a confined employee's own: `confine`) with their profiles' fields alone. */
export function profiledClients(db: Db, def: ResourceDef, confine: Confine | undefined): Promise<Stored[]> {
  return activeClients(db, def, confine, PROFILE_FIELDS);
}

/** An obligation as a plan compares it (domain/compliance/plan.ts Kept), read off KEPT_INDEX. */
export type KeptRow = {
  id: string;
  version: number;
  account: string;
  kind: string;
  period: string;
  dueDate: string;
  status: string;
  generated: boolean;
  retired: boolean;
};

// Due date first: a run's new obligations, due after those kept, go in at the index's end rather than each beside
// its client's others all over it.
const KEPT_FIELDS = ["dueDate", "account", "kind", "period", "status", "generated", "retired"] as const;
const KEPT_VALUES: readonly Value[] = KEPT_FIELDS.map((field) => ({ field, kind: "plain" }));
/** With the version and the resource column, SQLite answers a run's reading from the index alone. */
const KEPT_INDEX: readonly Value[] = [
  ...KEPT_VALUES,
  { field: "version", kind: "plain", column: "version" },
  { field: "resource", kind: "plain", column: "resource" },
];

/**
 * Every obligation kept (a confined employee's clients' only), as a plan compares them: a run must know one kept
 * under any due date (a season's date corrected moves it out of the span), so it reads them all, but only these
 * values: off the index on SQLite, the rows' values alone on PostgreSQL (which cannot answer an expression from an
 * index).
 */
export async function keptObligations(
  db: Db,
  def: ResourceDef,
  confine: Confine | undefined,
): Promise<KeptRow[]> {
  const d = dialectOf(db);
  const index = await ensureValuesIndex(db, def.name, KEPT_INDEX);
  const params: SqlValue[] = [];
  const mine = confine ? ` AND ${confine("id", (value) => `$${params.push(value)}`)}` : "";
  const rows = await db.all<Record<string, unknown> & { id: string; version: number | string }>(
    `SELECT id, version, ${KEPT_VALUES.map((v, i) => `${d.valueExpr(v)} AS v${i}`).join(", ")}
     FROM record ${d.indexedBy(index)}
     WHERE resource = ${literal(def.name)}${mine}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    version: Number(row.version),
    dueDate: String(row.v0),
    account: String(row.v1),
    kind: String(row.v2),
    period: String(row.v3),
    status: String(row.v4),
    generated: storedValue("bool", row.v5) === true,
    retired: storedValue("bool", row.v6) === true,
  }));
}

/**
 * Makes the indexes a run reads (start-up, ready.ts, and a run before its transaction: made inside it, an index
 * would vanish with a failed run while still remembered).
 */
export async function readyObligationRuns(db: Db): Promise<void> {
  await ensureValuesIndex(db, "account", clientIndex(PROFILE_FIELDS));
  await ensureValuesIndex(db, "obligation", KEPT_INDEX);
}
