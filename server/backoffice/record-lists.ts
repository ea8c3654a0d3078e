/**
 * Lists of the generic `record` table: the index a list walks, its page read in the sort's order (or the whole of
 * it), and how many records it matches.
 */
import { type ResourceDef, resourceDef } from "../../domain/resources/index.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { dialectOf, RECORD_PRIMARY_KEY, type Value } from "./dialect.ts";
import { ensureFilteredSortIndex, ensureSortIndex } from "./sort-index.ts";
import { keptTallied, tallyRows, type TallySpec } from "./tally.ts";
import { readPage } from "./keyset.ts";
import { COUNT_LIMIT, type Filter, type ListPage, type ListRequest, type Stored } from "./source.ts";
import { Params, where } from "./record-conditions.ts";

/** A row of the table as the lists and the source read it (COLUMNS), and the record it holds (toStored). */
export type RecordRow = {
  id: string;
  data: string;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

export const COLUMNS = "id, data, version, created_at, updated_at, created_by, updated_by";

export function toStored(row: RecordRow): Stored {
  return {
    id: row.id,
    data: JSON.parse(row.data),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

/**
 * The value whose index a request walks: a range's when there is one (a window of dates is narrow), else the first
 * equality filter's (its matches are one range of it, counted without reading rows), else the sort's (walked in
 * order, stopping after the page).
 */
export function walkedValue(request: ListRequest): Value {
  const range = request.filters.find((f) => f.kind === "range");
  if (range?.kind === "range") return range.value;
  const eq = request.filters.find((f) => f.kind === "eq");
  return eq?.kind === "eq" ? eq.value : request.sort;
}

/** A filter an index serves as one of its values: equal to one value, and not the sort's own field. */
function indexable(request: ListRequest) {
  return (f: Filter): f is Filter & { kind: "eq" } =>
    f.kind === "eq" && f.params.length === 1 && f.value.field !== request.sort.field;
}

/** At most this many filters' values lead a filtered sort index (then the sort's, then id). */
const INDEXED_FILTERS = 3;

/**
 * The index a list walks: the walked value's (walkedValue), except that a list filtered to one value of a field
 * (and of up to two more, if it has them) and sorted by another walks an index of those and the sort, in the
 * sort's order within those values, so that its page is read in order and stopped early instead of every match
 * being sorted or walked past.
 */
function listIndex(db: Db, def: ResourceDef, request: ListRequest): Promise<string> {
  const walked = walkedValue(request);
  const single = indexable(request);
  const eq = request.filters.find((f) => f.kind === "eq" && f.value === walked);
  if (!eq || !single(eq)) return ensureSortIndex(db, def.name, walked);
  const fields = new Set([walked.field]);
  const values = [walked];
  for (const f of request.filters) {
    if (f === eq || !single(f) || fields.has(f.value.field) || values.length === INDEXED_FILTERS) continue;
    fields.add(f.value.field);
    values.push(f.value);
  }
  return ensureFilteredSortIndex(db, def.name, values, request.sort);
}

/**
 * The request as its list is read: beside an equality filter that leads the walk (a status), a ref to one record
 * that many share (one office, one manager) is asked of the record's own JSON, where a single ref keeps its id, so
 * that it joins the walk's index as one more value. Joined through record_ref instead, PostgreSQL hashed every
 * active client (80,000 of 100,000) to meet an office's and a manager's refs, 1 to 5 s for a saved view's page,
 * and SQLite tested each walked row against both refs. A ref to a record few share (a client) is left to
 * record_ref: its few records are read by id (fewReferring).
 */
async function withRefValues(db: Db, def: ResourceDef, request: ListRequest): Promise<ListRequest> {
  const walked = walkedValue(request);
  if (!request.filters.some((f) => indexable(request)(f) && f.value === walked)) return request;
  const asValue = (f: Filter) =>
    f.kind === "ref" && f.ids.length === 1 && f.field !== request.sort.field &&
    def.fields.find((field) => field.name === f.field)?.kind === "ref";
  const refs = request.filters.filter(asValue);
  if (refs.length === 0) return request;
  for (const ref of request.filters) {
    if (ref.kind === "ref" && await fewReferring(db, def, ref)) return request;
  }
  return {
    ...request,
    filters: request.filters.map((f): Filter =>
      f.kind === "ref" && refs.includes(f)
        ? { kind: "eq", value: { field: f.field, kind: "plain" }, params: f.ids }
        : f
    ),
  };
}

/** The modules whose records are few however big the practice: a ref to one of them is a few-valued field. */
const FEW_RECORDS = new Set(["employees", "master-data"]);

/**
 * The tally that counts a list request's records (and sums `sum`), if one can: conditions on up to three
 * few-valued fields of the data (a status, a window of dates, an office or a manager asked of the record's JSON),
 * without a search, read off a tally of those fields' values (tally.ts), a few rows however many records there
 * are, under the very WHERE of the list. A tally counts everyone's records: a list confined to some (`within`) is
 * counted from them.
 */
export function tallySpec(def: ResourceDef, request: ListRequest, sum?: Value): TallySpec | undefined {
  const fields = [
    ...new Set(request.filters.map((f) => "value" in f && !f.value.column ? f.value.field : "")),
  ];
  const fewValued = (name: string) => {
    const field = def.fields.find((f) => f.name === name);
    if (field?.kind === "ref") return FEW_RECORDS.has(resourceDef(field.to)?.module ?? "");
    return ["enum", "bool", "date"].includes(field?.kind ?? "");
  };
  if (
    request.q.trim() !== "" || fields.length > INDEXED_FILTERS || !fields.every(fewValued) || sum?.column ||
    request.within
  ) {
    return undefined;
  }
  return { resource: def.name, fields: fields.sort(), sum };
}

/**
 * Makes ready what a list asked every day needs, so that its first page and its count read a few index entries
 * and tally rows: a saved view's index and the tally of its conditions, made when the view is saved (a list's own
 * count never makes a tally: each adds triggers to every write of its resource).
 */
export async function keepList(db: Db, def: ResourceDef, asked: ListRequest): Promise<void> {
  const request = await withRefValues(db, def, asked);
  await listIndex(db, def, request);
  const spec = tallySpec(def, request);
  if (spec && request.filters.length > 0) await tallyRows(db, spec);
}

/**
 * Records a list filtered to a ref reads by id rather than walking its sort's index: a client's own records are a
 * few dozen, but the walk passes every record of the resource (a client's year of obligations among 650,000
 * walked the due-date index for 100 ms). A ref many records share (a tax type) is walked as before.
 */
const FEW_REFERRING = 1_000;

/** Whether ref filter `ref` names fewer than FEW_REFERRING records: counted in record_ref's index. */
async function fewReferring(db: Db, def: ResourceDef, ref: Filter & { kind: "ref" }): Promise<boolean> {
  const params = new Params();
  const ids = ref.ids.map((id) => params.add(id)).join(", ");
  const row = await db.get<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM record_ref WHERE target_resource = ${params.add(ref.to)}
       AND target_id IN (${ids}) AND resource = ${params.add(def.name)} AND field = ${params.add(ref.field)}
       LIMIT ${FEW_REFERRING}) AS f`,
    params.values,
  );
  return Number(row?.n ?? 0) < FEW_REFERRING;
}

/** `FROM … WHERE …` of a list request, its parameters, and the request as it is read (withRefValues). */
export async function listFrom(
  db: Db,
  def: ResourceDef,
  asked: ListRequest,
): Promise<{ from: string; params: Params; request: ListRequest }> {
  const request = await withRefValues(db, def, asked);
  const index = await listIndex(db, def, request);
  const params = new Params();
  const filter = where(db, def, request, params);
  // A confined list, or one of a client's few records, reads them by id rather than walking the sort's index past
  // everyone else's (PostgreSQL's planner chooses for itself).
  const d = dialectOf(db);
  const ref = request.filters.find((f) => f.kind === "ref");
  const byId = Boolean(request.within) ||
    (d.indexedBy(index) !== "" && ref?.kind === "ref" && await fewReferring(db, def, ref));
  return {
    from: `FROM record ${d.indexedBy(byId ? RECORD_PRIMARY_KEY : index)} WHERE ${filter}`,
    params,
    request,
  };
}

/** A list as its request asks: a page walked in the sort's order (and counted), or the whole of it. */
export async function readList(db: Db, def: ResourceDef, asked: ListRequest): Promise<ListPage> {
  const d = dialectOf(db);
  const { from, params, request } = await listFrom(db, def, asked);
  const expr = d.valueExpr(request.sort);
  if (!request.page) {
    const order = `${d.order(expr, request.order)}, id ${request.order.toUpperCase()}`;
    const rows = await db.all<RecordRow>(`SELECT ${COLUMNS} ${from} ORDER BY ${order}`, params.values);
    return { rows: rows.map(toStored), total: rows.length, capped: false, next: null, prev: null };
  }
  const { page } = request;
  const { rows, next, prev } = await readPage<RecordRow & { sort_key: unknown }>(db, {
    selectWhere: `SELECT ${COLUMNS}, ${expr} AS sort_key ${from}`,
    expr,
    order: request.order,
    page,
    params: params.values,
    numeric: request.sort.kind === "money" || request.sort.kind === "integer",
  });
  // The first page, when it is the whole list, tells the total: a narrow search walks the index once.
  const whole = !next && !prev && (!("offset" in page) || page.offset === 0);
  const { total, capped } = whole || request.count === false
    ? { total: rows.length, capped: false }
    : await countOf(db, def, request, from, params.values);
  return { rows: rows.map(toStored), total, capped, next, prev };
}

/**
 * How many records a list matches, up to COUNT_LIMIT: off the tally of its conditions' fields when a summary has
 * made one (the dashboard's count of returns by status: a list of the submitted ones then reads a few rows, not
 * a thousand records, which PostgreSQL cannot count off an expression index), else counted.
 */
async function countOf(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
  from: string,
  values: readonly SqlValue[],
): Promise<{ total: number; capped: boolean }> {
  const spec = tallySpec(def, request);
  if (spec) {
    const params = new Params();
    const kept = await keptTallied(db, spec, where(db, def, request, params), params.values);
    if (kept) return { total: Math.min(kept.count, COUNT_LIMIT), capped: kept.count > COUNT_LIMIT };
  }
  return await countUpTo(db, from, values);
}

/** How many rows `from` (`FROM … WHERE …`) matches, counted up to `limit`. */
export async function countUpTo(
  db: Db,
  from: string,
  params: readonly SqlValue[],
  limit = COUNT_LIMIT,
): Promise<{ total: number; capped: boolean }> {
  const row = await db.get<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 AS one ${from} LIMIT ${Math.trunc(limit) + 1}) AS matched`,
    params,
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, limit), capped: n > limit };
}
