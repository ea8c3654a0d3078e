import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { dialectOf, insertRows, literal, type SqlDialect, type Value } from "./dialect.ts";
import { RECORD_PRIMARY_KEY } from "./dialect.ts";
import { type RecordData, searchText } from "./fields.ts";
import { ensureFilteredSortIndex, ensureSortIndex, ensureValuesIndex } from "./sort-index.ts";
import { keptTallied, tallied, type TallySpec } from "./tally.ts";
import { readPage } from "./keyset.ts";
import {
  COUNT_LIMIT,
  type Filter,
  type ListPage,
  type ListRequest,
  type RecordSource,
  type Stored,
} from "./source.ts";
import { type FieldProblems, type Localized, problem } from "../../domain/api/index.ts";

/** The generic `record` table (migration 2): every declared resource but employee. */

type RecordRow = {
  id: string;
  data: string;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

const COLUMNS = "id, data, version, created_at, updated_at, created_by, updated_by";

function toStored(row: RecordRow): Stored {
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

/** A unique field's value as record_unique holds it: text without regard to case (DOMAIN.md). */
export function uniqueKey(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return typeof value === "string" ? value.trim().toLowerCase() : String(value);
}

/** Binds parameters in order and hands back their `$n`. */
class Params {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** WHERE terms for a list request; the resource is a literal so SQLite can match the partial sort index. */
function where(db: Db, def: ResourceDef, request: ListRequest, params: Params): string {
  const d = dialectOf(db);
  const terms = [`resource = ${literal(def.name)}`];
  const q = request.q.trim().toLowerCase();
  // LIKE over the lowercased text (measured faster than instr, which counts characters); the user's % and _ are
  // escaped so they match themselves.
  if (q !== "") terms.push(`search LIKE ${params.add(`%${q.replace(/[\\%_]/g, "\\$&")}%`)} ESCAPE '\\'`);
  for (const filter of request.filters) terms.push(filterTerm(d, def, filter, params));
  if (request.within) terms.push(request.within((v) => params.add(v)));
  return terms.join(" AND ");
}

function filterTerm(d: ReturnType<typeof dialectOf>, def: ResourceDef, f: Filter, params: Params): string {
  if (f.kind === "eq") {
    const values = f.params.map((p) => params.add(d.param(f.value, p)));
    return `${d.valueExpr(f.value)} IN (${values.join(", ")})`;
  }
  if (f.kind === "contains") {
    return `(${f.params.map((p) => d.arrayContains(f.field, params.add(p))).join(" OR ")})`;
  }
  if (f.kind === "range" || f.kind === "blank") {
    return valueCondition(d, d.valueExpr(f.value), f, (v) => params.add(v));
  }
  // Refs go through record_ref's target index (target_resource, target_id, resource, field), not the JSON.
  const ids = f.ids.map((id) => params.add(id)).join(", ");
  return `id IN (SELECT id FROM record_ref WHERE target_resource = ${
    params.add(f.to)
  } AND target_id IN (${ids})
    AND resource = ${literal(def.name)} AND field = ${params.add(f.field)})`;
}

/**
 * A range or blank condition on a value's expression, as both sources spell it (the employee adapter too). `add`
 * binds a parameter and returns its `$n`.
 */
export function valueCondition(
  d: SqlDialect,
  expr: string,
  f: Extract<Filter, { kind: "range" | "blank" }>,
  add: (value: SqlValue) => string,
): string {
  if (f.kind === "range") {
    return `${expr} ${f.bound === "from" ? ">=" : "<="} ${add(d.param(f.value, f.param))}`;
  }
  // A text field left empty may hold ""; any other value is blank only as null (or absent).
  const blank = f.value.kind === "text" ? `(${expr} IS NULL OR ${expr} = '')` : `(${expr} IS NULL)`;
  return f.blank ? blank : `NOT ${blank}`;
}

/**
 * The value whose index a request walks: a range's when there is one (a window of dates is narrow), else the first
 * equality filter's (its matches are one range of it, counted without reading rows), else the sort's (walked in
 * order, stopping after the page).
 */
function walkedValue(request: ListRequest): Value {
  const range = request.filters.find((f) => f.kind === "range");
  if (range?.kind === "range") return range.value;
  const eq = request.filters.find((f) => f.kind === "eq");
  return eq?.kind === "eq" ? eq.value : request.sort;
}

/**
 * The index a list walks: the walked value's (walkedValue), except that a list filtered to one value of a field
 * and sorted by another walks an index of both, in the sort's order within that value, so that its page is read in
 * order and stopped early instead of every match being sorted.
 */
function listIndex(db: Db, def: ResourceDef, request: ListRequest): Promise<string> {
  const walked = walkedValue(request);
  const eq = request.filters.find((f) => f.kind === "eq" && f.value === walked);
  const single = eq?.kind === "eq" && eq.params.length === 1 && walked.field !== request.sort.field;
  return single
    ? ensureFilteredSortIndex(db, def.name, walked, request.sort)
    : ensureSortIndex(db, def.name, walked);
}

/**
 * The tally that counts a list request's records (and sums `sum`), if one can: conditions on one or two
 * few-valued fields of the data (a status, a window of dates), without a search, read off a tally of those fields'
 * values (tally.ts), a few rows however many records there are, under the very WHERE of the list. A tally counts
 * everyone's records: a list confined to some (`within`) is counted from them.
 */
function tallySpec(def: ResourceDef, request: ListRequest, sum?: Value): TallySpec | undefined {
  const fields = [
    ...new Set(request.filters.map((f) => "value" in f && !f.value.column ? f.value.field : "")),
  ];
  const fewValued = (name: string) =>
    ["enum", "bool", "date"].includes(def.fields.find((f) => f.name === name)?.kind ?? "");
  if (
    request.q.trim() !== "" || fields.length > 2 || !fields.every(fewValued) || sum?.column || request.within
  ) {
    return undefined;
  }
  return { resource: def.name, fields: fields.sort(), sum };
}

/**
 * How many records a list request matches and, given a numeric value (money, integer), their total: the figures of
 * a summary (the dashboard) counted under exactly the conditions the list applies, so a figure and the list it
 * links to cannot disagree. One query; the total is summed in cents, so money adds up exactly in both engines.
 */
export async function summarize(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
  sum?: Value,
): Promise<{ count: number; total: number | null }> {
  const d = dialectOf(db);
  const params = new Params();
  const filter = where(db, def, request, params);
  const spec = tallySpec(def, request, sum);
  if (spec) {
    const { count, cents } = await tallied(db, spec, filter, params.values);
    return { count, total: sum ? cents / 100 : null };
  }
  // Else counted (and summed) off an index that holds every value the conditions test and the summed one, after
  // the walked one: no record is read. A condition on a ref (record_ref) or a set (JSON) needs no value here.
  const walked = walkedValue(request);
  const values = [walked];
  for (const f of request.filters) {
    const v = f.kind === "eq" || f.kind === "range" || f.kind === "blank" ? f.value : undefined;
    if (v && !values.some((known) => known.field === v.field)) values.push(v);
  }
  if (sum && !values.some((known) => known.field === sum.field)) values.push(sum);
  const index =
    await (values.length > 1
      ? ensureValuesIndex(db, def.name, values)
      : ensureSortIndex(db, def.name, walked));
  const total = sum ? `, sum(round(${d.valueExpr(sum)} * 100)) AS cents` : "";
  const row = await db.get<{ n: number | string; cents?: number | string | null }>(
    `SELECT count(*) AS n${total} FROM record ${
      d.indexedBy(request.within ? RECORD_PRIMARY_KEY : index)
    } WHERE ${filter}`,
    params.values,
  );
  return {
    count: Number(row?.n ?? 0),
    total: sum ? Number(row?.cents ?? 0) / 100 : null,
  };
}

export function recordSource(db: Db): RecordSource {
  return {
    async get(def, id) {
      const row = await db.get<RecordRow>(`SELECT ${COLUMNS} FROM record WHERE resource = $1 AND id = $2`, [
        def.name,
        id,
      ]);
      return row && toStored(row);
    },

    async getMany(def, ids) {
      const unique = [...new Set(ids)];
      const out: Stored[] = [];
      // Chunks keep the statement under both engines' parameter limits and its text among a few cached shapes.
      for (let i = 0; i < unique.length; i += 100) {
        const chunk = unique.slice(i, i + 100);
        const marks = chunk.map((_, j) => `$${j + 2}`).join(", ");
        const rows = await db.all<RecordRow>(
          `SELECT ${COLUMNS} FROM record WHERE resource = $1 AND id IN (${marks})`,
          [def.name, ...chunk],
        );
        out.push(...rows.map(toStored));
      }
      return out;
    },

    async list(def, request) {
      if (!request.page || request.q.trim() === "" || request.count === false) {
        return await readList(db, def, request);
      }
      // A search is counted first. Walking the sort's index for a page tests every record it passes, which for
      // a term few records hold is every record of the resource (a typo in the search box: 1.6 s over a million
      // returns on PostgreSQL, where each test reads a row); counted off an index holding the search texts
      // (migration 11, or SQLite's sort index), a term nobody has is answered there, and a term at most
      // COUNT_LIMIT records hold reads its page from those records alone. A common term walks as any list.
      const { from, params } = await listFrom(db, def, request);
      const counted = await countUpTo(db, from, params.values);
      if (counted.capped) return { ...await readList(db, def, { ...request, count: false }), ...counted };
      if (counted.total === 0) return { rows: [], ...counted, next: null, prev: null };
      const found = await db.all<{ id: string }>(`SELECT id ${from}`, params.values);
      // The found ids already meet every condition of the request, a confined employee's `within` among them.
      const among = dialectOf(db).idIn(JSON.stringify(found.map((r) => r.id)));
      return { ...await readList(db, def, { ...request, count: false, within: among }), ...counted };
    },

    async claimUnique(def, id, data) {
      const clashes: FieldProblems = {};
      for (const field of def.fields) {
        if (!field.unique) continue;
        await db.run("DELETE FROM record_unique WHERE resource = $1 AND field = $2 AND id = $3", [
          def.name,
          field.name,
          id,
        ]);
        const key = uniqueKey(data[field.name]);
        if (key === undefined) continue;
        // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement would
        // doom the write's transaction, and the primary key holds even when two writers race.
        const { changes } = await db.run(
          `INSERT INTO record_unique (resource, field, value, id) VALUES ($1, $2, $3, $4)
           ON CONFLICT (resource, field, value) DO NOTHING`,
          [def.name, field.name, key, id],
        );
        if (changes === 0) {
          clashes[field.name] = problem("alreadyUsedBy", {
            resource: lowercase(def.label),
            field: lowercase(field.label),
            value: String(data[field.name]),
          });
        }
      }
      return clashes;
    },

    async insert(def, records, search) {
      await insertRows(
        db,
        "record",
        [
          "resource",
          "id",
          "search",
          "version",
          "created_at",
          "updated_at",
          "created_by",
          "updated_by",
          "data",
        ],
        records.map((r, i) => [
          def.name,
          r.id,
          search[i],
          r.version,
          r.createdAt,
          r.updatedAt,
          r.createdBy,
          r.updatedBy,
          JSON.stringify(r.data),
        ]),
      );
    },

    async update(def, record, expected) {
      const { changes } = await db.run(
        `UPDATE record SET data = $1, search = $2, version = $3, updated_at = $4, updated_by = $5
         WHERE resource = $6 AND id = $7 AND version = $8`,
        [
          JSON.stringify(record.data),
          searchText(def, record.data),
          record.version,
          record.updatedAt,
          record.updatedBy,
          def.name,
          record.id,
          expected,
        ],
      );
      return changes > 0;
    },

    async remove(def, id) {
      await db.run("DELETE FROM record_unique WHERE resource = $1 AND id = $2", [def.name, id]);
      await db.run("DELETE FROM record WHERE resource = $1 AND id = $2", [def.name, id]);
    },
  };
}

/** `FROM … WHERE …` of a list request, and its parameters. */
async function listFrom(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
): Promise<{ from: string; params: Params }> {
  const index = await listIndex(db, def, request);
  const params = new Params();
  const filter = where(db, def, request, params);
  // A confined list reads its few records by id rather than walking the sort's index past everyone else's.
  return {
    from: `FROM record ${
      dialectOf(db).indexedBy(request.within ? RECORD_PRIMARY_KEY : index)
    } WHERE ${filter}`,
    params,
  };
}

/** A list as its request asks: a page walked in the sort's order (and counted), or the whole of it. */
async function readList(db: Db, def: ResourceDef, request: ListRequest): Promise<ListPage> {
  const d = dialectOf(db);
  const { from, params } = await listFrom(db, def, request);
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

/**
 * The next generated code of a field (ACC0001, ACC0002…): the first number from the field's counter whose code is
 * not taken (someone may have typed ACC0005 by hand), which then moves the counter past it. Numbers are never
 * handed out twice, even after a delete. The counter starts from the highest code in use, found once; after that
 * a code costs a lookup or two, not a scan of every code. Callers hold the lock that serializes code generation.
 */
export async function nextCode(
  db: Db,
  resource: string,
  field: string,
  prefix: string,
  format: (n: number) => string,
): Promise<string> {
  if (!/^[A-Za-z]{1,10}$/.test(prefix)) throw new Error(`a code prefix is letters only: ${prefix}`);
  const counter = await db.get<{ next: number }>(
    "SELECT next FROM record_counter WHERE resource = $1 AND field = $2",
    [resource, field],
  );
  let n = counter ? Number(counter.next) : await highestAfter(db, resource, field, prefix) + 1;
  while (
    await db.get("SELECT 1 AS taken FROM record_unique WHERE resource = $1 AND field = $2 AND value = $3", [
      resource,
      field,
      format(n).toLowerCase(),
    ])
  ) n++;
  await db.run(
    `INSERT INTO record_counter (resource, field, next) VALUES ($1, $2, $3)
     ON CONFLICT (resource, field) DO UPDATE SET next = excluded.next`,
    [resource, field, n + 1],
  );
  return format(n);
}

async function highestAfter(db: Db, resource: string, field: string, prefix: string): Promise<number> {
  const row = await db.get<{ n: number | string | null }>(
    dialectOf(db).maxNumberAfter(prefix.toLowerCase()),
    [resource, field],
  );
  return Number(row?.n ?? 0);
}

export type { RecordData };

/** A label as it reads inside a sentence ("another account"): English lower-cased; Turkish and Arabic as declared. */
function lowercase(label: Localized): Localized {
  return { ...label, en: label.en.toLowerCase() };
}
