/**
 * Saved views and column layouts of the back-office lists (issue 39), kept per user in `list_view` and
 * `list_layout` (migration 34). A view's query is read as the list's own address is (readListQuery, then
 * listRequest against the resource), so a view that saves holds a list the list route would answer.
 */
import { type FieldProblems, invalid, problem, Refusal, refusal } from "../../domain/api/index.ts";
import { LIST_PARAMS, readListQuery, writeListQuery } from "../../domain/list-query.ts";
import type { ListColumn, ListView, ListViews, ViewCreate, ViewUpdate } from "../../domain/list-views.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { toBool } from "../store/db.ts";
import { fieldOf } from "./fields.ts";
import type { Actor } from "./hooks/types.ts";
import { listRequest, parseListQuery } from "./list-query.ts";
import type { ListRequest } from "./source.ts";

type ViewRow = {
  id: string;
  resource: string;
  owner_id: string;
  name: string;
  shared: unknown;
  query: string;
  columns: string | null;
  version: number;
  updated_at: string;
};

/** What a view keeps of a list's address: search, sort and the list's own filters, not its page. */
const NOT_KEPT = LIST_PARAMS.filter((p) => !["q", "sort", "order"].includes(p));

/**
 * A view's query as one spelling (writeListQuery's), checked against the resource: a filter or sort the list
 * would refuse is a 400 naming it under `query.<parameter>`.
 */
export function viewQuery(def: ResourceDef, raw: string): string {
  const params = new URLSearchParams(raw);
  const problems: FieldProblems = {};
  for (const name of NOT_KEPT) if (params.has(name)) problems[name] = problem("notInView", { name });
  const read = readListQuery(params);
  Object.assign(problems, read.problems);
  try {
    if (Object.keys(problems).length === 0) listRequest(def, read.query);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    Object.assign(problems, error.fields);
  }
  if (Object.keys(problems).length > 0) {
    throw invalid(Object.fromEntries(Object.entries(problems).map(([name, p]) => [`query.${name}`, p])));
  }
  const { q, sort, order, where } = read.query;
  return writeListQuery({ q, sort, order, where }).toString();
}

/** The list request a kept view's query (viewQuery's spelling) asks. */
export function viewRequest(def: ResourceDef, query: string): ListRequest {
  return parseListQuery(def, new URLSearchParams(query)).request;
}

/** Columns that are fields of the resource (a ref shows its record's title), each once; else a 400 naming it. */
export function checkColumns(def: ResourceDef, columns: ListColumn[] | null): void {
  if (!columns) return;
  const seen = new Set<string>();
  const problems: FieldProblems = {};
  columns.forEach(({ field }, i) => {
    const declared = fieldOf(def, field);
    if (!declared || declared.writeOnly) {
      problems[`columns.${i}.field`] = problem("notAColumn", { resource: def.name, name: field });
    } else if (seen.has(field)) problems[`columns.${i}.field`] = problem("columnTwice", { name: field });
    seen.add(field);
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

export class ListViewStore {
  constructor(private readonly db: Db, private readonly now: () => Date) {}

  /** The views of a list the actor sees (theirs and the shared ones, by name), their columns and default. */
  async ofList(def: ResourceDef, actor: Actor): Promise<ListViews> {
    const rows = await this.db.all<ViewRow>(
      `SELECT * FROM list_view WHERE resource = $1 AND (owner_id = $2 OR shared) ORDER BY lower(name), id`,
      [def.name, actor.id],
    );
    const views = rows.map((row) => answer(row, actor));
    const layout = await this.db.get<{ columns: string | null; default_view: string | null }>(
      "SELECT columns, default_view FROM list_layout WHERE user_id = $1 AND resource = $2",
      [actor.id, def.name],
    );
    // A default view since deleted, or no longer shared, opens nothing.
    const defaultView = views.some((v) => v.id === layout?.default_view) ? layout!.default_view : null;
    return { views, columns: layout?.columns ? JSON.parse(layout.columns) : null, defaultView };
  }

  async create(def: ResourceDef, body: ViewCreate, actor: Actor): Promise<ListView> {
    if (body.shared) mayShare(actor);
    checkColumns(def, body.columns);
    const at = this.now().toISOString();
    const id = crypto.randomUUID();
    await this.db.run(
      `INSERT INTO list_view (id, resource, owner_id, name, shared, query, columns, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8)`,
      [
        id,
        def.name,
        actor.id,
        body.name,
        body.shared,
        viewQuery(def, body.query),
        columnsText(body.columns),
        at,
      ],
    );
    return answer((await this.row(def, id))!, actor);
  }

  /** Changes a view the actor may change, over the version they saw (else 409 with the view as it is now). */
  async update(def: ResourceDef, id: string, body: ViewUpdate, actor: Actor): Promise<ListView> {
    const row = await this.changeable(def, id, actor);
    if (body.shared && !toBool(row.shared)) mayShare(actor);
    if (body.columns !== undefined) checkColumns(def, body.columns);
    const query = body.query === undefined ? row.query : viewQuery(def, body.query);
    const columns = body.columns === undefined ? row.columns : columnsText(body.columns);
    const { changes } = await this.db.run(
      `UPDATE list_view SET name = $1, shared = $2, query = $3, columns = $4, version = version + 1, updated_at = $5
       WHERE id = $6 AND version = $7`,
      [
        body.name ?? row.name,
        body.shared ?? toBool(row.shared)!,
        query,
        columns,
        this.now().toISOString(),
        id,
        body.version,
      ],
    );
    if (changes === 0) throw await this.stale(def, id, actor);
    return answer((await this.row(def, id))!, actor);
  }

  async remove(def: ResourceDef, id: string, actor: Actor): Promise<void> {
    await this.changeable(def, id, actor);
    await this.db.run("DELETE FROM list_view WHERE id = $1", [id]);
  }

  /** The actor's own columns of a list; null puts the resource's declared columns back. */
  async setColumns(def: ResourceDef, columns: ListColumn[] | null, actor: Actor): Promise<void> {
    checkColumns(def, columns);
    await this.db.run(
      `INSERT INTO list_layout (user_id, resource, columns) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, resource) DO UPDATE SET columns = excluded.columns`,
      [actor.id, def.name, columnsText(columns)],
    );
  }

  /** The view the list opens with for the actor: one they see, or null for none. */
  async setDefault(def: ResourceDef, view: string | null, actor: Actor): Promise<void> {
    if (view !== null) await this.visible(def, view, actor);
    await this.db.run(
      `INSERT INTO list_layout (user_id, resource, default_view) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, resource) DO UPDATE SET default_view = excluded.default_view`,
      [actor.id, def.name, view],
    );
  }

  private row(def: ResourceDef, id: string): Promise<ViewRow | undefined> {
    return this.db.get<ViewRow>("SELECT * FROM list_view WHERE id = $1 AND resource = $2", [id, def.name]);
  }

  /** A view the actor sees; another's private view is as if it were not there (404). */
  private async visible(def: ResourceDef, id: string, actor: Actor): Promise<ViewRow> {
    const row = await this.row(def, id);
    if (!row || (row.owner_id !== actor.id && !toBool(row.shared))) throw refusal("noSuchView", { id });
    return row;
  }

  private async changeable(def: ResourceDef, id: string, actor: Actor): Promise<ViewRow> {
    const row = await this.visible(def, id, actor);
    if (!answer(row, actor).mayChange) throw refusal("viewNotYours");
    return row;
  }

  private async stale(def: ResourceDef, id: string, actor: Actor): Promise<Refusal> {
    const current = await this.visible(def, id, actor);
    return refusal("staleView", { name: current.name }, { details: { current: answer(current, actor) } });
  }
}

function mayShare(actor: Actor): void {
  if (actor.role !== "admin") throw refusal("viewShareAdminsOnly");
}

const columnsText = (columns: ListColumn[] | null) => columns ? JSON.stringify(columns) : null;

function answer(row: ViewRow, actor: Actor): ListView {
  const shared = toBool(row.shared)!;
  const mine = row.owner_id === actor.id;
  return {
    id: row.id,
    resource: row.resource,
    name: row.name,
    shared,
    mine,
    mayChange: mine || (shared && actor.role === "admin"),
    query: row.query,
    columns: row.columns ? JSON.parse(row.columns) : null,
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}
