/**
 * The lists' search (`?q=`) through SQLite's trigram index (migrations 24 and 27): a search text holds a word only if it
 * holds every three characters of it in a row, so the records holding the query's rare trigrams are the few to
 * test with the search's own LIKE (record-conditions.ts), which still decides. Same answers as reading every text,
 * found without reading them. PostgreSQL's planner picks its own trigram index from the LIKE itself.
 */
import type { ResourceDef } from "../../domain/resources/types.ts";
import { queryWords } from "../../domain/search-words.ts";
import type { Db } from "../store/db.ts";
import { TRIGRAM_RESOURCES } from "../store/trigrams.ts";
import { Params, where } from "./record-conditions.ts";
import type { ListRequest } from "./source.ts";

/**
 * Records holding a trigram beyond which it is too common to narrow a search. FTS5 intersects trigrams by reading
 * each one's whole list of records: "acc", which every client's code holds, cost 2–3 ms of a code's 3 ms over
 * 100,000 clients, where its two rarest took 0.06. A search whose every trigram is that common reads them all (and
 * its resource's name's), CANDIDATES records at most, when it holds a digit: such a search is most often a code's
 * or a number's start.
 */
const RARE = 2_000;

/** The trigrams of a word, each once, as SQLite's trigram tokenizer cuts it (by character, not byte). */
export function trigrams(word: string): string[] {
  const chars = Array.from(word);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(""));
  return [...out];
}

/** A trigram as a term of FTS5's query language: quoted, a quote in it doubled. */
const term = (trigram: string) => `"${trigram.replaceAll('"', '""')}"`;

/** Candidates read off the index for a search of common trigrams only, before it gives way to reading the texts. */
const CANDIDATES = 10_000;

/**
 * The query's trigrams that narrow it, as one FTS5 MATCH (all of them, in any record): those held by at most RARE
 * records (`rare`), each counted up to that, else all of them and the resource's name's (server/store/trigrams.ts);
 * undefined when the query has none (every word under three characters).
 */
async function narrowing(
  db: Db,
  resource: string,
  query: string,
): Promise<{ match: string; rare: boolean } | undefined> {
  const all = [...new Set(queryWords(query).flatMap(trigrams))].map(term);
  const rare: string[] = [];
  for (const trigram of all) {
    const n = await counted(db, trigram, RARE);
    // A trigram no record holds: nothing matches, and it alone says so.
    if (n === 0) return { match: trigram, rare: true };
    if (n <= RARE) rare.push(trigram);
  }
  if (rare.length > 0) return { match: rare.join(" "), rare: true };
  // Common trigrams of a word of letters (a name thousands of records share): reading the texts is quicker than
  // reading their lists (the scale group's name searches took 2.6 ms that way, 7.2 ms through the index). A code's
  // or number's start, typed a key at a time, still comes off the index.
  if (all.length === 0 || !/\p{N}/u.test(query)) return undefined;
  // Common trigrams, which other resources' records may hold more than this one's: its name's too.
  return { match: [...trigrams(`\x01${resource}\x01`).map(term), ...all].join(" "), rare: false };
}

/** How many records hold every term of `match`, counted up to one past `limit`. */
async function counted(db: Db, match: string, limit: number): Promise<number> {
  const row = await db.get<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM record_trigram WHERE record_trigram MATCH $1 LIMIT ${
      limit + 1
    })`,
    [match],
  );
  return Number(row?.n ?? 0);
}

/**
 * The ids of a search's matches, up to `limit` of them, read off SQLite's trigram index: its candidates, each
 * record then read by rowid and tested by the request's whole WHERE. Undefined when the index cannot narrow it: on
 * PostgreSQL (its planner picks its own trigram index from the LIKE), for a resource the index does not hold
 * (migration 27: server/store/trigrams.ts), for a query of short words, and for one of
 * common trigrams with fewer matches than `limit` among more than CANDIDATES candidates (a word the clients hold
 * but few, or one most of the practice's returns hold and no client: reading every client's text is then faster).
 */
export async function searchIds(
  db: Db,
  def: ResourceDef,
  request: ListRequest,
  limit: number,
): Promise<string[] | undefined> {
  // The index holds the records of TRIGRAM_RESOURCES alone: another resource's search would find nothing there.
  const indexed = db.dialect === "sqlite" && TRIGRAM_RESOURCES.includes(def.name);
  const narrowed = indexed ? await narrowing(db, def.name, request.q) : undefined;
  if (!narrowed) return undefined;
  const params = new Params();
  const matched = params.add(narrowed.match);
  const filter = where(db, def, request, params);
  // Common trigrams: at most CANDIDATES of them read, in the index's order.
  const candidates = `SELECT rowid FROM record_trigram WHERE record_trigram MATCH ${matched}${
    narrowed.rare ? "" : ` LIMIT ${CANDIDATES + 1}`
  }`;
  const found = await db.all<{ id: string }>(
    `SELECT id FROM (${candidates}) AS c CROSS JOIN record ON record.rowid = c.rowid WHERE ${filter} LIMIT ${limit}`,
    params.values,
  );
  if (narrowed.rare || found.length === limit) return found.map((r) => r.id);
  return await counted(db, narrowed.match, CANDIDATES) <= CANDIDATES ? found.map((r) => r.id) : undefined;
}
