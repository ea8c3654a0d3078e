import { isLocked } from "../../domain/resources/access.ts";
import { REFS_TITLED } from "../../domain/resources/title.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import type { ValidationResult, WriteMode } from "../../domain/resources/validate.ts";
import type { Db } from "../store/db.ts";
import { ConflictError } from "../store/errors.ts";
import { newId } from "../store/ids.ts";
import { endEmployeeSessions } from "../store/sessions.ts";
import {
  type AuditEntry,
  type AuditWrite,
  changedFields,
  listAudit,
  writeAudit,
  writeAudits,
} from "./audit.ts";
import { dialectOf } from "./dialect.ts";
import { checkServable, publicData, type RecordData, refValues } from "./fields.ts";
import type { Actor, HookContext, ResourceHooks, WriteAction } from "./hooks/types.ts";
import {
  type FieldProblems,
  fieldsRefusal,
  invalid,
  type Localized,
  problem,
  type Refusal,
  refusal as refuse,
} from "../../domain/api/index.ts";
import { listRequest } from "./list-query.ts";
import { type Cursor, encodeCursor } from "./keyset.ts";
import type { ListAnswer } from "../../domain/api/list.ts";
import { GrantCache } from "./permissions.ts";
import { nextCode } from "./record-codes.ts";
import { recordSource } from "./records.ts";
import { addRefs, clearRefs, referrers, referringIds, writeRefs } from "./refs.ts";
import { indexWrite, storedSearchTexts, syncSearch } from "./search-sync.ts";
import type { ListRequest, RecordSource, Stored } from "./source.ts";
import { idsOf, type TitleLookup, TitleResolver } from "./titles.ts";
import { practiceToday } from "../../domain/today.ts";
import { Visibility } from "./visibility.ts";
import { renewableDeadline, renewedAmong } from "./renewals.ts";

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

/** Referrers named in a 409 per resource. */
const REFERRER_TITLES = 3;

/**
 * The generic back-office engine: validation, ref checks, uniqueness, computed fields (hooks), optimistic
 * concurrency and the audit trail, over one RecordSource per resource. Every write is one transaction: the
 * record, its ref index rows, its unique claims, its audit row and its hooks' side effects commit together.
 */
export class Engine implements TitleLookup {
  readonly grants: GrantCache;
  readonly #deps: EngineDeps;
  readonly #defs: Map<string, ResourceDef>;
  readonly #records: RecordSource;
  readonly #sources: Readonly<Record<string, RecordSource>>;
  readonly #visibility: Visibility;
  #ready: Promise<void> | undefined;

  constructor(deps: EngineDeps) {
    checkServable(deps.defs);
    this.#deps = deps;
    this.#defs = new Map(deps.defs.map((d) => [d.name, d]));
    this.#records = recordSource(deps.db);
    this.#sources = deps.sources ?? {};
    this.#visibility = deps.visibility ?? new Visibility("all", deps.defs);
    this.grants = new GrantCache(deps.db);
    this.whenReady().catch(() => {}); // started now; a failure is reported to the next caller, who retries it
  }

  /** Resolves once search texts are in step with the declarations (search-sync.ts); a failure is retried. */
  whenReady(): Promise<void> {
    const inRecords = this.#deps.defs.filter((d) => !Object.hasOwn(this.#sources, d.name));
    this.#ready ??= syncSearch(this.#deps.db, inRecords, this)
      .then(
        () => {},
        (error) => {
          this.#ready = undefined;
          throw error;
        },
      );
    return this.#ready;
  }

  def(name: string): ResourceDef | undefined {
    return this.#defs.get(name);
  }

  source(name: string): RecordSource {
    return this.#sources[name] ?? this.#records;
  }

  /** Who sees which clients' records (CLIENT_VISIBILITY): for the workflows' own queries. */
  get visibility(): Visibility {
    return this.#visibility;
  }

  /** The records of `name` as `actor` may see them (visibility.ts): every one, or their clients' only. */
  sourceFor(name: string, actor: Actor): RecordSource {
    return this.#visibility.source(this.#deps.db, this.source(name), name, actor);
  }

  /** Declarations and sources as `actor` sees them: titles and ref checks through it find only their records. */
  lookup(actor: Actor): TitleLookup {
    return { def: (name) => this.def(name), source: (name) => this.sourceFor(name, actor) };
  }

  /** The resource's own behaviour; what it never supports comes from its declaration. */
  hooks(def: ResourceDef): ResourceHooks {
    const hooks = this.#deps.hooks[def.name] ?? {};
    return def.unsupported ? { unsupported: def.unsupported, ...hooks } : hooks;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reads

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
    const entries = await listAudit(this.#deps.db, def.name, id);
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
      renewable ? renewedAmong(this.#deps.db, def, rows.map((r) => r.id)) : undefined,
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

  // -------------------------------------------------------------------------------------------------------------
  // Writes

  /** The engine's clock: what writes are stamped with and what "today" is. */
  now(): Date {
    return this.#deps.clock();
  }

  async create(def: ResourceDef, body: unknown, actor: Actor): Promise<ApiRecord> {
    if (this.hooks(def).unsupported?.includes("create")) {
      throw refuse("cannotCreate", { label: def.label });
    }
    const titles = new TitleResolver(this.lookup(actor));
    return (await this.present(def, [await this.insert(def, body, actor, {}, titles)], titles))[0];
  }

  /**
   * Creates a record exactly as `create` does (validation, ref checks, hooks, unique claims, refs, search text,
   * audit) and answers it as stored, not presented: for server workflows that create records inside one
   * transaction of their own (the create is then a savepoint of it). `set` holds the values of readOnly fields
   * that only the server writes (a trigger run's counts), applied after validation like a route's `fixed` ones.
   * A resource no client may create (a log) is written here by the workflow that owns it. `titles` may already
   * know the records the new one refers to (insertMany).
   */
  async insert(
    def: ResourceDef,
    body: unknown,
    actor: Actor,
    set: RecordData = {},
    titles = new TitleResolver(this.lookup(actor)),
  ): Promise<Stored> {
    return (await this.insertMany(def, [body], actor, set, titles))[0];
  }

  /**
   * Creates many records of one resource as `insert` creates each (insert is this with one body), in one
   * transaction (a savepoint of the caller's): all or none. All are validated and their refs checked; each in
   * turn is computed and claims its unique values; then their ref rows, audit entries and the records with their
   * search texts are written, many rows at once (insertRows), the writes under way while the next are made; then
   * the `after` hooks run, in order. Referenced records are fetched once for the whole batch through `titles`, which
   * the caller may have given them already (records it read in the same transaction), and which also titles the
   * search texts. An employee confined to their clients (visibility.ts) writes only records they can see: a ref to
   * another's client reads as missing, and a record must stay theirs.
   */
  async insertMany(
    def: ResourceDef,
    bodies: readonly unknown[],
    actor: Actor,
    set: RecordData = {},
    titles = new TitleResolver(this.lookup(actor)),
  ): Promise<Stored[]> {
    const now = this.#deps.clock();
    const ctx = this.#context(def, actor, now);
    const hooks = this.hooks(def);
    throwIf(refusal(def, { ...hooks, unsupported: undefined }, ctx, "create"));
    const source = this.source(def.name);
    const at = now.toISOString();
    // Ids ascend in body order and after every id made before (newId), so the batch's entries go at the end of
    // every index keyed by id, in key order.
    const ids = bodies.map(() => newId()).sort();
    const writes: Array<{ data: RecordData; secrets: RecordData; stored: Stored }> = [];
    for (const [i, body] of bodies.entries()) {
      const data = { ...this.#validated(def, body, "create", ctx.today), ...def.fixed, ...set };
      this.#keepsOwn(def, data, actor);
      const secrets = await source.prepare?.(def, data) ?? {};
      const stored: Stored = {
        id: ids[i],
        data,
        version: 1,
        createdAt: at,
        updatedAt: at,
        createdBy: actor.id,
        updatedBy: actor.id,
      };
      writes.push({ data, secrets, stored });
    }
    const db = this.#deps.db;
    const records = writes.map((w) => w.stored);
    await this.#write(ctx, async () => {
      await this.#checkRefs(def, writes.map((w) => w.data), titles);
      for (const { data, stored } of writes) {
        await hooks.compute?.(ctx, data);
        await this.#claimUnique(def, stored.id, data);
        stored.data = publicData(def, data);
      }
      // The refs go first: while the database takes them in (PostgreSQL: a COPY, server/store/postgres.ts), the
      // search texts and audit entries are made, a part at a time with a turn of the event loop between parts so
      // that the connection goes on sending; their own writes then follow in turn.
      const sent = new Sent();
      try {
        sent.add(
          addRefs(db, def.name, records.map((r) => ({ id: r.id, refs: refValues(def.fields, r.data) }))),
        );
        const search: string[] = [];
        const audits: AuditWrite[] = [];
        for (let start = 0; start < writes.length && !sent.failed; start += PART) {
          const part = writes.slice(start, start + PART);
          search.push(...await storedSearchTexts(def, part.map((w) => w.stored), titles));
          for (const { data, stored } of part) {
            audits.push({
              resource: def.name,
              recordId: stored.id,
              action: "create",
              userId: actor.id,
              at,
              changed: changedFields({}, stored.data, writeOnlyGiven(def, data)),
              version: 1,
            });
          }
          if (writes.length > PART) await new Promise((resolve) => setTimeout(resolve, 0));
        }
        if (!sent.failed) {
          sent.add(writeAudits(db, audits));
          sent.add(source.insert(
            def,
            writes.map(({ stored, secrets }) => ({ ...stored, data: { ...stored.data, ...secrets } })),
            search,
          ));
        }
      } finally {
        // Nothing may be left running when the transaction ends, however it ends.
        await sent.settled();
      }
      sent.check();
      for (const record of records) await hooks.after?.(ctx, "create", record);
    });
    return records;
  }

  async update(def: ResourceDef, id: string, body: unknown, actor: Actor): Promise<ApiRecord> {
    const now = this.#deps.clock();
    const ctx = this.#context(def, actor, now);
    const hooks = this.hooks(def);
    const source = this.source(def.name);
    const previous = await this.sourceFor(def.name, actor).get(def, id);
    if (!previous) throw notFound(def, id);
    throwIf(refusal(def, hooks, ctx, "update", previous));
    const { version, ...change } = this.#validated(def, body, "update", ctx.today);
    if (version !== previous.version) throw await this.#stale(def, previous);
    const data: RecordData = { ...previous.data, ...change, ...def.fixed };
    this.#keepsOwn(def, data, actor);
    const titles = new TitleResolver(this.lookup(actor));
    const secrets = await source.prepare?.(def, change) ?? {};
    const at = now.toISOString();
    let stored = previous;
    await this.#write(ctx, async () => {
      await this.#checkRefs(def, [data], titles);
      await hooks.compute?.(ctx, data, previous);
      const next = publicData(def, data);
      const changed = changedFields(previous.data, next, writeOnlyGiven(def, change));
      if (changed.length === 0) return;
      await this.#claimUnique(def, id, next);
      stored = await this.#storeUpdate(def, previous, { next, secrets, changed, actor, at });
      await hooks.after?.(ctx, "update", stored, previous);
    });
    return (await this.present(def, [stored], titles))[0];
  }

  async remove(def: ResourceDef, id: string, actor: Actor): Promise<void> {
    const now = this.#deps.clock();
    const ctx = this.#context(def, actor, now);
    const hooks = this.hooks(def);
    const source = this.source(def.name);
    await this.#write(ctx, async () => {
      const previous = await this.sourceFor(def.name, actor).get(def, id);
      if (!previous) throw notFound(def, id);
      throwIf(refusal(def, hooks, ctx, "delete", previous));
      await this.#refuseIfReferenced(def, previous, actor);
      await source.remove(def, id);
      await clearRefs(this.#deps.db, def.name, id);
      await writeAudit(this.#deps.db, {
        resource: def.name,
        recordId: id,
        action: "delete",
        userId: actor.id,
        at: now.toISOString(),
        changed: [],
        version: previous.version + 1,
      });
      await hooks.after?.(ctx, "delete", previous, previous);
    });
  }

  // -------------------------------------------------------------------------------------------------------------

  /**
   * One transaction; a unique clash found by the database itself (two writers racing for a value) becomes a 409. What the
   * hooks asked to run on commit runs once it has committed (never when it rolled back).
   */
  async #write(
    ctx: HookContext & { committed: Array<() => void> },
    work: () => Promise<void>,
  ): Promise<void> {
    try {
      await this.#deps.db.transaction(work);
    } catch (error) {
      if (error instanceof ConflictError) throw fieldsRefusal("valueTaken", { [error.field]: error.problem });
      throw error;
    }
    for (const fn of ctx.committed) fn();
  }

  #validated(def: ResourceDef, body: unknown, mode: WriteMode, today: string): RecordData {
    const result = this.#deps.validate(def, body, { mode, today });
    if (!result.ok) {
      // The validator names the body itself "": say "body" so the message reads.
      throw invalid(Object.fromEntries(Object.entries(result.problems).map(([k, v]) => [k || "body", v])));
    }
    return result.data;
  }

  /**
   * Every ref must name an existing record: 400 naming the field ("No account with id …"), for the first of `rows`
   * that has a missing one. The referenced records are fetched through `titles`, all rows' at once.
   */
  async #checkRefs(def: ResourceDef, rows: readonly RecordData[], titles: TitleResolver): Promise<void> {
    const refs = rows.map((data) => refValues(def.fields, data));
    const wanted = new Map<string, string[]>();
    for (const r of refs.flat()) {
      let ids = wanted.get(r.to);
      if (!ids) wanted.set(r.to, ids = []);
      ids.push(r.id);
    }
    await titles.loadAll(wanted);
    for (const list of refs) {
      const missing: FieldProblems = {};
      for (const r of list) {
        if (!titles.has(r.to, r.id)) {
          missing[r.path] ??= problem("noSuchRecord", { resource: r.to, id: r.id });
        }
      }
      if (Object.keys(missing).length > 0) throw invalid(missing);
    }
  }

  /** 400 when a confined employee's write would leave a record they could not see again (visibility.ts). */
  #keepsOwn(def: ResourceDef, data: RecordData, actor: Actor): void {
    const problems = this.#visibility.ownProblems(def, data, actor);
    if (Object.keys(problems).length > 0) throw invalid(problems);
  }

  async #claimUnique(def: ResourceDef, id: string, data: RecordData): Promise<void> {
    const clashes = await this.source(def.name).claimUnique(def, id, data);
    if (Object.keys(clashes).length > 0) throw fieldsRefusal("valueTaken", clashes);
  }

  /**
   * 409 naming who refers to the record, with a few titles per referring resource: only those `actor` may see (a
   * confined employee learns how many records of other clients use it, not whose they are).
   */
  async #refuseIfReferenced(def: ResourceDef, record: Stored, actor: Actor): Promise<void> {
    const using = await referrers(
      this.#deps.db,
      def.name,
      record.id,
      (resource, path) => !this.#weak(resource, path),
    );
    if (using.size === 0) return;
    const titles = new TitleResolver(this.lookup(actor));
    const referencedBy: Array<{ resource: string; label: Localized; count: number; titles: string[] }> = [];
    for (const [resource, ids] of using) {
      const other = this.#defs.get(resource);
      const source = this.sourceFor(resource, actor);
      const first = other ? await source.getMany(other, ids.slice(0, REFERRER_TITLES)) : [];
      const names = other ? await titles.titles(other, first) : [];
      const label = other?.label ?? { en: resource, tr: resource, ar: resource };
      referencedBy.push({ resource, label, count: ids.length, titles: names });
    }
    const [title] = await titles.titles(def, [record]);
    throw refuse("recordInUse", { title, users: usersPhrase(referencedBy) }, {
      details: {
        referencedBy: referencedBy.map(({ resource, count, titles }) => ({ resource, count, titles })),
      },
    });
  }

  /** Whether a record_ref field (`accountFilter.accountGroup`: list positions left out) is a weak ref. */
  #weak(resource: string, path: string): boolean {
    let fields: readonly Field[] = this.#defs.get(resource)?.fields ?? [];
    let found: Field | undefined;
    for (const name of path.split(".")) {
      found = fields.find((f) => f.name === name);
      fields = found?.kind === "object" || found?.kind === "items" ? found.fields : [];
    }
    return (found?.kind === "ref" || found?.kind === "refs") && found.weak === true;
  }

  async #stale(def: ResourceDef, previous: Stored): Promise<Refusal> {
    const current = await this.source(def.name).get(def, previous.id);
    if (!current) return notFound(def, previous.id);
    const [record] = await this.present(def, [current]);
    const label = { ...def.label, en: def.label.en.toLowerCase() };
    return refuse("staleRecord", { label }, { details: { current: record } });
  }

  #context(def: ResourceDef, actor: Actor, now: Date): HookContext & { committed: Array<() => void> } {
    const db = this.#deps.db;
    const committed: Array<() => void> = [];
    return {
      committed,
      onCommit: (fn) => committed.push(fn),
      def,
      actor,
      today: practiceToday(now),
      extraHolidays: this.#deps.extraHolidays ?? [],
      get: (resource, id) => {
        const other = this.#defs.get(resource);
        return other ? this.source(resource).get(other, id) : Promise.resolve(undefined);
      },
      referring: (resource, field, to, id) => referringIds(db, resource, field, to, id),
      count: async (resource, where) => {
        const other = this.#defs.get(resource);
        if (!other) return 0;
        const { request } = listRequest(other, { where, pageSize: 1 });
        return (await this.source(resource).list(other, request)).total;
      },
      patch: (resource, id, changes) => this.#patch(resource, id, changes, actor, now.toISOString()),
      nextCode: (field, prefix, format) => nextCode(db, def.name, field, prefix, format),
      lock: (key) => dialectOf(db).lock(db, key),
      invalidateGrants: () => this.grants.invalidate(),
      endSessions: async (employeeId) => {
        await endEmployeeSessions(db, employeeId);
        committed.push(() => this.#deps.sessions?.forget(employeeId));
      },
    };
  }

  /** A hook's change to another record: versioned, indexed and audited like any write, inside the caller's. */
  async #patch(resource: string, id: string, changes: RecordData, actor: Actor, at: string): Promise<void> {
    const def = this.#defs.get(resource);
    if (!def) return;
    const source = this.source(resource);
    const current = await source.get(def, id);
    if (!current) return;
    const next = { ...current.data, ...changes };
    const changed = changedFields(current.data, next);
    if (changed.length === 0) return;
    await this.#storeUpdate(def, current, { next, secrets: {}, changed, actor, at });
  }

  /**
   * Stores a changed record over `previous` (stale version → 409) with its refs, sort index and audit entry: the
   * one way an update is written, by the API or by a hook.
   */
  async #storeUpdate(
    def: ResourceDef,
    previous: Stored,
    { next, secrets, changed, actor, at }: {
      next: RecordData;
      secrets: RecordData;
      changed: string[];
      actor: Actor;
      at: string;
    },
  ): Promise<Stored> {
    const stored = {
      ...previous,
      data: next,
      version: previous.version + 1,
      updatedAt: at,
      updatedBy: actor.id,
    };
    if (
      !await this.source(def.name).update(def, { ...stored, data: { ...next, ...secrets } }, previous.version)
    ) {
      throw await this.#stale(def, previous);
    }
    await writeRefs(this.#deps.db, def.name, previous.id, refValues(def.fields, next));
    await indexWrite(this.#deps.db, this, def, stored, changed);
    await writeAudit(this.#deps.db, {
      resource: def.name,
      recordId: previous.id,
      action: "update",
      userId: actor.id,
      at,
      changed,
      version: stored.version,
    });
    return stored;
  }
}

function notFound(def: ResourceDef, id: string): Refusal {
  return refuse("recordNotFound", { resource: def.name, id });
}

/** "2 Contact records (Ada, Ben) and 1 Quote record", in each language: who still refers to a record. */
function usersPhrase(referencedBy: Array<{ label: Localized; count: number; titles: string[] }>): Localized {
  const titled = (titles: string[]) => (titles.length ? ` (${titles.join(", ")})` : "");
  const each = (lang: keyof Localized) =>
    referencedBy.map(({ label, count, titles }) => {
      if (lang === "en") return `${count} ${label.en} record${count === 1 ? "" : "s"}${titled(titles)}`;
      if (lang === "tr") return `${count} ${label.tr} kaydı${titled(titles)}`;
      return `${count} من سجلات ${label.ar}${titled(titles)}`;
    });
  return { en: each("en").join(" and "), tr: each("tr").join(" ve "), ar: each("ar").join(" و") };
}

function throwIf(error: Refusal | undefined): void {
  if (error) throw error;
}

/**
 * Why a write may not happen at all, before anything is written: an action the resource never supports (405), a
 * locked record (403 with the declaration's reason), or the resource's own rule.
 */
function refusal(
  def: ResourceDef,
  hooks: ResourceHooks,
  ctx: HookContext,
  action: WriteAction,
  previous?: Stored,
): Refusal | undefined {
  if (hooks.unsupported?.includes(action)) {
    const code =
      ({ create: "cannotCreate", update: "cannotChange", delete: "cannotDelete" } as const)[action];
    return refuse(code, { label: def.label });
  }
  if (previous && isLocked(def, previous.data)) return refuse("recordLocked", { reason: def.locked!.reason });
  return hooks.refuse?.(ctx, action, previous);
}

/** Write-only fields given a value in this write: named in the audit, never shown. */
function writeOnlyGiven(def: ResourceDef, data: RecordData): string[] {
  return def.fields.filter((f) => f.writeOnly && data[f.name] !== null && data[f.name] !== undefined)
    .map((f) => f.name);
}

/** Records per part of insertMany's search texts and audit entries. */
const PART = 2_000;

/** Writes sent and not yet waited for: the first to fail (in the order sent) is what the batch reports. */
class Sent {
  readonly #writes: Promise<void>[] = [];
  #failed = false;
  #failure: { error: unknown } | undefined;

  /** Whether a write has failed already: nothing more is worth sending. */
  get failed(): boolean {
    return this.#failed;
  }

  add(write: Promise<void>): void {
    this.#writes.push(write);
    write.catch(() => this.#failed = true);
  }

  /** Waits for every write; `check` then throws the first failure. */
  async settled(): Promise<void> {
    const failed = (await Promise.allSettled(this.#writes)).find((r) => r.status === "rejected");
    if (failed) this.#failure = { error: failed.reason };
  }

  check(): void {
    if (this.#failure) throw this.#failure.error;
  }
}
