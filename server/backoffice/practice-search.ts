/**
 * The practice search (the toolbar's): the records a query's words begin words of, per kind, as the reader may see
 * them. It walks record_word (word-index.ts) by prefix, a b-tree range per kind, and follows refs (record_ref's
 * target index) from the records found to those whose titles name them: a client's returns, their assessments,
 * their objections. Each step reads a few rows however big the practice is: ranges and seeks stopped after a few
 * matches, never a scan of every record's text.
 */
import type { PracticeSearchAnswer, SearchGroup, SearchItem } from "../../domain/practice-search.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { everyWordBegins, searchTerms, wordsOf } from "../../domain/search-words.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { literal } from "./dialect.ts";
import type { Engine } from "./engine.ts";
import type { Actor } from "./hooks/types.ts";
import { listRequest } from "./list-query.ts";
import type { Stored } from "./source.ts";
import { TitleResolver } from "./titles.ts";
import { recordWords, valueWords, wordFields } from "./word-index.ts";

/** The client resource: its group comes first. */
const CLIENT = "account";
/** Refs are followed this deep from the records a word found (a client → return → assessment → objection). */
const MAX_DEPTH = 3;
/** Records per kind looked at when a query has several words: those found by one, then checked for the others. */
const SEVERAL_WORDS = 50;

export type PracticeSearchDeps = { db: Db; engine: Engine; defs: readonly ResourceDef[] };

/** One title ref of a kind: the field, and the kind it names. */
type TitleRef = { field: string; to: string };

/** Binds parameters in order and hands back their `$n`. */
class Params {
  readonly values: SqlValue[] = [];
  add = (value: SqlValue): string => `$${this.values.push(value)}`;
}

/**
 * The first `limit` records of each kind the reader may read whose own words or title begin with every word of
 * `q` (or, when it holds digits, with all of it run together: a tax number typed with spaces), clients first.
 */
export async function searchPractice(
  { db, engine, defs }: PracticeSearchDeps,
  actor: Actor,
  q: string,
  limit: number,
): Promise<PracticeSearchAnswer> {
  const granted = await engine.grants.grants(actor.role);
  const readable = defs.filter((d) => engine.def(d.name) && granted[d.module]?.includes("read"));
  const found = new Map<string, Found[]>();
  const titles = new TitleResolver(engine.lookup(actor));
  // The readings of the query together: on PostgreSQL their statements share round trips' waits.
  const readings = await Promise.all(
    searchTerms(q).map((words) => new Search(db, engine, actor, readable, words, limit).run(titles)),
  );
  for (const reading of readings) {
    for (const [name, items] of reading) {
      const known = found.get(name) ?? [];
      for (const item of items) if (!known.some((k) => k.id === item.id)) known.push(item);
      found.set(name, known);
    }
  }
  const order = (d: ResourceDef) => (d.name === CLIENT ? -1 : defs.indexOf(d));
  const groups: SearchGroup[] = [...readable].sort((a, b) => order(a) - order(b)).flatMap((def) => {
    const items = found.get(def.name) ?? [];
    if (items.length === 0) return [];
    return [{
      resource: def.name,
      items: items.slice(0, limit).map(({ item }) => item),
      more: items.length > limit,
    }];
  });
  return { groups };
}

type Found = { id: string; item: SearchItem };

/** One reading of a query (its words, all to be found) for one reader. */
class Search {
  readonly #db: Db;
  readonly #engine: Engine;
  readonly #actor: Actor;
  readonly #readable: readonly ResourceDef[];
  readonly #words: readonly string[];
  /** Records looked at per kind: a few more than answered, or, with several words, enough to check them on. */
  readonly #cap: number;

  constructor(
    db: Db,
    engine: Engine,
    actor: Actor,
    readable: readonly ResourceDef[],
    words: readonly string[],
    limit: number,
  ) {
    this.#db = db;
    this.#engine = engine;
    this.#actor = actor;
    this.#readable = readable;
    this.#words = words;
    this.#cap = words.length > 1 ? Math.max(SEVERAL_WORDS, limit + 1) : limit + 1;
  }

  async run(titles: TitleResolver): Promise<Map<string, Found[]>> {
    // The longest word is the likeliest to be rare: the records it finds are then checked for the others.
    const lead = this.#words.reduce((a, b) => (b.length > a.length ? b : a));
    const needed = this.#needed();
    const candidates = new Map<string, string[]>();
    const add = (name: string, ids: readonly string[]) => {
      const known = candidates.get(name) ?? [];
      const fresh = [...new Set(ids)].filter((id) => !known.includes(id)).slice(0, this.#cap - known.length);
      candidates.set(name, [...known, ...fresh]);
      return fresh;
    };
    let fresh = new Map<string, string[]>();
    for (const [name, ids] of await this.#byWord(needed.filter((d) => wordFields(d).length > 0), lead)) {
      fresh.set(name, add(name, ids));
    }
    for (let depth = 0; depth < MAX_DEPTH && [...fresh.values()].some((ids) => ids.length > 0); depth++) {
      const next = new Map<string, string[]>();
      for (const [name, ids] of await this.#byRef(needed, fresh)) {
        next.set(name, [...next.get(name) ?? [], ...add(name, ids)]);
      }
      fresh = next;
    }
    const kinds = this.#readable.filter((d) =>
      (candidates.get(d.name) ?? []).length > 0 || !inRecordTable(this.#engine, d.name)
    );
    const checked = await Promise.all(
      kinds.map((def) => this.#checked(def, candidates.get(def.name) ?? [], titles)),
    );
    return new Map(kinds.flatMap((def, i) => (checked[i].length > 0 ? [[def.name, checked[i]]] : [])));
  }

  /** The kinds to look in: those the reader may read, and the kinds their titles name (found to follow refs). */
  #needed(): ResourceDef[] {
    const needed = new Map(this.#readable.map((d) => [d.name, d]));
    for (let grew = true; grew;) {
      grew = false;
      for (const def of [...needed.values()]) {
        for (const { to } of titleRefs(def)) {
          const target = this.#engine.def(to);
          if (target && !needed.has(to)) (needed.set(to, target), grew = true);
        }
      }
    }
    // The employees live in a table of their own, searched as their list searches (#checked).
    return [...needed.values()].filter((d) => inRecordTable(this.#engine, d.name));
  }

  /** Per kind, records one of whose words begins with `word`: a range of record_word's key, a few rows each. */
  async #byWord(kinds: readonly ResourceDef[], word: string): Promise<Map<string, string[]>> {
    if (kinds.length === 0) return new Map();
    const params = new Params();
    const [from, to] = [params.add(word), params.add(after(word))];
    // A record may hold two words the prefix begins (trust, trustee): rows enough for the cap, made unique here.
    const parts = kinds.map((def, i) =>
      `SELECT * FROM (SELECT ${literal(def.name)} AS resource, id FROM record_word
         WHERE resource = ${literal(def.name)} AND word >= ${from} AND word < ${to}${
        this.#confined(def, params)
      }
         LIMIT ${this.#cap * 2}) AS w${i}`
    );
    return grouped(await this.#db.all(parts.join(" UNION ALL "), params.values));
  }

  /** Per kind, records whose title refs name records just found (`fresh`): seeks of record_ref's target index. */
  async #byRef(kinds: readonly ResourceDef[], fresh: Map<string, string[]>): Promise<Map<string, string[]>> {
    const params = new Params();
    const parts: string[] = [];
    for (const def of kinds) {
      for (const { field, to } of titleRefs(def)) {
        const ids = fresh.get(to) ?? [];
        if (ids.length === 0) continue;
        parts.push(`SELECT * FROM (SELECT ${literal(def.name)} AS resource, id FROM record_ref
          WHERE target_resource = ${literal(to)} AND target_id IN (${ids.map(params.add).join(", ")})
            AND resource = ${literal(def.name)} AND field = ${literal(field)}${this.#confined(def, params)}
          LIMIT ${this.#cap}) AS r${parts.length}`);
      }
    }
    if (parts.length === 0) return new Map();
    return grouped(await this.#db.all(parts.join(" UNION ALL "), params.values));
  }

  /** The reader's confinement to their clients' records (visibility.ts), as a further condition on `id`. */
  #confined(def: ResourceDef, params: Params): string {
    const confine = this.#engine.visibility.confine(def.name, this.#actor);
    return confine ? ` AND ${confine("id", params.add)}` : "";
  }

  /**
   * The candidates that every word begins a word of (their titles' words, refs resolved, or their own words), as
   * items, in order. Employees, kept apart, are found by their list's search and checked the same way.
   */
  async #checked(def: ResourceDef, ids: readonly string[], titles: TitleResolver): Promise<Found[]> {
    const source = this.#engine.source(def.name);
    const records = inRecordTable(this.#engine, def.name)
      ? orderedAs(ids, await source.getMany(def, ids))
      : (await this.#engine.sourceFor(def.name, this.#actor).list(def, {
        ...listRequest(def, { q: this.#words.join(" "), pageSize: this.#cap }).request,
        count: false,
      })).rows;
    const named = await titles.titles(def, records);
    return records.flatMap((record, i) => {
      const inTitle = wordsOf(named[i]);
      const own = recordWords(def, record.data);
      if (!everyWordBegins([...inTitle, ...own], this.#words)) return [];
      const item: SearchItem = { id: record.id, title: named[i] };
      const match = everyWordBegins(inTitle, this.#words)
        ? undefined
        : matchedField(def, record, this.#words);
      return [{ id: record.id, item: match ? { ...item, match } : item }];
    });
  }
}

/** The field of its own a record was found by, when its title does not hold every word: a tax number. */
function matchedField(def: ResourceDef, record: Stored, words: readonly string[]): SearchItem["match"] {
  for (const f of wordFields(def)) {
    if (def.titleFields.includes(f.name)) continue;
    const value = record.data[f.name];
    const own = valueWords(value);
    if (own.length > 0 && words.some((w) => own.some((o) => o.startsWith(w)))) {
      return { field: f.name, value: String(value) };
    }
  }
  return undefined;
}

/** The refs among a kind's title fields: what its records are named by, and so found through. */
function titleRefs(def: ResourceDef): TitleRef[] {
  return def.titleFields.flatMap((name) => {
    const f = def.fields.find((x) => x.name === name);
    return f && (f.kind === "ref" || f.kind === "refs") ? [{ field: f.name, to: f.to }] : [];
  });
}

/**
 * Whether a kind's records are in the record table (and its words in record_word): every kind but those kept in a
 * table of their own (the employees). No kind is named "", so its source is the record table's.
 */
function inRecordTable(engine: Engine, name: string): boolean {
  return engine.source(name) === engine.source("");
}

/** The first string after every string that begins with `prefix`, in code point order (both engines' order). */
function after(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()!.codePointAt(0)! + 1;
  return chars.join("") + String.fromCodePoint(last >= 0xd800 && last <= 0xdfff ? 0xe000 : last);
}

function grouped(rows: ReadonlyArray<{ resource: string; id: string }>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { resource, id } of rows) out.set(resource, [...out.get(resource) ?? [], id]);
  return out;
}

function orderedAs(ids: readonly string[], records: readonly Stored[]): Stored[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
