import type { ResourceDef } from "../../domain/resources/types.ts";
import type { WriteMode } from "../../domain/resources/validate.ts";
import { fieldsRefusal, invalid, refusal as refuse } from "../../domain/api/index.ts";
import { ConflictError } from "../store/errors.ts";
import { newId } from "../store/ids.ts";
import { auditActor, changedFields, changeValues, writeAudit, writeOnlyGiven } from "./audit.ts";
import { type ApiRecord, EngineReads, notFound } from "./engine-reads.ts";
import { publicData, type RecordData, refValues } from "./fields.ts";
import { hookContext, type WriteContext } from "./hook-context.ts";
import type { Actor } from "./hooks/types.ts";
import { addRefs, clearRefs, writeRefs } from "./refs.ts";
import { indexWrite, storedSearchTexts } from "./search-sync.ts";
import type { Stored } from "./source.ts";
import { TitleResolver } from "./titles.ts";
import { type NewRecord, validatedBodies, writeBatch } from "./write-batch.ts";
import {
  checkRefs,
  claimUnique,
  keepsOwn,
  refuseIfReferenced,
  stale,
  throwIf,
  writeRefusal,
} from "./write-checks.ts";

/**
 * The generic back-office engine: validation, ref checks, uniqueness, computed fields (hooks), optimistic
 * concurrency and the audit trail, over one RecordSource per resource (its reads: engine-reads.ts). Every write is
 * one transaction: the record, its ref index rows, its unique claims, its audit row and its hooks' side effects
 * commit together.
 */
export class Engine extends EngineReads {
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
    /** The server's values: the same for every record, or each body's own (a job's client and period). */
    set: RecordData | readonly RecordData[] = {},
    titles = new TitleResolver(this.lookup(actor)),
  ): Promise<Stored[]> {
    const now = this.deps.clock();
    const ctx = this.writeContext(def, actor, now);
    const hooks = this.hooks(def);
    throwIf(writeRefusal(def, { ...hooks, unsupported: undefined }, ctx, "create"));
    const source = this.source(def.name);
    const at = now.toISOString();
    // Ids ascend in body order and after every id made before (newId), so the batch's entries go at the end of
    // every index keyed by id, in key order.
    const ids = bodies.map(() => newId()).sort();
    const writes: NewRecord[] = [];
    const valid = validatedBodies(bodies, (body) => this.validated(def, body, "create", ctx.today));
    for (const [i, validated] of valid.entries()) {
      const data = { ...validated, ...def.fixed, ...Array.isArray(set) ? set[i] : set };
      keepsOwn(this.visibility, def, data, actor);
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
    const records = writes.map((w) => w.stored);
    await this.writeTransaction(ctx, async () => {
      await checkRefs(def, writes.map((w) => w.data), titles);
      // The records the batch refers to were just fetched (or given) for its ref checks: the computes read them
      // there. A trigger run's 80,000 returns would otherwise read their clients one round trip each.
      const computing: WriteContext = {
        ...ctx,
        get: async (to, id) => titles.held(to, id) ?? await ctx.get(to, id),
      };
      for (const { data, stored } of writes) {
        await hooks.compute?.(computing, data);
        await claimUnique(source, def, stored.id, data);
        stored.data = publicData(def, data);
      }
      await writeBatch(this.deps.db, def, source, writes, { actor, at, titles });
      for (const record of records) await hooks.after?.(ctx, "create", record);
    });
    return records;
  }

  async update(def: ResourceDef, id: string, body: unknown, actor: Actor): Promise<ApiRecord> {
    const now = this.deps.clock();
    const ctx = this.writeContext(def, actor, now);
    const hooks = this.hooks(def);
    const source = this.source(def.name);
    const previous = await this.sourceFor(def.name, actor).get(def, id);
    if (!previous) throw notFound(def, id);
    throwIf(writeRefusal(def, hooks, ctx, "update", previous));
    const { version, ...change } = this.validated(def, body, "update", ctx.today);
    if (version !== previous.version) throw await stale(this, def, previous);
    const data: RecordData = { ...previous.data, ...change, ...def.fixed };
    keepsOwn(this.visibility, def, data, actor);
    const titles = new TitleResolver(this.lookup(actor));
    const secrets = await source.prepare?.(def, change) ?? {};
    const at = now.toISOString();
    let stored = previous;
    await this.writeTransaction(ctx, async () => {
      await checkRefs(def, [data], titles);
      await hooks.compute?.(ctx, data, previous);
      const next = publicData(def, data);
      const changed = changedFields(previous.data, next, writeOnlyGiven(def, change));
      if (changed.length === 0) return;
      await claimUnique(source, def, id, next);
      stored = await this.#storeUpdate(def, previous, { next, secrets, changed, actor, at });
      await hooks.after?.(ctx, "update", stored, previous);
    });
    return (await this.present(def, [stored], titles))[0];
  }

  /**
   * Sets fields that only the server writes (a document's current version) on a record the actor can see, over
   * the `version` they saw (else 409 with the current record), stored as any update is: refs, search text and an
   * audit entry of each change. Inside the caller's transaction (a savepoint of it), so that what the fields
   * describe is written with them.
   */
  async setServerFields(
    def: ResourceDef,
    id: string,
    version: number,
    set: RecordData,
    actor: Actor,
  ): Promise<Stored> {
    const at = this.deps.clock().toISOString();
    let stored: Stored | undefined;
    await this.deps.db.transaction(async () => {
      const previous = await this.sourceFor(def.name, actor).get(def, id);
      if (!previous) throw notFound(def, id);
      if (version !== previous.version) throw await stale(this, def, previous);
      const next = { ...previous.data, ...set };
      const changed = changedFields(previous.data, next);
      stored = changed.length === 0
        ? previous
        : await this.#storeUpdate(def, previous, { next, secrets: {}, changed, actor, at });
    });
    return stored!;
  }

  async remove(def: ResourceDef, id: string, actor: Actor): Promise<void> {
    const now = this.deps.clock();
    const ctx = this.writeContext(def, actor, now);
    const hooks = this.hooks(def);
    const source = this.source(def.name);
    await this.writeTransaction(ctx, async () => {
      const previous = await this.sourceFor(def.name, actor).get(def, id);
      if (!previous) throw notFound(def, id);
      throwIf(writeRefusal(def, hooks, ctx, "delete", previous));
      await refuseIfReferenced(this, this.deps.db, def, previous, actor);
      await source.remove(def, id);
      await clearRefs(this.deps.db, def.name, id);
      await writeAudit(this.deps.db, {
        resource: def.name,
        recordId: id,
        action: "delete",
        ...auditActor(actor),
        at: now.toISOString(),
        changed: [],
        version: previous.version + 1,
      });
      await hooks.after?.(ctx, "delete", previous, previous);
    });
  }

  /**
   * Puts back a record that left the record tables whole (a document from its bin) as it was, one version on
   * from `previous`: its id, fields and creation, its refs (each checked: a record it names must still be there)
   * and search text, and an audit entry of `action`. Inside the caller's transaction (a savepoint of it).
   */
  async reinstate(def: ResourceDef, previous: Stored, actor: Actor, action: "restore"): Promise<ApiRecord> {
    const at = this.deps.clock().toISOString();
    const stored: Stored = { ...previous, version: previous.version + 1, updatedAt: at, updatedBy: actor.id };
    const titles = new TitleResolver(this.lookup(actor));
    const source = this.source(def.name);
    await this.writeTransaction(this.writeContext(def, actor, new Date(at)), async () => {
      keepsOwn(this.visibility, def, stored.data, actor);
      await checkRefs(def, [stored.data], titles);
      await claimUnique(source, def, stored.id, stored.data);
      await source.insert(def, [stored], await storedSearchTexts(def, [stored], titles));
      await addRefs(this.deps.db, def.name, [{ id: stored.id, refs: refValues(def.fields, stored.data) }]);
      await writeAudit(this.deps.db, {
        resource: def.name,
        recordId: stored.id,
        action,
        ...auditActor(actor),
        at,
        changed: [],
        version: stored.version,
      });
    });
    return (await this.present(def, [stored], titles))[0];
  }

  /**
   * Takes a record out of the record tables (row, refs, search words, unique claims) with no hooks and no audit
   * entry, inside the caller's transaction: for a workflow that writes its own (a document's purge).
   */
  async erase(def: ResourceDef, id: string): Promise<void> {
    await this.source(def.name).remove(def, id);
    await clearRefs(this.deps.db, def.name, id);
  }

  // -------------------------------------------------------------------------------------------------------------

  /**
   * One transaction; a unique clash found by the database itself (two writers racing for a value) becomes a 409. What the
   * hooks asked to run on commit runs once it has committed (never when it rolled back). Also the bulk changes'
   * (bulk/).
   */
  async writeTransaction(
    ctx: WriteContext,
    work: () => Promise<void>,
  ): Promise<void> {
    try {
      await this.deps.db.transaction(work);
    } catch (error) {
      if (error instanceof ConflictError) throw fieldsRefusal("valueTaken", { [error.field]: error.problem });
      throw error;
    }
    for (const fn of ctx.committed) fn();
  }

  /** A write's body as the resource's validator reads it, else the 400 naming each field (bulk/ too). */
  validated(def: ResourceDef, body: unknown, mode: WriteMode, today: string): RecordData {
    const result = this.deps.validate(def, body, { mode, today });
    if (!result.ok) {
      // The validator names the body itself "": say "body" so the message reads.
      throw invalid(Object.fromEntries(Object.entries(result.problems).map(([k, v]) => [k || "body", v])));
    }
    return result.data;
  }

  /**
   * The hook context of one write (hook-context.ts); a hook's patch is stored as the write's own updates are. A
   * bulk change's hooks see the same (bulk/).
   */
  writeContext(def: ResourceDef, actor: Actor, now: Date): WriteContext {
    return hookContext(
      this,
      this.deps,
      { def, actor, now },
      (resource, id, changes) => this.#patch(resource, id, changes, actor, now.toISOString()),
    );
  }

  /** A hook's change to another record: versioned, indexed and audited like any write, inside the caller's. */
  async #patch(resource: string, id: string, changes: RecordData, actor: Actor, at: string): Promise<void> {
    const def = this.def(resource);
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
   * Stores a changed record over `previous` (stale version → 409) with its refs, sort index and audit entry (each
   * changed field from → to): the one way an update is written, by the API or by a hook.
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
    const stored = nextVersion(previous, next, actor, at);
    if (
      !await this.source(def.name).update(def, { ...stored, data: { ...next, ...secrets } }, previous.version)
    ) {
      throw await stale(this, def, previous);
    }
    await writeRefs(this.deps.db, def.name, previous.id, refValues(def.fields, next));
    await indexWrite(this.deps.db, this, def, stored, changed);
    await writeAudit(this.deps.db, {
      resource: def.name,
      recordId: previous.id,
      action: "update",
      ...auditActor(actor),
      at,
      changed,
      values: changeValues(def, previous.data, next, changed),
      version: stored.version,
    });
    return stored;
  }
}

/** A record's next version: `next` its data, written by `actor` at `at` (an update's, or a bulk change's). */
export function nextVersion(previous: Stored, next: RecordData, actor: Actor, at: string): Stored {
  return { ...previous, data: next, version: previous.version + 1, updatedAt: at, updatedBy: actor.id };
}
