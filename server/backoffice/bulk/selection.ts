/**
 * What a bulk change is asked to do (bulk.ts): which records (named by id, or those a list query selects, as the
 * list's own address reads), which field to set to which value, checked as a single update checks it.
 */
import { invalid, problem, refusal as refuse } from "../../../domain/api/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { changedFields } from "../audit.ts";
import type { Engine } from "../engine.ts";
import { notFound } from "../engine-reads.ts";
import type { Actor } from "../hooks/types.ts";
import { parseListQuery } from "../list-query.ts";
import type { Stored } from "../source.ts";
import { stale } from "../write-checks.ts";

/** Records one bulk change may hold: a selection past it is refused (narrowed by the list's filters). */
export const MAX_BULK_RECORDS = 25_000;

/** A bulk change's body (routes.ts checks its shape). */
export type BulkRequest = {
  /** A list's query string (`status=open&manager=…&q=ada`): the records that list holds, every page of it. */
  query?: string;
  ids?: string[];
  /** The versions the caller read, by id: a record at another version is refused (409 naming it). */
  versions?: Record<string, number>;
  action: "set" | "delete";
  field?: string;
  value?: unknown;
  /** How many records the preview counted: another count now is refused (409). */
  count?: number;
};

/** A record of a change, and the value its field is set to (none for a delete). */
export type Item = { previous: Stored; value?: unknown };

/** What a bulk change would do now: the records that change, and the field and value of a `set`. */
export type Plan = { items: Item[]; field?: string };

/** The records selected and what happens to them, read as `actor` sees them; refused as the request is wrong. */
export async function planOf(
  engine: Engine,
  def: ResourceDef,
  body: BulkRequest,
  actor: Actor,
  today: string,
): Promise<Plan> {
  const records = await selected(engine, def, body, actor);
  for (const [id, version] of Object.entries(body.versions ?? {})) {
    const record = records.find((r) => r.id === id);
    if (!record) throw notFound(def, id);
    if (record.version !== version) throw await stale(engine, def, record);
  }
  if (body.action === "delete") return { items: records.map((previous) => ({ previous })) };
  const field = body.field ?? "";
  const value = valueOf(engine, def, field, body.value, today);
  const changes = (r: Stored) => changedFields(r.data, { ...r.data, [field]: value }).length > 0;
  return { field, items: records.filter(changes).map((previous) => ({ previous, value })) };
}

async function selected(
  engine: Engine,
  def: ResourceDef,
  body: BulkRequest,
  actor: Actor,
): Promise<Stored[]> {
  if ((body.ids === undefined) === (body.query === undefined)) {
    throw invalid({ [body.ids ? "ids" : "query"]: problem("bulkSelection") });
  }
  const source = engine.sourceFor(def.name, actor);
  let records: Stored[];
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    if (ids.length > MAX_BULK_RECORDS) throw refuse("bulkTooMany", { max: MAX_BULK_RECORDS });
    records = await source.getMany(def, ids);
    // A record the actor may not see reads as missing: nothing of the change happens.
    const found = new Set(records.map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw notFound(def, missing);
    records.sort((a, b) => (a.id < b.id ? -1 : 1));
  } else {
    const { request } = parseListQuery(def, new URLSearchParams(body.query));
    // One past the limit is enough to know it is past it.
    const page = await source.list(def, {
      ...request,
      page: { limit: MAX_BULK_RECORDS + 1, offset: 0 },
      count: false,
    });
    if (page.rows.length > MAX_BULK_RECORDS) throw refuse("bulkTooMany", { max: MAX_BULK_RECORDS });
    records = page.rows;
  }
  return records;
}

/**
 * The value a `set` writes, validated exactly as an update of that field alone is (the resource's validator), on a
 * field a bulk change may set: written by hand, one value fitting many records, not a nested list.
 */
function valueOf(engine: Engine, def: ResourceDef, name: string, raw: unknown, today: string): unknown {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw invalid({ field: problem(name === "" ? "required" : "unknownField") });
  if (field.readOnly || def.fixed?.[name] !== undefined) {
    throw invalid({ [name]: problem("fieldNotWritable") });
  }
  if (field.unique) throw invalid({ [name]: problem("uniqueNotBulk") });
  if (field.writeOnly || field.when || field.kind === "items" || field.kind === "object") {
    throw invalid({ [name]: problem("fieldNotBulk") });
  }
  return engine.validated(def, { [name]: raw ?? null, version: 1 }, "update", today)[name] ?? null;
}
