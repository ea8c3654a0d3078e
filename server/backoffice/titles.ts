import { optionLabel } from "../../domain/resources/option-labels.ts";
import { recordTitle } from "../../domain/resources/title.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { fieldOf } from "./fields.ts";
import type { RecordSource, Stored } from "./source.ts";

/** What titles need: declarations and sources by resource name. */
export interface TitleLookup {
  def(name: string): ResourceDef | undefined;
  source(name: string): RecordSource;
}

/** Refs inside titles are followed this deep (an objection → its assessment → its return → its client). */
const MAX_DEPTH = 4;

/**
 * Names records for people, as their declarations say (domain/resources/title.ts), in English: a ref among the
 * title fields reads as the referenced record's own title, an enum option in words. Titles are computed when read, not stored, so renaming a client renames every
 * title that shows it. One resolver per request: it fetches each referenced record once, in batches.
 */
export class TitleResolver {
  readonly #lookup: TitleLookup;
  /**
   * Titles by resource, then id. Keyed by the id strings as read (not a joined `resource/id`): a trigger run
   * looks up 80,000 of them several times, and a string made per lookup is hashed anew each time.
   */
  readonly #known = new Map<string, Map<string, string>>();
  /**
   * Records adopted but not titled yet, by resource, then id: titled when first asked for (a trigger run adopts
   * the 80,000 returns it made, to vouch for them, and names 20).
   */
  readonly #adopted = new Map<string, Map<string, { def: ResourceDef; record: Stored }>>();
  /** Every record fetched or adopted, by resource, then id: what `held` answers. */
  readonly #records = new Map<string, Map<string, Stored>>();

  constructor(lookup: TitleLookup) {
    this.#lookup = lookup;
  }

  /** The titles of records of `def`, in order. */
  async titles(def: ResourceDef, records: readonly Stored[], depth = 0): Promise<string[]> {
    if (depth < MAX_DEPTH) await this.#loadRefs(def, records, depth);
    return records.map((record) => this.#titleOf(def, record));
  }

  /** Fetches and titles what the titles of `records` name (refs among the title fields). */
  async #loadRefs(def: ResourceDef, records: readonly Stored[], depth: number): Promise<void> {
    const wanted = new Map<string, string[]>();
    for (const name of def.titleFields) {
      const f = fieldOf(def, name);
      if (f?.kind !== "ref" && f?.kind !== "refs") continue;
      wanted.set(f.to, [...wanted.get(f.to) ?? [], ...records.flatMap((r) => idsOf(r.data[f.name]))]);
    }
    await this.loadAll(wanted, depth + 1);
  }

  /** The titles of ids of resource `to` (an id whose record is gone stands for itself). */
  async refTitles(to: string, ids: readonly string[], depth = 0): Promise<Map<string, string>> {
    await this.load(to, ids, depth);
    return new Map(ids.map((id) => [id, this.#title(to, id) ?? id]));
  }

  /**
   * Fetches and titles ids of several resources at once: concurrently, so that on PostgreSQL the lookups share
   * one round trip's wait instead of queueing one behind the other.
   */
  async loadAll(wanted: Map<string, string[]>, depth = 0): Promise<void> {
    await Promise.all([...wanted].map(([to, ids]) => this.load(to, ids, depth)));
  }

  /** Fetches and titles the ids of `to` not known yet. */
  async load(to: string, ids: readonly string[], depth: number): Promise<void> {
    const def = this.#lookup.def(to);
    const missing = new Set<string>();
    for (const id of ids) if (!this.has(to, id)) missing.add(id);
    if (!def || missing.size === 0) return;
    await this.adopt(def, await this.#lookup.source(to).getMany(def, [...missing]), depth);
  }

  /**
   * Takes records of `def` the caller already holds (read or just written in the same transaction), so that
   * naming them, or checking that they exist (`has`), reads nothing more. What their titles name is fetched now;
   * each is titled when first asked for.
   */
  async adopt(def: ResourceDef, records: readonly Stored[], depth = 0): Promise<void> {
    if (depth > MAX_DEPTH) {
      const known = this.#of(def.name);
      for (const r of records) known.set(r.id, r.id);
      return;
    }
    if (depth < MAX_DEPTH) await this.#loadRefs(def, records, depth);
    let adopted = this.#adopted.get(def.name);
    if (!adopted) this.#adopted.set(def.name, adopted = new Map());
    let held = this.#records.get(def.name);
    if (!held) this.#records.set(def.name, held = new Map());
    const known = this.#of(def.name);
    for (const record of records) {
      known.delete(record.id);
      adopted.set(record.id, { def, record });
      held.set(record.id, record);
    }
  }

  /**
   * Record `to`/`id` as fetched or adopted, or undefined when this resolver holds none: a batch's hooks read the
   * records its ref checks fetched (insertMany) instead of one round trip each.
   */
  held(to: string, id: string): Stored | undefined {
    return this.#records.get(to)?.get(id);
  }

  /** Whether record `to`/`id` was fetched or adopted: it exists (the resolver lives inside one write or read). */
  has(to: string, id: string): boolean {
    return (this.#known.get(to)?.has(id) || this.#adopted.get(to)?.has(id)) ?? false;
  }

  /** Remembers a title computed elsewhere (a record just written). */
  remember(resource: string, id: string, title: string): void {
    this.#adopted.get(resource)?.delete(id);
    this.#of(resource).set(id, title);
  }

  /** The title of a record fetched or adopted (titled now if it was not yet), or undefined. */
  #title(resource: string, id: string): string | undefined {
    const known = this.#known.get(resource)?.get(id);
    if (known !== undefined) return known;
    const adopted = this.#adopted.get(resource);
    const held = adopted?.get(id);
    if (!held) return undefined;
    // Taken out first: a title that comes back to this record through its refs reads its id, not itself again.
    adopted!.delete(id);
    const title = this.#titleOf(held.def, held.record);
    this.#of(resource).set(id, title);
    return title;
  }

  #of(resource: string): Map<string, string> {
    let known = this.#known.get(resource);
    if (!known) this.#known.set(resource, known = new Map());
    return known;
  }

  #titleOf(def: ResourceDef, record: Stored): string {
    const title = recordTitle(def, record.data, {
      ref: (to, id) => this.#title(to, id) ?? id,
      option: (field, value) => optionLabel(field, value)?.en ?? value,
    });
    return title || record.id;
  }
}

export function idsOf(value: unknown): string[] {
  if (typeof value === "string" && value !== "") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}
