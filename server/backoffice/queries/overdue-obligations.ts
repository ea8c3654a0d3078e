/**
 * The practice-wide compliance report's reads (issue 36): the obligations past due, grouped by client, kind and
 * status with their client's partner and office, and the clients whose compliance data a check could find wanting.
 * SQL over the generic record tables, the same in both engines. Obligations come off partial indexes of the open
 * and of the submitted ones keyed by kind and due date, so a report reads the obligations past due (and the
 * annual returns of the next 30 days), never the practice's history of returns filed: a kind is one range each.
 * What a line says and the standing are the report's (server/workflows/compliance-report.ts).
 */
import {
  OBLIGATION_KINDS,
  type ObligationKind,
  VAT_CATEGORY_NAMES,
} from "../../../domain/compliance/kinds.ts";
import { PAYMENT_KINDS } from "../../../domain/compliance/standing.ts";
import { FEBRUARY_YEAR } from "../../../domain/compliance/profile.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, literal, type Value } from "../dialect.ts";
import { ensureValuesIndex, type IndexedOnly, onlyWhere } from "../sort-index.ts";
import type { Confine } from "../visibility.ts";

/** The report's filters; `confine` keeps it to the clients an employee confined to theirs may see. */
export type OverdueFilters = { kind?: ObligationKind; partner?: string; office?: string; confine?: Confine };

/** How many obligations of one kind and status a client has past due, and the oldest due date among them. */
export type OverdueGroupRow = {
  account_id: string;
  partner_id: string | null;
  office_id: string | null;
  kind: ObligationKind;
  status: string;
  n: number | string;
  oldest: string;
};

const STATUS: Value = { field: "status", kind: "plain" };
const KIND: Value = { field: "kind", kind: "plain" };
const DUE: Value = { field: "dueDate", kind: "plain" };
const ID: Value = { field: "id", kind: "plain", column: "id" };
const OPEN: IndexedOnly = { value: STATUS, equals: "open" };
const SUBMITTED: IndexedOnly = { value: STATUS, equals: "submitted" };
const VAT_CATEGORY: Value = { field: "vatCategory", kind: "plain" };
const VAT_NUMBER: Value = { field: "vatNumber", kind: "plain" };
const YEAR_END: Value = { field: "financialYearEnd", kind: "integer" };
const ACCOUNT_TYPE: Value = { field: "accountType", kind: "plain" };

function binder(): { params: SqlValue[]; add: (value: SqlValue) => string } {
  const params: SqlValue[] = [];
  return { params, add: (value) => `$${params.push(value)}` };
}

const inList = (names: Iterable<string>) => `(${[...names].map(literal).join(", ")})`;

/** The obligations of `only` of some kinds due before (or on, `through`) a day, off that status's index. */
async function obligationsOf(
  db: Db,
  only: IndexedOnly,
  kinds: Iterable<ObligationKind>,
  due: string,
): Promise<string> {
  const d = dialectOf(db);
  const index = await ensureValuesIndex(db, "obligation", [KIND, DUE, ID], only);
  // A subquery, so its WHERE spells the very expressions the index holds; `due` is a bound parameter.
  return `SELECT id, ${d.valueExpr(KIND)} AS kind, ${literal(only.equals)} AS status, ${
    d.valueExpr(DUE)
  } AS due
    FROM record ${d.indexedBy(index)}
    WHERE resource = 'obligation' AND ${onlyWhere(db, only)} AND ${d.valueExpr(KIND)} IN ${inList(kinds)}
      AND ${due}`;
}

/** A ref through record_ref's primary key: no record is read for it. */
const refOf = (alias: string, resource: string, id: string, field: string) =>
  `${alias}.resource = '${resource}' AND ${alias}.id = ${id} AND ${alias}.field = '${field}'`;

/** The client's partner and office (LEFT: a client may have neither) and the filters on them and on the client. */
function clientTerms(filters: OverdueFilters, add: (value: SqlValue) => string, client: string) {
  const joins = ` LEFT JOIN record_ref rp ON ${refOf("rp", "account", client, "partner")}` +
    ` LEFT JOIN record_ref rf ON ${refOf("rf", "account", client, "office")}`;
  const terms: string[] = [];
  if (filters.partner !== undefined) terms.push(`rp.target_id = ${add(filters.partner)}`);
  if (filters.office !== undefined) terms.push(`rf.target_id = ${add(filters.office)}`);
  if (filters.confine) terms.push(filters.confine(client, add));
  return { joins, where: terms.map((t) => ` AND ${t}`).join("") };
}

/**
 * Every client's obligations past due on `today` under the filters, grouped by client, kind and status: the open
 * ones of every kind, and the submitted ones of a payment's kind (a VAT201 filed and not paid is still owed).
 */
export async function overdueObligationGroups(
  db: Db,
  filters: OverdueFilters,
  today: string,
): Promise<OverdueGroupRow[]> {
  const { params, add } = binder();
  const d = dialectOf(db);
  const kinds = (all: Iterable<ObligationKind>) =>
    [...all].filter((k) => !filters.kind || k === filters.kind);
  const before = `${d.valueExpr(DUE)} < ${add(today)}`;
  const open = kinds(OBLIGATION_KINDS);
  const owed = kinds(PAYMENT_KINDS);
  const parts = [
    ...(open.length > 0 ? [await obligationsOf(db, OPEN, open, before)] : []),
    ...(owed.length > 0 ? [await obligationsOf(db, SUBMITTED, owed, before)] : []),
  ];
  const client = clientTerms(filters, add, "ra.target_id");
  // CROSS JOIN: SQLite keeps the obligations past due first and looks up each one's client, where it would rather
  // walk every obligation's client ref while it knows nothing of how many the indexes hold.
  return await db.all<OverdueGroupRow>(
    `SELECT ra.target_id AS account_id, rp.target_id AS partner_id, rf.target_id AS office_id, o.kind, o.status,
       count(*) AS n, min(o.due) AS oldest
     FROM (${parts.join(" UNION ALL ")}) o
     CROSS JOIN record_ref ra${client.joins}
     WHERE ${refOf("ra", "obligation", "o.id", "account")}${client.where}
     GROUP BY ra.target_id, rp.target_id, rf.target_id, o.kind, o.status`,
    params,
  );
}

/**
 * The clients under the filters that a check (domain/compliance/checks.ts) could find wanting on `today`, each
 * found by what the check asks of it and nothing else: an open IRP6 or EMP201 past due, an open annual return due
 * within `soon`, a VAT category without a VAT number, a year end other than February on an account type whose
 * entity's year ends in February. The checks then decide; every client they would flag is among these.
 */
export async function checkCandidates(
  db: Db,
  filters: Omit<OverdueFilters, "kind">,
  today: string,
  soon: string,
): Promise<string[]> {
  const { params, add } = binder();
  const d = dialectOf(db);
  const due = d.valueExpr(DUE);
  const late = await obligationsOf(db, OPEN, ["irp6", "emp201"], `${due} < ${add(today)}`);
  const annual = await obligationsOf(db, OPEN, ["annual-return"], `${due} <= ${add(soon)}`);
  const vat = await ensureValuesIndex(db, "account", [VAT_CATEGORY, VAT_NUMBER, ID]);
  const yearEnd = await ensureValuesIndex(db, "account", [YEAR_END, ACCOUNT_TYPE, ID]);
  const category = d.valueExpr(VAT_CATEGORY);
  const number = d.valueExpr(VAT_NUMBER);
  const month = d.valueExpr(YEAR_END);
  // The account types whose entity's year of assessment ends in February; a year end either side of it is a range
  // of the index each (one condition `<> 2` would walk all of it).
  const february = `SELECT t.id FROM record t WHERE t.resource = 'accounttype'
    AND ${d.jsonField("t", "entityKind")} IN ${inList(FEBRUARY_YEAR)}`;
  const yearEnds = ["<", ">"].map((than) => `
       UNION ALL
       SELECT id FROM record ${d.indexedBy(yearEnd)}
         WHERE resource = 'account' AND ${month} ${than} 2 AND ${d.valueExpr(ACCOUNT_TYPE)} IN (${february})`)
    .join("");
  const client = clientTerms(filters, add, "c.id");
  const rows = await db.all<{ id: string }>(
    `SELECT DISTINCT c.id FROM (
       SELECT ra.target_id AS id FROM (${late} UNION ALL ${annual}) o
         JOIN record_ref ra ON ${refOf("ra", "obligation", "o.id", "account")}
       UNION ALL
       SELECT id FROM record ${d.indexedBy(vat)}
         WHERE resource = 'account' AND ${category} IN ${inList(VAT_CATEGORY_NAMES)}
           AND (${number} IS NULL OR ${number} = '')${yearEnds}
     ) c${client.joins}
     WHERE true${client.where}
     ORDER BY c.id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** What the checks read of the candidates: their records, their account types' entity kinds, their CIPC records. */
export type CheckInputRows = {
  accounts: { id: string; data: Record<string, unknown> }[];
  entityKinds: Map<string, unknown>;
  incorporated: Map<string, unknown>;
  obligations: { account: string; kind: ObligationKind; period: string; dueDate: string; status: string }[];
};

const parsed = (data: unknown): Record<string, unknown> =>
  typeof data === "string" ? JSON.parse(data) : data as never;

/**
 * The records the checks need of these clients, by id and by record_ref's target index: the clients, the account
 * types (a practice has a handful), their CIPC records and the open obligations of the kinds the checks read.
 */
export async function checkInputs(db: Db, ids: readonly string[]): Promise<CheckInputRows> {
  const d = dialectOf(db);
  const json = JSON.stringify(ids);
  // The clients by id, from one bound JSON array (the dialect's idIn): any number of them, one parameter.
  const clients = `SELECT id FROM record WHERE resource = 'account' AND ${d.idIn(json)(() => "$1")}`;
  const accounts = await db.all<{ id: string; data: unknown }>(
    `SELECT id, data FROM record WHERE resource = 'account' AND id IN (${clients})`,
    [json],
  );
  const types = await db.all<{ id: string; kind: unknown }>(
    `SELECT id, ${d.jsonField("record", "entityKind")} AS kind FROM record WHERE resource = 'accounttype'`,
  );
  const ofClients = (resource: string, fields: string) =>
    `SELECT r.target_id AS account, ${fields} FROM record_ref r
       JOIN record x ON x.resource = '${resource}' AND x.id = r.id
     WHERE r.target_resource = 'account' AND r.target_id IN (${clients}) AND r.resource = '${resource}'
       AND r.field = 'account'`;
  const cipc = await db.all<{ account: string; incorporated: unknown }>(
    ofClients("cipc", `${d.jsonField("x", "incorporationDate")} AS incorporated`),
    [json],
  );
  const obligations = await db.all<CheckInputRows["obligations"][number]>(
    `SELECT * FROM (${
      ofClients(
        "obligation",
        ["kind", "period", "dueDate", "status"].map((f) => `${d.jsonField("x", f)} AS "${f}"`).join(", "),
      )
    }) o WHERE o.status = 'open' AND o.kind IN ${
      inList(["irp6", "emp201", "annual-return", "beneficial-ownership"])
    }`,
    [json],
  );
  return {
    accounts: accounts.map((a) => ({ id: a.id, data: parsed(a.data) })),
    entityKinds: new Map(types.map((t) => [t.id, t.kind])),
    incorporated: new Map(cipc.map((c) => [c.account, c.incorporated])),
    obligations,
  };
}
