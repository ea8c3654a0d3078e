import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { foldText } from "../../domain/search-words.ts";
import type { Db } from "../store/db.ts";
import { dialectOf, literal, runChunked, tuples } from "./dialect.ts";
import { searchSignature, searchText } from "./fields.ts";
import type { Stored } from "./source.ts";
import { idsOf, type TitleLookup, TitleResolver } from "./titles.ts";
import { addWords, wordsSignature } from "./word-index.ts";

/**
 * A record's search text (`?q=`) is its own searchable text fields and the titles of the records its searchable
 * refs point at, so that income-tax returns are found by their client's name. The titles are copied into the
 * text, so this module keeps them true: when a record's title changes, the texts that quote it are rewritten
 * (and those quoting them, as titles nest); when the declarations change, whatever they touch is re-indexed at
 * start-up.
 */

type RefField = Extract<Field, { kind: "ref" | "refs" }>;

/** Titles quote titles this deep (an objection → its assessment → its return → its client), as titles.ts. */
const MAX_DEPTH = 4;

function searchableRefs(def: ResourceDef): RefField[] {
  return def.fields.filter((f): f is RefField => (f.kind === "ref" || f.kind === "refs") && !!f.searchable);
}

/** The declaration with only its searchable text fields: what records.ts's own search text may hold. */
function ownTextOnly(def: ResourceDef): ResourceDef {
  return { ...def, fields: def.fields.filter((f) => f.kind === "text" || f.kind === "longtext") };
}

/** The search texts of records of `def`, their refs' titles fetched in one batch. */
export async function searchTexts(
  def: ResourceDef,
  rows: readonly Stored[],
  titles: TitleResolver,
): Promise<string[]> {
  const own = ownTextOnly(def);
  const refs = searchableRefs(def);
  const wanted = new Map<string, string[]>();
  for (const f of refs) {
    wanted.set(f.to, [...wanted.get(f.to) ?? [], ...rows.flatMap((r) => idsOf(r.data[f.name]))]);
  }
  await titles.loadAll(wanted);
  const known = new Map<string, Map<string, string>>();
  for (const [to, ids] of wanted) known.set(to, await titles.refTitles(to, ids));
  return rows.map((row) => {
    const parts = [searchText(own, row.data)];
    for (const f of refs) {
      for (const id of idsOf(row.data[f.name])) {
        // A record that is gone (a weak ref's) is titled by its id: nothing to find it by.
        const title = known.get(f.to)?.get(id);
        if (title && title !== id) parts.push(foldText(title));
      }
    }
    return parts.filter((p) => p !== "").join("\n");
  });
}

async function writeTexts(db: Db, def: ResourceDef, rows: readonly Stored[], texts: readonly string[]) {
  const resource = literal(def.name);
  await runChunked(
    db,
    rows.map((row, i) => [row.id, texts[i]]),
    (n) =>
      n === 1
        ? `UPDATE record SET search = $2 WHERE resource = ${resource} AND id = $1`
        : `UPDATE record SET search = v.column2 FROM (VALUES ${tuples(n, 2)}) AS v
           WHERE record.resource = ${resource} AND record.id = v.column1`,
  );
}

/**
 * The search texts records are stored with: their searchable fields and, where they have searchable refs, the
 * titles those quote, with the titles `titles` knows or fetches in one batch.
 */
export async function storedSearchTexts(
  def: ResourceDef,
  records: readonly Stored[],
  titles: TitleResolver,
): Promise<string[]> {
  if (searchableRefs(def).length === 0) return records.map((r) => searchText(def, r.data));
  return await searchTexts(def, records, titles);
}

/**
 * After an update of `record`: its own search text where it quotes ref titles (the record table wrote the text
 * fields only), and, when a title field changed (`changed` names the fields), every text that quotes its title.
 * Runs inside the write's transaction.
 */
export async function indexWrite(
  db: Db,
  lookup: TitleLookup,
  def: ResourceDef,
  record: Stored,
  changed: readonly string[],
): Promise<void> {
  if (searchableRefs(def).length > 0) {
    await writeTexts(db, def, [record], await searchTexts(def, [record], new TitleResolver(lookup)));
  }
  if (changed.some((name) => def.titleFields.includes(name))) {
    await reindexQuoting(db, lookup, def.name, record.id);
  }
}

/**
 * Rewrites the search texts that quote the title of `resource`/`id` (it just changed), then follows the records
 * whose own titles include it. Each level is read with a fresh resolver, so no title from before the change is
 * reused.
 */
async function reindexQuoting(db: Db, lookup: TitleLookup, resource: string, id: string, depth = 0) {
  const rows = await db.all<{ resource: string; id: string; field: string }>(
    "SELECT DISTINCT resource, id, field FROM record_ref WHERE target_resource = $1 AND target_id = $2",
    [resource, id],
  );
  const reindex = new Map<string, Set<string>>();
  const follow: Array<[string, string]> = [];
  for (const row of rows) {
    const def = lookup.def(row.resource);
    if (!def || (row.resource === resource && row.id === id)) continue;
    if (searchableRefs(def).some((f) => f.name === row.field)) {
      reindex.set(row.resource, (reindex.get(row.resource) ?? new Set()).add(row.id));
    }
    if (def.titleFields.includes(row.field)) follow.push([row.resource, row.id]);
  }
  const titles = new TitleResolver(lookup);
  for (const [name, ids] of reindex) {
    const def = lookup.def(name)!;
    const stored = await lookup.source(name).getMany(def, [...ids]);
    await writeTexts(db, def, stored, await searchTexts(def, stored, titles));
  }
  if (depth + 1 >= MAX_DEPTH) return;
  for (const [name, referrer] of follow) await reindexQuoting(db, lookup, name, referrer, depth + 1);
}

/**
 * What a resource's search texts are made of: its searchable fields and, for each searchable ref, how the
 * referenced titles are formed (their fields and format, nested refs too). Stored per resource: when it differs,
 * the resource is re-indexed at start-up.
 */
function signature(def: ResourceDef, lookup: TitleLookup): string {
  const refs = searchableRefs(def);
  if (refs.length === 0) return searchSignature(def);
  const shape = (name: string, depth: number): string => {
    const target = lookup.def(name);
    if (!target || depth >= MAX_DEPTH) return name;
    const nested = target.titleFields.map((t) => target.fields.find((f) => f.name === t))
      .filter((f): f is RefField => f?.kind === "ref" || f?.kind === "refs")
      .map((f) => shape(f.to, depth + 1));
    return `${name}(${target.titleFields}|${target.title ?? ""}|${nested})`;
  };
  return `${searchSignature(def)};titles:${fingerprint(refs.map((f) => shape(f.to, 0)).join(","))}`;
}

/** FNV-1a, 32 bits, as hex: a short stand-in for a long text. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Records re-indexed at start-up per batch: one resolver's titles, fetched together. */
const BATCH = 500;

/**
 * Keeps the `search` column and the practice search's words (word-index.ts) true to the declarations. Which fields
 * are searchable is declared in code and may change between releases (and migration 3 seeds records with no search
 * text at all, migration 18 with no words): at start-up, every resource whose search texts or words were built
 * another way is re-indexed, once.
 */
export async function syncSearch(
  db: Db,
  defs: readonly ResourceDef[],
  lookup: TitleLookup,
): Promise<string[]> {
  const stored = new Map(
    (await db.all<{ resource: string; search_fields: string; words: string | null }>(
      "SELECT resource, search_fields, words FROM record_resource",
    )).map((r) => [r.resource, r]),
  );
  const staleText = (def: ResourceDef) => stored.get(def.name)?.search_fields !== signature(def, lookup);
  const staleWords = (def: ResourceDef) => (stored.get(def.name)?.words ?? null) !== wordsSignature(def);
  const stale = defs.filter((def) => staleText(def) || staleWords(def));
  if (stale.length === 0) return [];
  await db.transaction(async (tx) => {
    await dialectOf(tx).lock(tx, "ledgerdesk-search-sync");
    for (const def of stale) {
      const [text, words] = [staleText(def), staleWords(def)];
      const rows = await tx.all<{ id: string; data: string; search: string }>(
        "SELECT id, data, search FROM record WHERE resource = $1 ORDER BY id",
        [def.name],
      );
      if (words) await tx.run("DELETE FROM record_word WHERE resource = $1", [def.name]);
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        const records = batch.map((r) => ({ id: r.id, data: JSON.parse(r.data) }) as Stored);
        if (words) await addWords(tx, def, records);
        if (!text) continue;
        const texts = await searchTexts(def, records, new TitleResolver(lookup));
        const changed = batch.flatMap((r, j) => (texts[j] !== r.search ? [j] : []));
        await writeTexts(tx, def, changed.map((j) => records[j]), changed.map((j) => texts[j]));
      }
      await tx.run(
        `INSERT INTO record_resource (resource, search_fields, words) VALUES ($1, $2, $3)
         ON CONFLICT (resource) DO UPDATE SET search_fields = excluded.search_fields, words = excluded.words`,
        [def.name, signature(def, lookup), wordsSignature(def)],
      );
    }
  });
  return stale.map((d) => d.name);
}
