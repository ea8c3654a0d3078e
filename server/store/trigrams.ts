import type { Db } from "./db.ts";

/**
 * The resources whose records the trigram index holds (migration 27): the lists searched by a code's or a
 * number's start as staff type it, clients and their contacts (the scale group's and the typing bench's searches).
 * Every other list's search reads its texts, as before the index, and their writes pay nothing for it: a trigger
 * run's 80,000 returns paid for 80,000 entries no search read. Changing this list needs a migration that remakes
 * the index (sqliteTrigramIndex, createTrigramIndex).
 */
export const TRIGRAM_RESOURCES: readonly string[] = ["account", "contact"];

/** `resource IN (…)` of a row (`new`, `old`, a table) for the resources named. */
const among = (row: string, only: readonly string[]) =>
  `${row}.resource IN (${only.map((r) => `'${r}'`).join(", ")})`;

/**
 * What SQLite's trigram index holds for a record `row` (`new` in a trigger): its search text behind its resource's
 * name between two \x01 (server/backoffice/search-index.ts spells the same for a query).
 */
const INDEXED_TEXT = (row: string) => `char(1) || ${row}.resource || char(1) || ${row}.search`;

/**
 * SQLite's trigram index (migration 24) and the triggers that keep it: an FTS5 table of trigrams alone (no copy
 * of the texts, no positions), row for row with `record`, filled from the records there are. With `only`, the
 * records of those resources alone (migration 27): the triggers' WHEN skips the others' writes (a record never
 * changes resource).
 */
export function sqliteTrigramIndex(only?: readonly string[]): string {
  const when = (row: string) => only ? ` WHEN ${among(row, only)}` : "";
  return `CREATE VIRTUAL TABLE record_trigram USING fts5(
       text, content='', contentless_delete=1, tokenize='trigram', detail='none'
     );
     CREATE TRIGGER record_trigram_insert AFTER INSERT ON record${when("new")} BEGIN
       INSERT INTO record_trigram (rowid, text) VALUES (new.rowid, ${INDEXED_TEXT("new")});
     END;
     CREATE TRIGGER record_trigram_update AFTER UPDATE OF search ON record
     WHEN old.search IS NOT new.search${only ? ` AND ${among("new", only)}` : ""} BEGIN
       DELETE FROM record_trigram WHERE rowid = old.rowid;
       INSERT INTO record_trigram (rowid, text) VALUES (new.rowid, ${INDEXED_TEXT("new")});
     END;
     CREATE TRIGGER record_trigram_delete AFTER DELETE ON record${when("old")} BEGIN
       DELETE FROM record_trigram WHERE rowid = old.rowid;
     END;
     INSERT INTO record_trigram (rowid, text) SELECT rowid, ${INDEXED_TEXT("record")} FROM record${
    only ? ` WHERE ${among("record", only)}` : ""
  }`;
}

/** The extensions PostgreSQL's trigram index needs: trigrams, and a GIN key of plain text for the resource. */
const EXTENSIONS = ["pg_trgm", "btree_gin"];

/**
 * PostgreSQL's trigram index over `record`: GIN, keyed by the resource and the search text's trigrams, so that a
 * search of one resource reads only its own matches; with `only`, partial, of those resources' records alone (the
 * planner takes it for a list whose resource, a literal in its WHERE, is one of them). An extension belongs to the
 * whole database, its operator classes to one schema: each is used where it is (another practice's schema may have
 * made it), else made in `public` (a schema dropped with a practice would take it from every other), else in the
 * practice's own.
 */
export async function createTrigramIndex(db: Db, only?: readonly string[]): Promise<void> {
  // Two practices migrating at once would both try to make an extension: one waits (database-wide, as they are).
  await db.get("SELECT pg_advisory_xact_lock(hashtext('ledgerdesk-extensions')) AS locked");
  const schemas: string[] = [];
  for (const name of EXTENSIONS) {
    let found = await extensionSchema(db, name);
    if (!found) {
      const publicOk = await db.get<{ ok: boolean }>(
        "SELECT has_schema_privilege(oid, 'CREATE') AS ok FROM pg_namespace WHERE nspname = 'public'",
      );
      await db.exec(`CREATE EXTENSION IF NOT EXISTS ${name}${publicOk?.ok ? " SCHEMA public" : ""}`);
      found = await extensionSchema(db, name);
    }
    schemas.push(`"${found!.replaceAll('"', '""')}"`);
  }
  const [trgm, gin] = schemas;
  await db.exec(
    `CREATE INDEX record_trigram ON record USING gin (resource ${gin}.text_ops, search ${trgm}.gin_trgm_ops)${
      only ? ` WHERE ${among("record", only)}` : ""
    }`,
  );
}

async function extensionSchema(db: Db, name: string): Promise<string | undefined> {
  const row = await db.get<{ schema: string }>(
    "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = $1",
    [name],
  );
  return row?.schema.replace(/^"|"$/g, "").replaceAll('""', '"');
}

/**
 * GIN's pending list may hold this much of one transaction's new trigram entries (PostgreSQL's default is 4 MB):
 * a bulk change's 10,000 clients add about 16 MB.
 */
const BULK_PENDING_LIMIT = "256MB";

/**
 * Lets the writes of the transaction under way leave their trigram entries in the index's pending list (GIN's
 * fast update, which every search reads as it reads the index) rather than merging them into the index as the
 * list outgrows its 4 MB. A bulk change rewrites every index entry of each record it changes, the trigram
 * index's among them though no search text changed (a new row version on PostgreSQL): merged inline, they were a
 * third of 10,000 clients' change. Hands back what merges the list once the transaction has committed, in the
 * background (`gin_clean_pending_list`); a write that meets the list still over its limit meanwhile leaves the
 * merge to it rather than waiting. Nothing on SQLite, whose trigram table changes only with a search text.
 */
export async function deferTrigramMerge(db: Db): Promise<(() => Promise<void>) | undefined> {
  if (db.dialect !== "postgres") return undefined;
  await db.exec(`SET LOCAL gin_pending_list_limit = '${BULK_PENDING_LIMIT}'`);
  return async () => {
    await db.get("SELECT gin_clean_pending_list(to_regclass('record_trigram')) AS merged");
  };
}
