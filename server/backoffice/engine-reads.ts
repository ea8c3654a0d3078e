import { REFS_TITLED } from "../../domain/resources/title.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { ValidationResult, WriteMode } from "../../domain/resources/validate.ts";
import type { ListAnswer } from "../../domain/api/list.ts";
import { type Refusal, refusal as refuse } from "../../domain/api/index.ts";
import type { Db } from "../store/db.ts";
import { type AuditEntry, listAudit } from "./audit.ts";
import { checkServable, publicData, type RecordData } from "./fields.ts";
import type { Actor, ResourceHooks } from "./hooks/types.ts";
import { type Cursor, encodeCursor } from "./keyset.ts";
import { GrantCache } from "./permissions.ts";
import { recordSource } from "./records.ts";
import { renewableDeadline, renewedAmong } from "./renewals.ts";
import { syncSearch } from "./search-sync.ts";
import type { ListRequest, RecordSource, Stored } from "./source.ts";
import { idsOf, type TitleLookup, TitleResolver } from "./titles.ts";
import { Visibility } from "./visibility.ts";

export type Validate = (
  def: ResourceDef,
  input: unknown,
  opts: { mode: WriteMode; today: string },
) => ValidationResult;

export interface EngineDeps {
  db: Db;
  defs: readonly ResourceDef[];
  validate: Validate;
  /**
   * Resources kept somewhere of their own (the employees in the sign-in table), by name; every other resource
   * lives in the generic record tables. Their search is their source's business, not the record tables'.
   */
  sources?: Readonly<Record<string, RecordSource>>;
  clock: () => Date;
  hooks: Record<string, ResourceHooks>;
  extraHolidays?: readonly string[];
  /** Who sees which clients' records (CLIENT_VISIBILITY); everyone sees everything when absent. */
  visibility?: Visibility;
  /** The sign-in sessions' memory, told when a write ends an employee's sessions. */
  sessions?: { forget(employeeId: string): void };
}

/** A record as the API answers it. */
export type ApiRecord = RecordData & {
  id: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
  version: number;
  /** How people name the record (titleFields, refs resolved). */
  _title: string;
  /** The titles of the records its top-level refs point at, so lists and view pages need no extra calls. */
  _refTitles: Record<string, string | string[]>;
  /** Of a resource whose deadline a later record meets (renewals.ts): whether one has. */
  _renewed?: boolean;
};

/**
 * The engine's reading half: the resources' declarations and their sources, who sees which records, and records
 * as the API answers them. The write pipeline (engine.ts) is built on it.
 */
export class EngineReads implements TitleLookup {
  readonly grants: GrantCache;
  protected readonly deps: EngineDeps;
  readonly #defs: Map<string, ResourceDef>;
  readonly #records: RecordSource;
  readonly #sources: Readonly<Record<string, RecordSource>>;
  readonly #visibility: Visibility;
  #ready: Promise<void> | undefined;

  constructor(deps: EngineDeps) {
    checkServable(deps.defs);
    this.deps = deps;
    this.#defs = new Map(deps.defs.map((d) => [d.name, d]));
    this.#records = recordSource(deps.db);
    this.#sources = deps.sources ?? {};
    this.#visibility = deps.visibility ?? new Visibility("all", deps.defs);
    this.grants = new GrantCache(deps.db);
    this.whenReady().catch(() => {}); // started now; a failure is reported to the next caller, who retries it
  }

  /** Resolves once search texts are in step with the declarations (search-sync.ts); a failure is retried. */
  whenReady(): Promise<void> {
    const inRecords = this.deps.defs.filter((d) => !Object.hasOwn(this.#sources, d.name));
    this.#ready ??= syncSearch(this.deps.db, inRecords, this)
      .then(
        () => {},
        (error) => {
          this.#ready = undefined;
          throw error;
        },
      );
    return this.#ready;
  }

  /** Every declared resource. */
  allDefs(): readonly ResourceDef[] {
    return this.deps.defs;
  }

  def(name: string): ResourceDef | undefined {
    return this.#defs.get(name);
  }

  source(name: string): RecordSource {
    return this.#sources[name] ?? this.#records;
  }

  /** Whether `name`'s records live in the generic record tables (not in a source of their own). */
  inRecordTables(name: string): boolean {
    return !Object.hasOwn(this.#sources, name);
  }

  /** Who sees which clients' records (CLIENT_VISIBILITY): for the workflows' own queries. */
  get visibility(): Visibility {
    return this.#visibility;
  }

  /** The records of `name` as `actor` may see them (visibility.ts): every one, or their clients' only. */
  sourceFor(name: string, actor: Actor): RecordSource {
    return this.#visibility.source(this.deps.db, this.source(name), name, actor);
  }

  /** Declarations and sources as `actor` sees them: titles and ref checks through it find only their records. */
  lookup(actor: Actor): TitleLookup {
    return { def: (name) => this.def(name), source: (name) => this.sourceFor(name, actor) };
  }

  /** The resource's own behaviour; what it never supports comes from its declaration. */
  hooks(def: ResourceDef): ResourceHooks {
    const hooks = this.deps.hooks[def.name] ?? {};
    return def.unsupported ? { unsupported: def.unsupported, ...hooks } : hooks;
  }

  /** A list page as the API answers it (domain/api/list.ts): places as cursors of the list's sort and order. */
  async list(def: ResourceDef, request: ListRequest, actor: Actor): Promise<ListAnswer<ApiRecord>> {
    const { rows, total, capped, next, prev } = await this.sourceFor(def.name, actor).list(def, request);
    const place = (cursor: Cursor | null) =>
      cursor && encodeCursor(request.sort.field, request.order, cursor);
    const items = await this.present(def, rows, new TitleResolver(this.lookup(actor)));
    return { items, total, capped, next: place(next), prev: place(prev) };
  }

  async read(def: ResourceDef, id: string, actor: Actor): Promise<ApiRecord> {
    const stored = await this.sourceFor(def.name, actor).get(def, id);
    if (!stored) throw notFound(def, id);
    return (await this.present(def, [stored], new TitleResolver(this.lookup(actor))))[0];
  }

  /**
   * A record's audit entries, newest first; a deleted record's history stays readable, except to an employee
   * confined to their clients (visibility.ts), who cannot be shown whose client it was.
   */
  async audit(def: ResourceDef, id: string, actor: Actor): Promise<AuditEntry[]> {
    const entries = await listAudit(this.deps.db, def.name, id);
    const source = this.sourceFor(def.name, actor);
    // No entries: a record seeded without any (migration 3, sign-ins), or an id never seen (404).
    const mustExist = entries.length === 0 || source !== this.source(def.name);
    if (mustExist && !await source.get(def, id)) throw notFound(def, id);
    return entries;
  }

  /** Records as answers: stamps, public fields, title and ref titles, resolved in batches. */
  async present(
    def: ResourceDef,
    rows: readonly Stored[],
    titles = new TitleResolver(this),
  ): Promise<ApiRecord[]> {
    const refFields = def.fields.filter((f) => f.kind === "ref" || f.kind === "refs");
    // A refs value brings the titles of its first REFS_TITLED ids along, however many it holds.
    const titled = (value: unknown) => idsOf(value).slice(0, REFS_TITLED);
    const wanted = new Map<string, string[]>();
    for (const f of refFields) {
      if (f.kind !== "ref" && f.kind !== "refs") continue;
      wanted.set(f.to, [...wanted.get(f.to) ?? [], ...rows.flatMap((r) => titled(r.data[f.name]))]);
    }
    const renewable = renewableDeadline(def) !== undefined;
    const [names, , renewed] = await Promise.all([
      titles.titles(def, rows),
      titles.loadAll(wanted),
      renewable ? renewedAmong(this.deps.db, def, rows.map((r) => r.id)) : undefined,
    ]);
    const refTitles = new Map<string, Map<string, string>>();
    for (const f of refFields) {
      if (f.kind !== "ref" && f.kind !== "refs") continue;
      const ids = rows.flatMap((r) => titled(r.data[f.name]));
      if (ids.length > 0) refTitles.set(f.name, await titles.refTitles(f.to, ids));
    }
    return rows.map((row, i) => {
      const _refTitles: Record<string, string | string[]> = {};
      for (const f of refFields) {
        const value = row.data[f.name];
        const known = refTitles.get(f.name);
        if (!known) continue;
        if (f.kind === "ref" && typeof value === "string") _refTitles[f.name] = known.get(value) ?? value;
        if (f.kind === "refs") _refTitles[f.name] = titled(value).map((id) => known.get(id) ?? id);
      }
      return {
        ...publicData(def, row.data),
        id: row.id,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        createdBy: row.createdBy,
        updatedBy: row.updatedBy,
        version: row.version,
        _title: names[i],
        _refTitles,
        ...(renewed ? { _renewed: renewed.has(row.id) } : {}),
      };
    });
  }

  /** The configured one-off public holidays (EXTRA_HOLIDAYS), which move and count business-day deadlines. */
  get extraHolidays(): readonly string[] {
    return this.deps.extraHolidays ?? [];
  }

  /** The engine's clock: what writes are stamped with and what "today" is. */
  now(): Date {
    return this.deps.clock();
  }
}

export function notFound(def: ResourceDef, id: string): Refusal {
  return refuse("recordNotFound", { resource: def.name, id });
}
