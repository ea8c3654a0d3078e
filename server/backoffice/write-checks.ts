/**
 * What a write must pass before it is stored: the resource allows it, its refs name records that exist, its unique
 * values are free, a confined employee keeps the record theirs, nothing still refers to a record being deleted,
 * and the record was not changed meanwhile. Each answers the refusal the API shows.
 */
import { isLocked } from "../../domain/resources/access.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import {
  type FieldProblems,
  fieldsRefusal,
  invalid,
  type Localized,
  problem,
  type Refusal,
  refusal as refuse,
} from "../../domain/api/index.ts";
import type { Db } from "../store/db.ts";
import { type EngineReads, notFound } from "./engine-reads.ts";
import { type RecordData, refValues } from "./fields.ts";
import type { Actor, HookContext, ResourceHooks, WriteAction } from "./hooks/types.ts";
import { referrers } from "./refs.ts";
import type { RecordSource, Stored } from "./source.ts";
import { TitleResolver } from "./titles.ts";
import type { Visibility } from "./visibility.ts";

/** Referrers named in a 409 per resource. */
const REFERRER_TITLES = 3;

export function throwIf(error: Refusal | undefined): void {
  if (error) throw error;
}

/**
 * Why a write may not happen at all, before anything is written: an action the resource never supports (405), a
 * locked record (403 with the declaration's reason), or the resource's own rule.
 */
export function writeRefusal(
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

/**
 * Every ref must name an existing record: 400 naming the field ("No account with id …"), for the first of `rows`
 * that has a missing one. The referenced records are fetched through `titles`, all rows' at once.
 */
export async function checkRefs(
  def: ResourceDef,
  rows: readonly RecordData[],
  titles: TitleResolver,
): Promise<void> {
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
export function keepsOwn(visibility: Visibility, def: ResourceDef, data: RecordData, actor: Actor): void {
  const problems = visibility.ownProblems(def, data, actor);
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

export async function claimUnique(
  source: RecordSource,
  def: ResourceDef,
  id: string,
  data: RecordData,
): Promise<void> {
  const clashes = await source.claimUnique(def, id, data);
  if (Object.keys(clashes).length > 0) throw fieldsRefusal("valueTaken", clashes);
}

/**
 * 409 naming who refers to the record, with a few titles per referring resource: only those `actor` may see (a
 * confined employee learns how many records of other clients use it, not whose they are).
 */
export async function refuseIfReferenced(
  engine: EngineReads,
  db: Db,
  def: ResourceDef,
  record: Stored,
  actor: Actor,
): Promise<void> {
  const using = await referrers(
    db,
    def.name,
    record.id,
    (resource, path) => !weak(engine.def(resource), path),
  );
  if (using.size === 0) return;
  const titles = new TitleResolver(engine.lookup(actor));
  const referencedBy: Array<{ resource: string; label: Localized; count: number; titles: string[] }> = [];
  for (const [resource, ids] of using) {
    const other = engine.def(resource);
    const source = engine.sourceFor(resource, actor);
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

/** Whether a record_ref field of `def` (`accountFilter.accountGroup`: list positions left out) is a weak ref. */
export function weak(def: ResourceDef | undefined, path: string): boolean {
  let fields: readonly Field[] = def?.fields ?? [];
  let found: Field | undefined;
  for (const name of path.split(".")) {
    found = fields.find((f) => f.name === name);
    fields = found?.kind === "object" || found?.kind === "items" ? found.fields : [];
  }
  return (found?.kind === "ref" || found?.kind === "refs") && found.weak === true;
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

/** The 409 of a write over a version no longer stored, with the record as it is now. */
export async function stale(engine: EngineReads, def: ResourceDef, previous: Stored): Promise<Refusal> {
  const current = await engine.source(def.name).get(def, previous.id);
  if (!current) return notFound(def, previous.id);
  const [record] = await engine.present(def, [current]);
  const label = { ...def.label, en: def.label.en.toLowerCase() };
  return refuse("staleRecord", { label }, { details: { current: record } });
}
