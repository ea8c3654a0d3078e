/**
 * Bulk changes (issue 39): a field set to one value on many records, or many records deleted, as one change set,
 * all or nothing; and the revert of a change set, itself a change set. Each record is checked as a single write
 * checks it (the resource's rules, a locked record, the refs, a confined employee keeping it theirs, its version)
 * and written as one is (record, refs, search text and words, an audit entry naming the change set), many rows per
 * statement (bulk-writes.ts).
 */
import { refusal as refuse } from "../../../domain/api/index.ts";
import { practiceToday } from "../../../domain/today.ts";
import type { Applied, ChangeSetAction, Preview, Shown } from "../../../domain/bulk-changes.ts";
import type { Action, ResourceDef } from "../../../domain/resources/types.ts";
import type { Db } from "../../store/db.ts";
import { newId } from "../../store/ids.ts";
import { deferTrigramMerge } from "../../store/trigrams.ts";
import { auditActor, type AuditWrite, changedFields, changeValues, writeAudits } from "../audit.ts";
import { type Engine, nextVersion } from "../engine.ts";
import type { ApiRecord } from "../engine-reads.ts";
import { publicData, refValues } from "../fields.ts";
import type { WriteContext } from "../hook-context.ts";
import type { Actor } from "../hooks/types.ts";
import { refusal } from "../permissions.ts";
import { roomForTallies } from "../tally.ts";
import { addRefs } from "../refs.ts";
import { indexWrite, storedSearchTexts } from "../search-sync.ts";
import type { Stored } from "../source.ts";
import { TitleResolver } from "../titles.ts";
import { checkRefs, claimUnique, keepsOwn, stale, throwIf, writeRefusal } from "../write-checks.ts";
import { deleteRecords, holdRecords, type Rewrite, rewriteIndexes, updateRecords } from "./bulk-writes.ts";
import {
  type ChangeSetRecord,
  changeSetRecords,
  changeSetRecordsNow,
  getChangeSet,
  logChangeSet,
} from "./change-set-log.ts";
import { type BulkRequest, type Item, planOf } from "./selection.ts";
import { referencedAmong } from "./referenced.ts";

/** Records a preview shows with their field before and after. */
export const PREVIEW_SAMPLE = 10;

/** What a change set does to its records needs this grant of the resource's module. */
const GRANT_OF: Record<ChangeSetAction, Action> = { set: "update", delete: "delete", restore: "create" };

export class BulkChanges {
  constructor(private readonly engine: Engine, private readonly db: Db) {}

  /** How many records the change would change now, and the first of them before and after. */
  async preview(def: ResourceDef, body: BulkRequest, actor: Actor): Promise<Preview> {
    await this.#admit(def, body.action, actor);
    const plan = await planOf(this.engine, def, body, actor, practiceToday(this.engine.now()));
    const first = plan.items.slice(0, PREVIEW_SAMPLE);
    const titles = new TitleResolver(this.engine.lookup(actor));
    const before = await this.engine.present(def, first.map((i) => i.previous), titles);
    if (!plan.field) return { count: plan.items.length, sample: before.map(shortly) };
    const field = plan.field;
    const after = await this.engine.present(
      def,
      first.map(({ previous, value }) => ({ ...previous, data: { ...previous.data, [field]: value } })),
      titles,
    );
    return {
      count: plan.items.length,
      sample: before.map((b, i) => ({
        ...shortly(b),
        before: shown(b, field),
        after: shown(after[i], field),
      })),
    };
  }

  /** Applies the change as one change set, all or nothing. */
  async apply(def: ResourceDef, body: BulkRequest, actor: Actor): Promise<Applied> {
    await this.#admit(def, body.action, actor);
    const ctx = this.engine.writeContext(def, actor, this.engine.now());
    let id = "";
    let count = 0;
    await this.engine.writeTransaction(ctx, async () => {
      await this.#bulkTransaction(ctx);
      const plan = await planOf(this.engine, def, body, actor, ctx.today);
      count = plan.items.length;
      if (body.count !== undefined && body.count !== count) {
        throw refuse("selectionChanged", { counted: body.count, count });
      }
      if (count === 0) throw refuse("bulkNothing");
      id = plan.field
        ? await this.#set(ctx, def, plan.field, plan.items, null)
        : await this.#delete(ctx, def, plan.items.map((i) => i.previous), null);
    });
    return { changeSet: id, count, changedSince: [] };
  }

  /**
   * Puts back what a change set did, as a new change set, to its records not changed since (their version is the
   * one it wrote); those changed since are named and left alone. Nothing left to put back is a 409 naming them.
   */
  async revert(changeSetId: string, actor: Actor): Promise<Applied> {
    const set = await getChangeSet(this.db, changeSetId);
    const def = set && this.engine.def(set.resource);
    if (!set || !def) throw refuse("changeSetNotFound", { id: changeSetId });
    const undo: ChangeSetAction = set.action === "set"
      ? "set"
      : set.action === "delete"
      ? "restore"
      : "delete";
    await this.#admit(def, undo, actor);
    const ctx = this.engine.writeContext(def, actor, this.engine.now());
    let applied: Applied | undefined;
    await this.engine.writeTransaction(ctx, async () => {
      await this.#bulkTransaction(ctx);
      const rows = await changeSetRecords(this.db, set.id);
      // A deleted record is put back while it is still gone; any other while it is at the version written.
      const current = new Map(
        (await this.#current(def, set.id, undo === "restore" ? undefined : actor)).map((r) => [r.id, r]),
      );
      const still = (r: ChangeSetRecord) =>
        undo === "restore" ? !current.has(r.recordId) : current.get(r.recordId)?.version === r.version;
      const moved = rows.filter((r) => !still(r));
      const changedSince = await this.#named(
        def,
        moved.map((r) => current.get(r.recordId) ?? r.recordId),
        actor,
      );
      const kept = rows.filter(still);
      if (kept.length === 0) {
        throw refuse("changeSetMovedOn", { records: changedSince.map((r) => r.title ?? r.id).join(", ") }, {
          details: { changedSince },
        });
      }
      const id = undo === "set"
        ? await this.#set(
          ctx,
          def,
          set.field!,
          kept.map((r) => ({ previous: current.get(r.recordId)!, value: r.before })),
          set.id,
        )
        : undo === "delete"
        ? await this.#delete(ctx, def, kept.map((r) => current.get(r.recordId)!), set.id)
        : await this.#restore(ctx, def, kept.map((r) => r.before as Stored), set.id);
      applied = { changeSet: id, count: kept.length, changedSince };
    });
    return applied!;
  }

  /**
   * Thousands of records written at once: the tallies' triggers read them in memory (tally.ts), and their trigram
   * index entries are merged after the commit, not during the change (store/trigrams.ts); a merge that fails leaves
   * them in the pending list, where searches still find them.
   */
  async #bulkTransaction(ctx: WriteContext): Promise<void> {
    await roomForTallies(this.db);
    const merge = await deferTrigramMerge(this.db);
    if (!merge) return;
    ctx.committed.push(() => {
      merge().catch((error) => console.error(`merging the trigram index's pending entries failed: ${error}`));
    });
  }

  /** Whether `def` can be changed in bulk by `actor` at all (405/403 before anything is read). */
  async #admit(def: ResourceDef, action: ChangeSetAction, actor: Actor): Promise<void> {
    // Employees are kept in the sign-in table, each write of theirs with its sessions and password: one at a time.
    if (!this.engine.inRecordTables(def.name)) throw refuse("cannotBulkChange", { label: def.label });
    // A bulk delete is undone by putting the records back: not where no record may be made (a document, which an
    // upload makes and a delete puts in the bin).
    const undoneByCreating = action === "delete" || action === "restore";
    if (undoneByCreating && this.engine.hooks(def).unsupported?.includes("create")) {
      throw refuse("cannotBulkChange", { label: def.label });
    }
    const refused = refusal(actor.role, await this.engine.grants.grants(actor.role), def, GRANT_OF[action]);
    if (refused) throw refused;
    await this.engine.whenReady();
  }

  /** Sets `field` of each item's record to its value, as update() writes one: one change set. */
  async #set(
    ctx: WriteContext,
    def: ResourceDef,
    field: string,
    items: readonly Item[],
    reverts: string | null,
  ) {
    const { actor, at } = ctx;
    const hooks = this.engine.hooks(def);
    const id = newId();
    const titles = new TitleResolver(this.engine.lookup(actor));
    const datas = items.map(({ previous, value }) => {
      throwIf(writeRefusal(def, hooks, ctx, "update", previous));
      const data = { ...previous.data, [field]: value, ...def.fixed };
      keepsOwn(this.engine.visibility, def, data, actor);
      return data;
    });
    await checkRefs(def, datas, titles);
    // The records the change refers to were just fetched for its ref checks: the computes read them there.
    const computing: WriteContext = {
      ...ctx,
      get: async (to, ref) => titles.held(to, ref) ?? await ctx.get(to, ref),
    };
    const rewrites: Rewrite[] = [];
    const audits: AuditWrite[] = [];
    const records: ChangeSetRecord[] = [];
    const changedNames = new Set<string>();
    for (const [i, { previous }] of items.entries()) {
      await hooks.compute?.(computing, datas[i], previous);
      const next = publicData(def, datas[i]);
      const changed = changedFields(previous.data, next);
      if (changed.length === 0) continue;
      if (def.fields.some((f) => f.unique && changed.includes(f.name))) {
        await claimUnique(this.engine.source(def.name), def, previous.id, next);
      }
      const stored = nextVersion(previous, next, actor, at);
      rewrites.push({ previous, stored });
      for (const name of changed) changedNames.add(name);
      audits.push({
        ...this.#entry(def, stored, "update", ctx, id),
        changed,
        values: changeValues(def, previous.data, next, changed),
      });
      records.push({
        recordId: stored.id,
        version: stored.version,
        before: previous.data[field],
        after: next[field],
      });
    }
    const stored = rewrites.map((r) => r.stored);
    // Search texts are made of the searched fields, rewritten when one changed; they quote their refs' titles
    // whoever writes: read past the actor's confinement, as update's are.
    const search = def.fields.some((f) => f.searchable && changedNames.has(f.name))
      ? await storedSearchTexts(def, stored, new TitleResolver(this.engine))
      : undefined;
    const moved = await updateRecords(this.db, def, rewrites, search);
    if (moved.length > 0) {
      throw await stale(
        this.engine,
        def,
        rewrites.find((r) => r.previous.id === moved[0])!.previous,
      );
    }
    // Sent together: each is made while the database takes in the one before.
    await allWritten([
      rewriteIndexes(this.db, def, stored, changedNames),
      writeAudits(this.db, audits),
      logChangeSet(
        this.db,
        { id, resource: def.name, action: "set", field, userId: actor.id, at, reverts },
        records,
      ),
    ]);
    if (def.titleFields.some((name) => changedNames.has(name))) {
      for (const record of stored) await indexWrite(this.db, this.engine, def, record, [...changedNames]);
    }
    // The resource's own side effects of each write (a client's obligations), as update() runs them.
    for (const { previous, stored } of rewrites) await hooks.after?.(ctx, "update", stored, previous);
    return id;
  }

  /** Deletes the records as remove() deletes one (nothing may still refer to them): one change set. */
  async #delete(ctx: WriteContext, def: ResourceDef, records: readonly Stored[], reverts: string | null) {
    const hooks = this.engine.hooks(def);
    const id = newId();
    for (const record of records) throwIf(writeRefusal(def, hooks, ctx, "delete", record));
    await referencedAmong(this.engine, this.db, def, records, ctx.actor);
    const moved = await holdRecords(this.db, def, records);
    if (moved.length > 0) throw await stale(this.engine, def, records.find((r) => r.id === moved[0])!);
    await deleteRecords(this.db, def, records.map((r) => r.id));
    const gone = records.map((r) => ({ ...r, version: r.version + 1 }));
    await writeAudits(this.db, gone.map((r) => ({ ...this.#entry(def, r, "delete", ctx, id), changed: [] })));
    await logChangeSet(
      this.db,
      { id, resource: def.name, action: "delete", field: null, userId: ctx.actor.id, at: ctx.at, reverts },
      records.map((r) => ({ recordId: r.id, version: r.version + 1, before: r, after: null })),
    );
    for (const record of records) await hooks.after?.(ctx, "delete", record, record);
    return id;
  }

  /** Puts deleted records back as they were, as reinstate() puts one back: one change set. */
  async #restore(ctx: WriteContext, def: ResourceDef, previous: readonly Stored[], reverts: string | null) {
    const { actor, at } = ctx;
    const id = newId();
    const source = this.engine.source(def.name);
    const records = previous.map((p) => ({
      ...p,
      version: p.version + 1,
      updatedAt: at,
      updatedBy: actor.id,
    }));
    for (const r of records) keepsOwn(this.engine.visibility, def, r.data, actor);
    await checkRefs(def, records.map((r) => r.data), new TitleResolver(this.engine.lookup(actor)));
    for (const r of records) await claimUnique(source, def, r.id, r.data);
    await source.insert(def, records, await storedSearchTexts(def, records, new TitleResolver(this.engine)));
    await addRefs(this.db, def.name, records.map((r) => ({ id: r.id, refs: refValues(def.fields, r.data) })));
    await writeAudits(
      this.db,
      records.map((r) => ({ ...this.#entry(def, r, "restore", ctx, id), changed: [] })),
    );
    await logChangeSet(
      this.db,
      { id, resource: def.name, action: "restore", field: null, userId: actor.id, at, reverts },
      records.map((r) => ({ recordId: r.id, version: r.version, before: null, after: r })),
    );
    return id;
  }

  #entry(
    def: ResourceDef,
    record: Stored,
    action: AuditWrite["action"],
    ctx: WriteContext,
    changeSet: string,
  ) {
    return {
      resource: def.name,
      recordId: record.id,
      action,
      ...auditActor(ctx.actor),
      at: ctx.at,
      version: record.version,
      changeSet,
    };
  }

  /**
   * The records of change set `id` as they are now, read in one statement; only those `actor` sees when given (a
   * confined employee), else every one there is.
   */
  async #current(def: ResourceDef, id: string, actor: Actor | undefined): Promise<Stored[]> {
    const records = await changeSetRecordsNow(this.db, def.name, id);
    const source = actor && this.engine.sourceFor(def.name, actor);
    if (!source || source === this.engine.source(def.name)) return records;
    const seen = new Set((await source.getMany(def, records.map((r) => r.id))).map((r) => r.id));
    return records.filter((r) => seen.has(r.id));
  }

  /** Records by id and title, as far as `actor` may see them (a record gone or out of sight: its id alone). */
  async #named(def: ResourceDef, records: Array<Stored | string>, actor: Actor) {
    const seen = records.filter((r): r is Stored => typeof r !== "string");
    const visible = new Set(
      (await this.engine.sourceFor(def.name, actor).getMany(def, seen.map((r) => r.id))).map((r) => r.id),
    );
    const shownOnes = seen.filter((r) => visible.has(r.id));
    const titles = await new TitleResolver(this.engine.lookup(actor)).titles(def, shownOnes);
    const titleOf = new Map(shownOnes.map((r, i) => [r.id, titles[i]]));
    return records.map((r) => {
      const id = typeof r === "string" ? r : r.id;
      return { id, title: titleOf.get(id) ?? null };
    });
  }
}

function shortly(record: ApiRecord) {
  return { id: record.id, title: record._title, version: record.version };
}

function shown(record: ApiRecord, field: string): Shown {
  const title = record._refTitles[field];
  return title === undefined ? { value: record[field] ?? null } : { value: record[field] ?? null, title };
}

/** Waits for every write sent (nothing may be left running when the transaction ends); throws the first failure. */
async function allWritten(writes: readonly Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(writes)).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}
