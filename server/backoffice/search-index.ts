/**
 * The lists' search (`?q=`) through the trigram index (migration 22): a search text holds a word only if it holds
 * every three characters of it in a row, so the records whose texts hold all the query's trigrams are the few to
 * test with the search's own LIKE (record-conditions.ts), which still decides. Same answers as reading every text,
 * found without reading them.
 */
import type { ResourceDef } from "../../domain/resources/types.ts";
import { queryWords } from "../../domain/search-words.ts";
import type { Db } from "../store/db.ts";
import { Params, where } from "./record-conditions.ts";
import type { ListRequest } from "./source.ts";

/** The trigrams of a text, each once, as SQLite's trigram tokenizer cuts it (by character, not byte). */
function trigrams(text: string): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(""));
  return [...out];
}

/**
 * SQLite's MATCH for a search of `resource`'s records: every trigram of the query's words and of the resource's
 * name as the index holds it (server/store/trigrams.ts), each a quoted term. Undefined when no word is three
 * characters long: a word of one or two says nothing the index knows, and such a word is held by most records.
 */
export function trigramMatch(resource: string, query: string): string | undefined {
  const words = queryWords(query).flatMap(trigrams);
  if (words.length === 0) return undefined;
  return [...trigrams(`\x01${resource}\x01`), ...words].map((t) => `"${t.replaceAll('"', '""')}"`).join(" ");
}

/**
 * `FROM … WHERE …` of a search's matches read off SQLite's trigram index (its candidates, each record then read by
 * rowid and tested by the request's whole WHERE); undefined when the index cannot narrow it (PostgreSQL's planner
 * picks its own GIN index from the LIKE itself).
 */
export function searchedFrom(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
): { from: string; params: Params } | undefined {
  const match = db.dialect === "sqlite" ? trigramMatch(def.name, request.q) : undefined;
  if (!match) return undefined;
  const params = new Params();
  const term = params.add(match);
  const filter = where(db, def, request, params);
  return {
    from: `FROM record_trigram CROSS JOIN record ON record.rowid = record_trigram.rowid
           WHERE record_trigram MATCH ${term} AND ${filter}`,
    params,
  };
}
