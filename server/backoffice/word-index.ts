/**
 * The practice search's index (migration 18): per record, the words it is found by from the toolbar, each a row
 * of record_word (resource, word, id), so that a word typed so far is a range of its b-tree (`word >= 'ndl' AND
 * word < 'ndm'`) on both engines, whatever the practice's size. A record's words are its own: the texts of its
 * title and its searchable text fields (a client's name, trading name, code, tax, VAT, PAYE, ID and registration
 * numbers; a payment's reference), an identifier written with separators kept as one word run together. A title's
 * refs are not copied in: a return is found through its client (practice-search.ts), so renaming a client
 * rewrites the client's words alone, and a trigger run's new returns add no row.
 */
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { identifierOf, wordsOf } from "../../domain/search-words.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { insertRows } from "./dialect.ts";
import type { RecordData } from "./fields.ts";

/** How a record's words are made: stored per resource, so that a change re-indexes it at start-up. */
const RULE = "words-1";

/** The fields a record's words come from: text of its title, and searchable text but e-mail and phone. */
export function wordFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) =>
    (f.kind === "text" || f.kind === "longtext") && !f.writeOnly &&
    (def.titleFields.includes(f.name) ||
      (f.searchable && !(f.kind === "text" && (f.format === "email" || f.format === "phone"))))
  );
}

/** The words of one value: an identifier as one word run together, other text word by word. */
export function valueWords(value: unknown): string[] {
  if (typeof value !== "string" && typeof value !== "number") return [];
  const text = String(value);
  const identifier = identifierOf(text);
  return identifier ? [identifier] : wordsOf(text);
}

/** A record's words, each once. */
export function recordWords(def: ResourceDef, data: RecordData): string[] {
  const words = new Set<string>();
  for (const f of wordFields(def)) for (const w of valueWords(data[f.name])) words.add(w);
  return [...words];
}

/** What the words of a resource's records are made of (RULE and fields); "" for a resource with none. */
export function wordsSignature(def: ResourceDef): string {
  const fields = wordFields(def).map((f) => f.name);
  return fields.length === 0 ? "" : `${RULE}:${fields.join(",")}`;
}

/** Adds the words of records that have none yet (just created, or re-indexed). */
export async function addWords(
  db: Db,
  def: ResourceDef,
  records: ReadonlyArray<{ id: string; data: RecordData }>,
): Promise<void> {
  if (wordFields(def).length === 0) return;
  const rows: SqlValue[][] = [];
  for (const { id, data } of records) {
    for (const word of recordWords(def, data)) rows.push([def.name, word, id]);
  }
  if (rows.length === 0) return;
  // In the index's order: a batch's words are then written in one sweep along it.
  rows.sort((a, b) => (a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : a[2]! < b[2]! ? -1 : 1));
  await insertRows(db, "record_word", ["resource", "word", "id"], rows);
}

/** Replaces a record's words after an update, when they changed (most updates touch none of them). */
export async function writeWords(db: Db, def: ResourceDef, record: { id: string; data: RecordData }) {
  if (wordFields(def).length === 0) return;
  const next = new Set(recordWords(def, record.data));
  const stored = await db.all<{ word: string }>(
    "SELECT word FROM record_word WHERE resource = $1 AND id = $2",
    [def.name, record.id],
  );
  if (stored.length === next.size && stored.every((r) => next.has(r.word))) return;
  await clearWords(db, def.name, record.id);
  await addWords(db, def, [record]);
}

export async function clearWords(db: Db, resource: string, id: string): Promise<void> {
  await db.run("DELETE FROM record_word WHERE resource = $1 AND id = $2", [resource, id]);
}
