import type { Db } from "./db.ts";

/**
 * What SQLite's trigram index (migration 22) holds for a record `row` (`new` in a trigger): its search text behind
 * its resource's name between two \x01 (server/backoffice/search-index.ts spells the same for a query).
 */
export const INDEXED_TEXT = (row: string) => `char(1) || ${row}.resource || char(1) || ${row}.search`;

/** The extensions PostgreSQL's trigram index needs: trigrams, and a GIN key of plain text for the resource. */
const EXTENSIONS = ["pg_trgm", "btree_gin"];

/**
 * PostgreSQL's trigram index over `record`: GIN, keyed by the resource and the search text's trigrams, so that a
 * search of one resource reads only its own matches. An extension belongs to the whole database, its operator
 * classes to one schema: each is used where it is (another practice's schema may have made it), else made in
 * `public` (a schema dropped with a practice would take it from every other), else in the practice's own.
 */
export async function createTrigramIndex(db: Db): Promise<void> {
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
    `CREATE INDEX record_trigram ON record USING gin (resource ${gin}.text_ops, search ${trgm}.gin_trgm_ops)`,
  );
}

async function extensionSchema(db: Db, name: string): Promise<string | undefined> {
  const row = await db.get<{ schema: string }>(
    "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = $1",
    [name],
  );
  return row?.schema.replace(/^"|"$/g, "").replaceAll('""', '"');
}
