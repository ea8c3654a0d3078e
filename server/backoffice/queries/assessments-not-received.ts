/**
 * "Assessments not received" (DOMAIN.md, Reports and dashboard): the income-tax returns with status `submitted`
 * and no assessment, filterable by tax year and by the client's partner and office. SQL over the generic record
 * tables, the same in both engines: the returns come off an index of status, submission date and tax year (or,
 * for a page in client order, client by client), "no assessment" and the client's partner and office are probes
 * of record_ref, and only the lines of the page are read and joined to their client, partner, office and tax type
 * for their names. How many lines there are is read off a tally kept by the writes (tally.ts) rather than
 * counted. What a line says is the report's (server/workflows/report.ts).
 */
import type { ReportColumn } from "../../../domain/workflows/report.ts";
import type { Db, SqlValue } from "../../store/db.ts";
import { dialectOf, RECORD_PRIMARY_KEY, type Value } from "../dialect.ts";
import {
  ensureFilteredSortIndex,
  ensureSortIndex,
  ensureValuesIndex,
  type IndexedOnly,
  onlyWhere,
} from "../sort-index.ts";
import { tallied, type TallySpec, unreferenced } from "../tally.ts";
import type { Confine } from "../visibility.ts";

/**
 * The report's filters; `confine` keeps the lines to the returns an employee confined to their clients may see
 * (server/backoffice/visibility.ts), a condition on a return's id.
 */
export type ReportFilters = { taxYear?: number; partner?: string; office?: string; confine?: Confine };

/** A page of the report (or, without `page`, every line) in the order of one of its columns. */
export type ReportLinesQuery = ReportFilters & {
  sort: ReportColumn;
  order: "asc" | "desc";
  page?: { limit: number; offset: number };
};

const STATUS: Value = { field: "status", kind: "plain" };
const SUBMITTED_ON: Value = { field: "submittedOn", kind: "plain" };
const TAX_YEAR: Value = { field: "taxYear", kind: "integer" };
const ID: Value = { field: "id", kind: "plain", column: "id" };
const NAME: Value = { field: "name", kind: "text" };
const CLIENT: Value = { field: "account", kind: "plain" };
const ASSESSED_BY = { resource: "assessment", field: "incomeTax" };
/** How many clients there are, kept by the writes (tally.ts). */
const CLIENTS: TallySpec = { resource: "account", fields: [] };

/**
 * The returns counted by status and tax year while no assessment points at them, kept by every write (tally.ts):
 * the report's count, unless it is filtered by the client's partner or office, reads a few rows of it.
 */
const NOT_ASSESSED: TallySpec = {
  resource: "incometax",
  fields: ["status", "taxYear"],
  unreferencedBy: ASSESSED_BY,
};

/** The report's returns, and on SQLite all its indexes hold (IndexedOnly: spelled as a literal). */
const SUBMITTED: IndexedOnly = { value: STATUS, equals: "submitted" };

/** The report's conditions on a return's own data: `submitted`, and of the tax year when one is asked for. */
function submitted(db: Db, filters: ReportFilters, add: (value: SqlValue) => string): string {
  const d = dialectOf(db);
  const year = filters.taxYear === undefined ? "" : ` AND ${d.valueExpr(TAX_YEAR)} = ${add(filters.taxYear)}`;
  return `${onlyWhere(db, SUBMITTED)}${year}`;
}

/** A ref of a return or of its client through record_ref's primary key: no record is read for it. */
const refOf = (alias: string, resource: string, id: string, field: string) =>
  `${alias}.resource = '${resource}' AND ${alias}.id = ${id} AND ${alias}.field = '${field}'`;
const ACCOUNT_JOIN = ` LEFT JOIN record_ref ra ON ${refOf("ra", "incometax", "r.id", "account")}`;

/**
 * What each column sorts by and what it joins to get it, over every line (the names shown are joined for the
 * page's lines only). The days since submission run opposite to the submission date.
 */
async function sortOf(
  db: Db,
  column: ReportColumn,
): Promise<{ expr: string; joins: string; reversed: boolean }> {
  const d = dialectOf(db);
  const j = (alias: string, field: string) => d.jsonField(alias, field);
  const text = (expr: string) => d.textKey(expr);
  const own = (expr: string, reversed = false) => ({ expr, joins: "", reversed });
  switch (column) {
    case "account": {
      // Each line's client name off an index of id and name: a lookup that reads no client record.
      const names = await ensureValuesIndex(db, "account", [ID, NAME]);
      return {
        expr: text(j("sa", "name")),
        joins: `${ACCOUNT_JOIN} LEFT JOIN record sa ${d.indexedBy(names)}` +
          ` ON sa.resource = 'account' AND sa.id = ra.target_id`,
        reversed: false,
      };
    }
    case "taxType":
      return {
        expr: text(j("st", "code")),
        joins: ` LEFT JOIN record_ref srt ON ${refOf("srt", "incometax", "r.id", "taxType")}` +
          ` LEFT JOIN record st ON st.resource = 'taxtype' AND st.id = srt.target_id`,
        reversed: false,
      };
    case "partner":
      return {
        expr: text("sp.first_name || ' ' || sp.last_name"),
        joins:
          `${ACCOUNT_JOIN} LEFT JOIN record_ref spr ON ${
            refOf("spr", "account", "ra.target_id", "partner")
          }` +
          ` LEFT JOIN employee sp ON sp.id = spr.target_id`,
        reversed: false,
      };
    case "office":
      return {
        expr: text(j("so", "name")),
        joins:
          `${ACCOUNT_JOIN} LEFT JOIN record_ref sor ON ${refOf("sor", "account", "ra.target_id", "office")}` +
          ` LEFT JOIN record so ON so.resource = 'office' AND so.id = sor.target_id`,
        reversed: false,
      };
    case "taxYear":
      return own("r.tax_year");
    case "submittedOn":
      return own("r.submitted_on");
    case "daysSinceSubmission":
      return own("r.submitted_on", true);
    case "efilingReference":
      return own(text(j("r", "efilingReference")));
  }
}

/**
 * The index the report's returns come off, created on first use, in the default order (submission, then id)
 * exactly, so a page in that order stops after its lines. On SQLite it holds the submitted returns alone, with
 * their tax year, and the report reads it alone; returns written in any other status (a trigger run writes
 * 80,000 requested ones) keep no entry in it. PostgreSQL reads no expression index alone (the return's row is
 * read for its year anyway), so there it is the list's index of status and submission (`?status=submitted
 * &sort=submittedOn`), of which submitted returns are one range: no index of the report's own to keep.
 */
function submittedIndex(db: Db): Promise<string> {
  return db.dialect === "postgres"
    ? ensureFilteredSortIndex(db, "incometax", [STATUS], SUBMITTED_ON)
    : ensureValuesIndex(db, "incometax", [SUBMITTED_ON, ID, TAX_YEAR], SUBMITTED);
}

/**
 * The id as the index of the lines holds it, after the sort's key: on SQLite as the other values (NULLS FIRST),
 * on PostgreSQL as the list's index ends (plain `id`), where its planner then walks the index in order.
 */
function idOrder(db: Db, id: string, dir: "asc" | "desc"): string {
  return db.dialect === "postgres" ? `${id} ${dir === "asc" ? "ASC" : "DESC"}` : dialectOf(db).order(id, dir);
}

/**
 * FROM and WHERE of the report's returns: shared by the page and the count. The returns come off the index of
 * submitted returns (submittedIndex). "No assessment" is a probe of record_ref, and so are the client's partner
 * and office. `joins` adds what a sort needs.
 */
async function reportFrom(
  db: Db,
  filters: ReportFilters,
  add: (value: SqlValue) => string,
  joins = "",
): Promise<string> {
  const d = dialectOf(db);
  const index = await submittedIndex(db);
  const client = (["partner", "office"] as const).filter((f) => filters[f] !== undefined);
  const terms = client.map((field) =>
    `EXISTS (SELECT 1 FROM record_ref f WHERE ${refOf("f", "account", "ra.target_id", field)}
       AND f.target_id = ${add(filters[field]!)})`
  );
  // Confined to an employee's clients, the returns are theirs, looked up by id: a few hundred, where the index
  // holds every submitted return of the practice.
  const from = filters.confine
    ? `record ${d.indexedBy(RECORD_PRIMARY_KEY)} WHERE ${filters.confine("id", add)} AND`
    : `record ${d.indexedBy(index)} WHERE`;
  // A subquery, so its WHERE spells the very expressions the index holds.
  return `FROM (
      SELECT id, data, ${d.valueExpr(SUBMITTED_ON)} AS submitted_on, ${d.valueExpr(TAX_YEAR)} AS tax_year
      FROM ${from} resource = 'incometax' AND ${submitted(db, filters, add)}
    ) r${client.length > 0 && !joins.includes(ACCOUNT_JOIN) ? ACCOUNT_JOIN : ""}${joins}
    WHERE ${unreferenced("incometax", "r.id", ASSESSED_BY)}${terms.map((t) => ` AND ${t}`).join("")}`;
}

/**
 * The inner query of a page in client-name order, found by walking the clients in that order (their name index)
 * and looking up each one's submitted returns: the page's lines turn up after a few hundred clients, where sorting
 * every line would look up every line's client. The walk meets every line: a return's client is a required ref,
 * checked to exist, and a client in use cannot be deleted. PostgreSQL finds a client's returns through
 * record_ref's target index and reads each (a dozen per client; no index of its own that every return written
 * would keep), told the walk's shape with a LATERAL subquery that it cannot flatten (its planner guesses how many
 * records an expression condition matches, and would rather sort every line). SQLite reads an index of the
 * submitted returns' clients and tax years alone, by CROSS JOIN, which keeps the order of the tables.
 */
async function linesByClient(
  db: Db,
  filters: ReportFilters,
  add: (value: SqlValue) => string,
  order: (key: string, id: string) => string,
  limit: string,
): Promise<string> {
  const d = dialectOf(db);
  const names = await ensureSortIndex(db, "account", NAME);
  const key = d.textKey(d.jsonField("a", "name"));
  if (db.dialect === "postgres") {
    return `SELECT l.id, l.submitted_on, l.tax_year, ${key} AS sort_key
      FROM record a CROSS JOIN LATERAL (
        SELECT r.id, ${d.valueExpr(SUBMITTED_ON)} AS submitted_on, ${d.valueExpr(TAX_YEAR)} AS tax_year
        FROM record_ref c JOIN record r ON r.resource = 'incometax' AND r.id = c.id
        WHERE c.target_resource = 'account' AND c.target_id = a.id AND c.resource = 'incometax'
          AND c.field = 'account' AND ${submitted(db, filters, add)}
          AND ${unreferenced("incometax", "r.id", ASSESSED_BY)}
        OFFSET 0
      ) l
      WHERE a.resource = 'account'
      ORDER BY ${order(key, "l.id")}${limit}`;
  }
  const byClient = await ensureValuesIndex(db, "incometax", [CLIENT, TAX_YEAR], SUBMITTED);
  const returns = `(
      SELECT id, ${d.valueExpr(CLIENT)} AS account, ${d.valueExpr(SUBMITTED_ON)} AS submitted_on,
        ${d.valueExpr(TAX_YEAR)} AS tax_year
      FROM record ${d.indexedBy(byClient)} WHERE resource = 'incometax' AND ${submitted(db, filters, add)}
    ) r`;
  // SQLite's unary + drops the id column's TEXT affinity, which would keep it off the index of the JSON value.
  const line = `r.account = +a.id AND ${unreferenced("incometax", "r.id", ASSESSED_BY)}`;
  return `SELECT r.id, r.submitted_on, r.tax_year, ${key} AS sort_key
    FROM record a ${d.indexedBy(names)} CROSS JOIN ${returns}
    WHERE a.resource = 'account' AND ${line}
    ORDER BY ${order(key, "r.id")}${limit}`;
}

/** A line of the report as the statement reads it: the return and the names shown beside it. */
export type ReportLineRow = {
  id: string;
  account_id: string | null;
  account_code: string | null;
  account_name: string | null;
  tax_type_id: string | null;
  tax_type_code: string | null;
  tax_year: number | string | null;
  submitted_on: string | null;
  efiling_reference: string | null;
  partner_id: string | null;
  first_name: string | null;
  last_name: string | null;
  office_id: string | null;
  office_name: string | null;
};

/** Binds parameters in order and hands back their `$n`. */
function binder(): { params: SqlValue[]; add: (value: SqlValue) => string } {
  const params: SqlValue[] = [];
  return { params, add: (value) => `$${params.push(value)}` };
}

/**
 * The report's page (or, without `page`, every line) in the chosen order, and how many lines there are. One
 * statement for the page: the lines are sorted and cut to the page first (by what the index holds, or what the
 * sort joins), and only then are the page's returns read and joined to their client, tax type, partner and office
 * for the names shown. In order of submission (the default) the page is read off the index in order and stops
 * after the page. The count (countAssessmentsNotReceived) comes first: it also tells whether a page in client
 * order is found by walking the clients.
 */
export async function assessmentsNotReceivedRows(
  db: Db,
  query: ReportLinesQuery,
): Promise<{ rows: ReportLineRow[]; total: number }> {
  const d = dialectOf(db);
  const j = (alias: string, field: string) => d.jsonField(alias, field);
  const { expr, joins, reversed } = await sortOf(db, query.sort);
  const { params, add } = binder();
  const dir = reversed ? (query.order === "asc" ? "desc" : "asc") : query.order;
  const order = (key: string, id: string) => `${d.order(key, dir)}, ${idOrder(db, id, dir)}`;
  const limit = query.page ? ` LIMIT ${add(query.page.limit)} OFFSET ${add(query.page.offset)}` : "";
  const total = await countAssessmentsNotReceived(db, query);
  const inner = await byClientWalk(db, query, total)
    ? await linesByClient(db, query, add, order, limit)
    : `SELECT r.id, r.submitted_on, r.tax_year, ${expr} AS sort_key
       ${await reportFrom(db, query, add, joins)}
       ORDER BY ${order(expr, "r.id")}${limit}`;
  const rows = await db.all<ReportLineRow>(
    `SELECT r.id, ra.target_id AS account_id, ${j("a", "code")} AS account_code, ${
      j("a", "name")
    } AS account_name,
       ${j("ri", "taxType")} AS tax_type_id, ${j("t", "code")} AS tax_type_code, r.tax_year,
       r.submitted_on, ${j("ri", "efilingReference")} AS efiling_reference,
       ${j("a", "partner")} AS partner_id, p.first_name, p.last_name, ${j("a", "office")} AS office_id,
       ${j("o", "name")} AS office_name
     FROM (${inner}) r
     JOIN record ri ON ri.resource = 'incometax' AND ri.id = r.id${ACCOUNT_JOIN}
     LEFT JOIN record a ON a.resource = 'account' AND a.id = ra.target_id
     LEFT JOIN record t ON t.resource = 'taxtype' AND t.id = ${j("ri", "taxType")}
     LEFT JOIN employee p ON p.id = ${j("a", "partner")}
     LEFT JOIN record o ON o.resource = 'office' AND o.id = ${j("a", "office")}
     ORDER BY ${order("r.sort_key", "r.id")}`,
    params,
  );
  return { rows, total };
}

/**
 * Whether a page in client-name order is found faster by walking the clients (linesByClient) than by sorting every
 * line: the walk meets the page's end after about (offset + limit) × clients / lines clients, the sort looks up
 * every line. Not with a partner or office filter, nor confined to an employee's clients: their lines may lie
 * anywhere among the clients.
 */
async function byClientWalk(
  db: Db,
  query: ReportFilters & { sort: ReportColumn; page?: { limit: number; offset: number } },
  lines: number,
): Promise<boolean> {
  const narrowed = query.partner !== undefined || query.office !== undefined || query.confine !== undefined;
  if (query.sort !== "account" || !query.page || narrowed) {
    return false;
  }
  const { count: clients } = await tallied(db, CLIENTS, "true", []);
  return (query.page.offset + query.page.limit) * clients < lines * lines;
}

/**
 * How many returns the report lists under these filters (the dashboard's figure): off the NOT_ASSESSED tally
 * under the report's own conditions on a return, or, filtered by the client's partner or office or confined to an
 * employee's clients, counted.
 */
export async function countAssessmentsNotReceived(db: Db, filters: ReportFilters): Promise<number> {
  const { params, add } = binder();
  if (filters.partner === undefined && filters.office === undefined && filters.confine === undefined) {
    return (await tallied(db, NOT_ASSESSED, submitted(db, filters, add), params)).count;
  }
  const row = await db.get<{ n: number | string }>(
    `SELECT count(*) AS n ${await reportFrom(db, filters, add)}`,
    params,
  );
  return Number(row?.n ?? 0);
}
