import type { Db } from "./db.ts";
import { addModule } from "./module-seed.ts";
import { COMPLIANCE_MIGRATION } from "./migration-compliance.ts";
import { REQUEST_LINKS_MIGRATION } from "./migration-requests.ts";
import { PORTAL_MIGRATION } from "./migration-portal.ts";
import { PORTAL_THREAD_MIGRATION } from "./migration-portal-thread.ts";
import { PORTAL_APPROVALS_MIGRATION } from "./migration-portal-approvals.ts";
import { LIST_VIEWS_MIGRATION } from "./migration-views.ts";
import { CHANGE_SETS_MIGRATION } from "./migration-change-sets.ts";
import { PORTAL_SHARES_MIGRATION } from "./migration-portal-shares.ts";
import { PORTAL_LINKS_MIGRATION } from "./migration-portal-links.ts";
import { CAPACITY_MIGRATION } from "./migration-capacity.ts";
import { AUDIT_PORTAL_MIGRATION } from "./migration-audit-portal.ts";
import { createTrigramIndex, sqliteTrigramIndex, TRIGRAM_RESOURCES } from "./trigrams.ts";

/** The report's two indexes over every return, made on first use until migrations 16 and 17 (report.ts). */
const DROP_REPORT_INDEXES = `DROP INDEX IF EXISTS rv_incometax_status_submittedon_id_taxyear;
  DROP INDEX IF EXISTS rv_incometax_status_account_taxyear`;

/**
 * One schema change. `up` is a SQL script (several statements allowed, no parameters) or a function; either way
 * it runs once, in its own transaction. SQL must be portable (TEXT, INTEGER, BIGINT, BOOLEAN; TEXT ids made in
 * code with crypto.randomUUID(); timestamps as ISO-8601 TEXT), or branch on `db.dialect`.
 */
export interface Migration {
  id: number;
  name: string;
  up: string | ((db: Db) => Promise<void>);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: "employees",
    up: `
      CREATE TABLE employee (
        id TEXT PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        phone TEXT,
        department TEXT,
        designation TEXT,
        office TEXT,
        division TEXT,
        role TEXT NOT NULL CHECK (role IN ('admin', 'staff', 'user', 'clerk')),
        active BOOLEAN NOT NULL DEFAULT TRUE,
        password_hash TEXT NOT NULL,
        settings TEXT,
        shortcuts TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        created_by TEXT,
        updated_by TEXT,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE audit_log (
        id TEXT PRIMARY KEY,
        resource TEXT NOT NULL,
        record_id TEXT NOT NULL,
        action TEXT NOT NULL,
        user_id TEXT,
        at TEXT NOT NULL,
        changed TEXT
      );
      CREATE INDEX audit_log_record ON audit_log (resource, record_id);
    `,
  },
  {
    // The back-office resources (server/backoffice): one generic table for every declared resource rather than a
    // table each, because the declarations (domain/resources) change far more often than a schema should. The
    // business fields live in `data` (JSON text in both engines); what must be fast or enforced lives beside it:
    // `search` (the lowercased searchable values, so `?q=` is one LIKE over a narrow column), record_ref (every
    // ref, so ref checks, ref filters and "who uses this record?" are index lookups), record_unique (one row per
    // unique value, so uniqueness holds under concurrent writers in both engines), record_counter (the next number
    // of a generated code such as ACC0042). Sort indexes are expression indexes per resource and field, created on
    // first use by server/backoffice/sort-index.ts. audit_log gains the record's version, which orders a record's
    // history even when two writes share a millisecond.
    id: 2,
    name: "backoffice-records",
    up: `
      CREATE TABLE record (
        resource TEXT NOT NULL,
        id TEXT NOT NULL,
        search TEXT NOT NULL DEFAULT '',
        version INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        created_by TEXT,
        updated_by TEXT,
        data TEXT NOT NULL,
        PRIMARY KEY (resource, id)
      );
      CREATE TABLE record_ref (
        resource TEXT NOT NULL,
        id TEXT NOT NULL,
        field TEXT NOT NULL,
        target_resource TEXT NOT NULL,
        target_id TEXT NOT NULL,
        PRIMARY KEY (resource, id, field, target_id)
      );
      CREATE INDEX record_ref_target ON record_ref (target_resource, target_id, resource, field, id);
      CREATE TABLE record_unique (
        resource TEXT NOT NULL,
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        id TEXT NOT NULL,
        PRIMARY KEY (resource, field, value)
      );
      CREATE INDEX record_unique_owner ON record_unique (resource, id);
      CREATE TABLE record_counter (
        resource TEXT NOT NULL,
        field TEXT NOT NULL,
        next INTEGER NOT NULL,
        PRIMARY KEY (resource, field)
      );
      CREATE TABLE record_resource (
        resource TEXT PRIMARY KEY,
        search_fields TEXT NOT NULL
      );
      ALTER TABLE audit_log ADD COLUMN version INTEGER;
    `,
  },
  {
    // DOMAIN.md "Administration": the eight modules and one permission record per role. Written out here, not
    // imported, so that this migration stays what it was when it first ran. Their search text is filled in by
    // server/backoffice/search-sync.ts, which owns the searchable-field rules.
    id: 3,
    name: "backoffice-permissions",
    up: async (db) => {
      const at = new Date().toISOString();
      const insert = async (resource: string, data: Record<string, unknown>) => {
        const id = crypto.randomUUID();
        await db.run(
          `INSERT INTO record (resource, id, search, version, created_at, updated_at, created_by, updated_by, data)
           VALUES ($1, $2, '', 1, $3, $3, NULL, NULL, $4)`,
          [resource, id, at, JSON.stringify(data)],
        );
        return id;
      };
      for (const [key, name, description] of SEEDED_MODULES) {
        const id = await insert("module", { key, name, description });
        const claim =
          "INSERT INTO record_unique (resource, field, value, id) VALUES ('module', 'key', $1, $2)";
        await db.run(claim, [key, id]);
      }
      for (const [role, grants] of Object.entries(SEEDED_GRANTS)) {
        await insert("permission", { role, grants });
      }
    },
  },
  {
    // The daily trigger schedule (server/workflows/scheduler.ts): an instance claims a (trigger, practice day) in
    // the run's own transaction before running it, so however many instances share the database each trigger
    // runs once a day; a run that fails rolls its claim back with everything else, and is tried again.
    id: 4,
    name: "trigger-schedule-claims",
    up: `
      CREATE TABLE trigger_claim (
        trigger_id TEXT NOT NULL,
        day TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        PRIMARY KEY (trigger_id, day)
      );
    `,
  },
  {
    // Password-reset links (server/auth/password-reset.ts): only a hash of the link's secret is kept, so a copy of
    // the database opens no account; a link is used once and is gone when a newer one is asked for.
    id: 5,
    name: "password-reset-links",
    up: `
      CREATE TABLE password_reset (
        token_hash TEXT PRIMARY KEY,
        employee_id TEXT NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX password_reset_employee ON password_reset (employee_id);
    `,
  },
  {
    // Tallies of the generic record table (server/backoffice/tally.ts): per tally and value (the projection of the
    // records' data onto the tally's fields, as JSON), how many records there are and a sum in cents, kept by
    // triggers made with the tally on first use. PostgreSQL's triggers append to record_tally_delta, which readers
    // fold into record_tally; SQLite's add into record_tally directly.
    id: 6,
    name: "record-tallies",
    up: `
      CREATE TABLE record_tally (
        tally TEXT NOT NULL,
        data TEXT NOT NULL,
        n BIGINT NOT NULL,
        cents NUMERIC NOT NULL,
        PRIMARY KEY (tally, data)
      );
      CREATE TABLE record_tally_delta (
        tally TEXT NOT NULL,
        data TEXT NOT NULL,
        n BIGINT NOT NULL,
        cents NUMERIC NOT NULL
      );
      CREATE INDEX record_tally_delta_tally ON record_tally_delta (tally);
    `,
  },
  {
    // Back-office sessions (server/auth/sessions.ts): a token names its session, and is accepted only while the
    // session's row is here and it has been used within the idle time. Ending sessions is deleting rows; times
    // are ms since the epoch (BIGINT) because the idle check compares them with the clock on every request.
    id: 7,
    name: "employee-sessions",
    up: `
      CREATE TABLE employee_session (
        id TEXT PRIMARY KEY,
        employee_id TEXT NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
        started_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL
      );
      CREATE INDEX employee_session_employee ON employee_session (employee_id);
      CREATE INDEX employee_session_last_seen ON employee_session (last_seen_at);
    `,
  },
  {
    // Two-factor sign-in (server/auth/two-factor.ts): the TOTP key sealed (AES-GCM, server/auth/sealed.ts), when it
    // was confirmed (null while enrolment waits for the first code), and the last time step a code was used for,
    // so a code is good once. Recovery codes only as hashes, each used once.
    id: 8,
    name: "two-factor",
    up: `
      CREATE TABLE employee_two_factor (
        employee_id TEXT PRIMARY KEY REFERENCES employee (id) ON DELETE CASCADE,
        sealed_secret TEXT NOT NULL,
        enabled_at BIGINT,
        last_step BIGINT NOT NULL
      );
      CREATE TABLE employee_recovery_code (
        employee_id TEXT NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at BIGINT,
        PRIMARY KEY (employee_id, code_hash)
      );
    `,
  },
  {
    // Private calendar feeds (server/workflows/practice-feeds.ts): one per owner, scope and subject. The feed's
    // address is found by the SHA-256 of its token; the token itself is kept sealed (AES-GCM, server/auth/sealed.ts)
    // so its owner can copy the address again into another calendar, and a copy of the database alone opens none.
    id: 9,
    name: "calendar-feeds",
    up: `
      CREATE TABLE calendar_feed (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
        scope TEXT NOT NULL CHECK (scope IN ('employee', 'office')),
        subject_id TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        sealed_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (owner_id, scope, subject_id)
      );
    `,
  },
  {
    // On SQLite, the ref and audit tables keep their rows in their primary key's b-tree (WITHOUT ROWID) instead of
    // a rowid table plus a key index: each row written touches one b-tree less, and a trigger run making 80,000
    // returns writes 240,000 refs and 80,000 audit entries. PostgreSQL's tables are heaps: nothing changes there.
    id: 10,
    name: "sqlite-without-rowid",
    up: async (db) => {
      if (db.dialect !== "sqlite") return;
      await rebuildWithoutRowid(db, "record_ref", {
        columns:
          "resource TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL, target_resource TEXT NOT NULL, " +
          "target_id TEXT NOT NULL, PRIMARY KEY (resource, id, field, target_id)",
        key: "resource, id, field, target_id",
        copied: "resource, id, field, target_resource, target_id",
      });
      await rebuildWithoutRowid(db, "audit_log", {
        columns:
          "id TEXT PRIMARY KEY, resource TEXT NOT NULL, record_id TEXT NOT NULL, action TEXT NOT NULL, " +
          "user_id TEXT, at TEXT NOT NULL, changed TEXT, version INTEGER",
        key: "id",
        copied: "id, resource, record_id, action, user_id, at, changed, version",
      });
    },
  },
  {
    // On PostgreSQL, a list's count ("1,000+") of a search (`?q=`) tests every record of the resource until a
    // thousand match; each test read a record's row (a page of the heap each, 15–30 ms over 1,000,000 returns).
    // Here the search texts are held, with the ids, in an index that PostgreSQL answers a search's matches from
    // alone (an index-only scan; its expression indexes cannot be, and SQLite's sort indexes already hold
    // `search`): the count, and the records a rare term's page is read from (records.ts).
    id: 11,
    name: "postgres-search-index",
    up: async (db) => {
      if (db.dialect !== "postgres") return;
      await db.exec("CREATE INDEX IF NOT EXISTS record_search ON record (resource) INCLUDE (search, id)");
    },
  },
  {
    // record_ref no longer holds a weak list's refs (server/backoffice/fields.ts RefValue): the only one declared
    // is the trigger run's list of the returns it made, whose rows written before are dropped here (nothing reads
    // them now: a filter on the list reads the runs' JSON, and a weak ref keeps no record from being deleted).
    id: 12,
    name: "weak-lists-unindexed",
    up: "DELETE FROM record_ref WHERE resource = 'triggerrun' AND field = 'createdRecords'",
  },
  {
    // On PostgreSQL a record's data is stored as jsonb instead of JSON text. As text, every index on a field, every
    // tally and every list's filter and sort parsed the record's whole text once per field it read: a quarter of
    // the server's work when a trigger run adds 80,000 returns (nine parses each, measured with perf), and most
    // of reading a field. The indexes on fields are remade by the change, from their own definitions (on jsonb,
    // `data::jsonb` is `data`). It reads back as JSON text still (server/store/postgres.ts).
    id: 13,
    name: "postgres-jsonb-data",
    up: async (db) => {
      if (db.dialect !== "postgres") return;
      await db.exec("ALTER TABLE record ALTER COLUMN data TYPE jsonb USING data::jsonb");
    },
  },
  {
    // A tally's name now tells what it counts apart from how (server/backoffice/tally.ts), so that a tally made by
    // a later version of the code retires those it replaces. Until now an earlier version's stayed, its triggers
    // firing on every write and its deltas piling up unread: a practice upgraded past migration 13 kept two of
    // each. Every tally made so far goes here (triggers, functions, totals); each is made again, from the records
    // as they are, on first use.
    id: 14,
    name: "tallies-retired",
    up: async (db) => {
      const pg = db.dialect === "postgres";
      const triggers = await db.all<{ name: string; tbl: string }>(
        pg
          ? `SELECT t.tgname AS name, c.relname AS tbl FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname LIKE 'rt\\_%'`
          : "SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rt\\_%' ESCAPE '\\'",
      );
      for (const { name, tbl } of triggers) {
        await db.exec(
          pg
            ? `DROP TRIGGER "${name}" ON "${tbl}"; DROP FUNCTION IF EXISTS "${name}"()`
            : `DROP TRIGGER "${name}"`,
        );
      }
      await db.exec("DELETE FROM record_tally; DELETE FROM record_tally_delta");
    },
  },
  {
    // On PostgreSQL, record_ref's target index leaves out the referring record's id, so that the refs to one
    // record under one field share an entry (b-tree deduplication: one key, a list of row pointers). With the id
    // every entry was distinct: 774 MB for 4.3 million refs, where a write landed on a page of its own for each
    // client it referred to; without it 70 MB, and a trigger run adding 80,000 returns took 9.7–9.9 s against
    // 8.1–8.4 s (buffers cold) and wrote 39,800 full pages to the WAL against 21,000. Counts by the index alone as
    // before; a list of ids fetches them from the table (5,400 ids for 500 clients: 3.1 ms either way). SQLite has
    // no deduplication, and its index holds the table's key (the id among it) whatever is declared: unchanged.
    id: 15,
    name: "postgres-ref-targets-deduplicated",
    up: async (db) => {
      if (db.dialect !== "postgres") return;
      await db.exec(
        `DROP INDEX record_ref_target;
         CREATE INDEX record_ref_target ON record_ref (target_resource, target_id, resource, field)`,
      );
    },
  },
  {
    // On PostgreSQL the report no longer keeps indexes of its own on returns (server/workflows/report.ts): it
    // reads the list's index of submitted returns, and a client's returns through record_ref. Its two made on
    // first use until now go, or every return written would go on keeping them (a trigger run of 80,000
    // returns on the 100k practice: 9.7 s with them, 8.8 s without).
    id: 16,
    name: "postgres-report-indexes-dropped",
    up: async (db) => {
      if (db.dialect === "postgres") await db.exec(DROP_REPORT_INDEXES);
    },
  },
  {
    // SQLite's report reads indexes of the submitted returns alone (server/workflows/report.ts): its two indexes
    // over every return go, made again on first use as partial ones. Over 1,000,000 returns a trigger run's
    // 80,000 requested returns spent 0.4–0.8 s of its 8–10 s keeping those two up.
    id: 17,
    name: "sqlite-report-indexes-dropped",
    up: async (db) => {
      if (db.dialect === "sqlite") await db.exec(DROP_REPORT_INDEXES);
    },
  },
  {
    // The practice search (server/backoffice/word-index.ts, practice-search.ts): per record, the words the toolbar
    // finds it by, each a row, so that what has been typed of a word is a range of one b-tree on either engine
    // (the search texts' LIKE reads every record's text when a term is rare). SQLite keeps the rows in the key's
    // b-tree (WITHOUT ROWID); PostgreSQL compares the words byte by byte (COLLATE "C"), so a range holds exactly
    // the words that begin with the prefix. The words are filled in at start-up (search-sync.ts), per resource,
    // when `words` says they were made another way: here, for every record there is.
    id: 18,
    name: "record-words",
    up: async (db) => {
      const pg = db.dialect === "postgres";
      await db.exec(
        `CREATE TABLE record_word (
           resource TEXT NOT NULL,
           word TEXT ${pg ? 'COLLATE "C" ' : ""}NOT NULL,
           id TEXT NOT NULL,
           PRIMARY KEY (resource, word, id)
         )${pg ? "" : " WITHOUT ROWID"};
         CREATE INDEX record_word_record ON record_word (resource, id);
         ALTER TABLE record_resource ADD COLUMN words TEXT`,
      );
    },
  },
  {
    // The demo apps' per-user sandboxes (server/demo/stored-sandboxes.ts): one row per user and app, the state as
    // JSON, so a demo user sees their own writes whichever instance answers. `version` counts the writes (a write
    // saves only over the version it read); `written_at` (ms) orders them for the least recently written to go.
    id: 19,
    name: "demo-sandboxes",
    up: `
      CREATE TABLE demo_sandbox (
        owner TEXT NOT NULL,
        app TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        written_at BIGINT NOT NULL,
        PRIMARY KEY (owner, app)
      );
      CREATE INDEX demo_sandbox_written ON demo_sandbox (written_at);
    `,
  },
  {
    // State that every instance over one database shares (issue 33). auth_try: the tries the sign-in, two-factor,
    // reset and feed limits count (server/auth/rate-limit.ts), per limit (`bucket`) and key (a SHA-256 of the
    // email or address), so N instances allow the tries of one; swept as they age out of the window.
    // demo_password_reset: the demo users' reset links (server/demo/auth-resets.ts), so a link asked for on one
    // instance works on another; only a hash of the link's secret, as password_reset keeps.
    id: 20,
    name: "shared-auth-state",
    up: `
      CREATE TABLE auth_try (
        id TEXT PRIMARY KEY,
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX auth_try_key ON auth_try (bucket, key, at);
      CREATE INDEX auth_try_at ON auth_try (bucket, at);
      CREATE TABLE demo_password_reset (
        token_hash TEXT PRIMARY KEY,
        user_uuid TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX demo_password_reset_user ON demo_password_reset (user_uuid);
    `,
  },
  {
    // The demo apps' users (server/demo/stored-users.ts), so a registration, a reset password or a profile change
    // made on one instance is known to every one: registrations, and the fixture's users once changed (until then
    // the fixture is their record). One column per field a change sets, so a change is one statement setting only
    // its own. `email_key` (trimmed, lower case) makes an email register once; `password_hash` is NULL while a
    // seeded user's fixture password stands; `registered_at` (ms, NULL for seeded users) orders the oldest
    // registrations out past the bound.
    id: 21,
    name: "demo-users",
    up: `
      CREATE TABLE demo_user (
        uuid TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        origin TEXT NOT NULL,
        role TEXT NOT NULL,
        display_name TEXT NOT NULL,
        photo_url TEXT NOT NULL,
        settings TEXT NOT NULL,
        shortcuts TEXT NOT NULL,
        password_hash TEXT,
        registered_at BIGINT
      );
      CREATE INDEX demo_user_registered ON demo_user (registered_at);
    `,
  },
  {
    // Documents' bytes (issue 35, server/documents/content-store.ts), in the database so that a backup holds them
    // with the records and every instance over one PostgreSQL reads the same. A file's bytes are kept once per
    // SHA-256 (`content`), in chunks (`content_chunk`) under an id of their own: an upload writes its chunks before
    // its hash is known, under a fresh id listed in `content_upload` until it ends; then the one `content` row is
    // made (or, for bytes already kept, the new chunks dropped). An upload cut off or killed leaves its
    // `content_upload` row, by which its chunks are swept. `document_version`: every version of a document (the
    // document's record holds its current one), naming the bytes it was, so they are kept while any version is.
    id: 22,
    name: "document-content",
    up: (db) =>
      db.exec(`
      CREATE TABLE content_chunk (
        content_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        bytes ${db.dialect === "postgres" ? "BYTEA" : "BLOB"} NOT NULL,
        PRIMARY KEY (content_id, seq)
      );
      CREATE TABLE content (
        sha256 TEXT PRIMARY KEY,
        content_id TEXT NOT NULL UNIQUE,
        size BIGINT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE content_upload (
        content_id TEXT PRIMARY KEY,
        touched_at BIGINT NOT NULL
      );
      CREATE INDEX content_upload_touched ON content_upload (touched_at);
      CREATE TABLE document_version (
        document_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        sha256 TEXT NOT NULL REFERENCES content (sha256),
        name TEXT NOT NULL,
        size BIGINT NOT NULL,
        media_type TEXT NOT NULL,
        uploaded_by TEXT,
        uploaded_at TEXT NOT NULL,
        PRIMARY KEY (document_id, n)
      );
      CREATE INDEX document_version_sha256 ON document_version (sha256);
    `),
  },
  {
    // The documents module (issue 35): its module record, and grants on it in every role's permission record as
    // DOMAIN.md's roles hold the client modules (staff all, user read/create/update, clerk read/create). Written
    // out here, like migration 3, so that this migration stays what it was when it first ran; a permission record
    // an administrator has already given documents grants keeps them.
    id: 23,
    name: "documents-module",
    up: (db) =>
      addModule(db, {
        key: "documents",
        name: "Documents",
        description: "Client documents and document requests",
        grants: { admin: ALL, staff: ALL, user: [R, C, U], clerk: [R, C] },
      }),
  },
  {
    // The lists' search (`?q=`, a substring anywhere in a record's search text) found through an index of the
    // texts' trigrams rather than by reading every text of the resource (a client's code over 100,000 clients:
    // 60 ms, twice that while the key before it was still being answered). The index only narrows: the search's
    // LIKE still decides, so what is found stays exactly what it was (server/backoffice/search-index.ts).
    // SQLite: an FTS5 table of trigrams alone (no copy of the texts, no positions), row for row with `record`
    // (its rowid, which nothing renumbers but VACUUM, and VACUUM keeps: tests/backoffice/search-index.test.ts);
    // triggers keep it true through every write, search-sync's rewrites included. Each text is held behind its
    // resource's name between two \x01 (which no search text holds), whose trigrams then single out a resource's
    // records when a search's own trigrams are all common ones.
    // PostgreSQL: pg_trgm's GIN index with the resource as one of its keys (btree_gin), both trusted extensions
    // that the database's owner may create; made where the practice's server finds them (search-index.ts).
    id: 24,
    name: "search-trigrams",
    up: async (db) => {
      if (db.dialect === "postgres") return await createTrigramIndex(db);
      await db.exec(sqliteTrigramIndex());
    },
  },
  {
    // Issue 35's bin and audit address. `audit_log.address`: the address a write or a download came from
    // (server/auth/client-address.ts); entries from before it have none. `document_bin`: a deleted document's
    // record as it was (its `record` row, refs and search text are gone, so lists, search, counts and linked
    // records' pages no longer hold it), while its version rows and bytes stay until it is restored or removed
    // for good (server/backoffice/documents/bin.ts). `account`: its client, for CLIENT_VISIBILITY=assigned.
    id: 25,
    name: "document-bin",
    up: `
      ALTER TABLE audit_log ADD COLUMN address TEXT;
      CREATE TABLE document_bin (
        document_id TEXT PRIMARY KEY,
        account TEXT,
        record TEXT NOT NULL,
        binned_by TEXT,
        binned_at TEXT NOT NULL
      );
      CREATE INDEX document_bin_binned ON document_bin (binned_at);
    `,
  },
  REQUEST_LINKS_MIGRATION,
  {
    // The trigram index of migration 24 held every record's text, and every write of every resource paid for it:
    // a trigger run's 80,000 returns went 6.7–8.8 s → 9.64 s on PostgreSQL (its budget 10 s), for entries no
    // search read (a return's search, by a client's name, reads its texts). Now it holds the records of the lists
    // searched by a code's or a number's start as staff type it (TRIGRAM_RESOURCES: clients and contacts); the
    // others' lists search as before the index, with the same answers. SQLite: the table made again, its triggers
    // with a WHEN on the resource; PostgreSQL: a partial index.
    id: 27,
    name: "search-trigrams-of-clients",
    up: async (db) => {
      if (db.dialect === "postgres") {
        await db.exec("DROP INDEX IF EXISTS record_trigram");
        return await createTrigramIndex(db, TRIGRAM_RESOURCES);
      }
      await db.exec(
        `DROP TRIGGER record_trigram_insert;
         DROP TRIGGER record_trigram_update;
         DROP TRIGGER record_trigram_delete;
         DROP TABLE record_trigram;
         ${sqliteTrigramIndex(TRIGRAM_RESOURCES)}`,
      );
    },
  },
  COMPLIANCE_MIGRATION,
  PORTAL_MIGRATION,
  PORTAL_THREAD_MIGRATION,
  LIST_VIEWS_MIGRATION,
  CHANGE_SETS_MIGRATION,
  CAPACITY_MIGRATION,
  PORTAL_SHARES_MIGRATION,
  PORTAL_APPROVALS_MIGRATION,
  PORTAL_LINKS_MIGRATION,
  AUDIT_PORTAL_MIGRATION,
];

/**
 * Rebuilds a SQLite table as WITHOUT ROWID, keeping its rows, its indexes and the triggers that name it (the
 * tallies' triggers, made on first use: tally.ts). SQLite cannot change a table's kind in place; a rename would
 * fail while a trigger on another table names it, so those triggers are dropped first and made again after.
 */
async function rebuildWithoutRowid(
  db: Db,
  table: string,
  spec: { columns: string; key: string; copied: string },
): Promise<void> {
  const naming = await db.all<{ type: string; name: string; sql: string }>(
    `SELECT type, name, sql FROM sqlite_master
     WHERE sql IS NOT NULL AND ((type = 'index' AND tbl_name = $1) OR (type = 'trigger' AND sql LIKE $2))`,
    [table, `%${table}%`],
  );
  for (const { type, name } of naming) await db.exec(`DROP ${type.toUpperCase()} "${name}"`);
  await db.exec(`CREATE TABLE ${table}_rebuilt (${spec.columns}) WITHOUT ROWID`);
  await db.exec(
    `INSERT INTO ${table}_rebuilt (${spec.copied}) SELECT ${spec.copied} FROM ${table} ORDER BY ${spec.key}`,
  );
  await db.exec(`DROP TABLE ${table}`);
  await db.exec(`ALTER TABLE ${table}_rebuilt RENAME TO ${table}`);
  // Indexes first: a trigger's body may rely on nothing but the table, yet made last it finds everything.
  for (const type of ["index", "trigger"]) {
    for (const made of naming.filter((n) => n.type === type)) await db.exec(made.sql);
  }
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/**
 * Serializes migrating instances of one PostgreSQL schema until the transaction ends. (SQLite needs nothing:
 * its transactions begin IMMEDIATE, which already excludes other writers.)
 */
async function lock(tx: Db): Promise<void> {
  if (tx.dialect === "postgres") {
    await tx.get("SELECT pg_advisory_xact_lock(1684366707, hashtext(current_schema()))");
  }
}

/**
 * Applies the pending migrations in id order, each in its own transaction, and records them in
 * schema_migrations. Applied ones are skipped, so a second call does nothing. A failing migration is rolled back
 * and reported as an Error naming it (the cause attached); the ones before it stay applied.
 * Returns the migrations this call applied.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => Date = () => new Date(),
): Promise<Array<{ id: number; name: string }>> {
  checkList(migrations);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(CREATE_TABLE);
  });
  const recorded = new Map(
    (await db.all<{ id: number; name: string }>("SELECT id, name FROM schema_migrations")).map((r) => [
      Number(r.id),
      r.name,
    ]),
  );
  for (const m of migrations) {
    const name = recorded.get(m.id);
    if (name !== undefined && name !== m.name) {
      throw new Error(`migration ${m.id} is recorded as "${name}" but the code calls it "${m.name}"`);
    }
  }

  const applied: Array<{ id: number; name: string }> = [];
  for (const m of migrations) {
    if (recorded.has(m.id)) continue;
    try {
      const ran = await db.transaction(async (tx) => {
        await lock(tx);
        // Another instance may have applied it while this one waited for the lock.
        if (await tx.get("SELECT id FROM schema_migrations WHERE id = $1", [m.id])) return false;
        if (typeof m.up === "string") await tx.exec(m.up);
        else await m.up(tx);
        await tx.run("INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)", [
          m.id,
          m.name,
          now().toISOString(),
        ]);
        return true;
      });
      if (ran) applied.push({ id: m.id, name: m.name });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${m.id} "${m.name}" failed and was rolled back: ${message}`, {
        cause: error,
      });
    }
  }
  return applied;
}

function checkList(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const m of migrations) {
    if (!Number.isSafeInteger(m.id) || m.id <= previous) {
      throw new Error(
        `migration ids must be positive integers in increasing order: ${m.id} after ${previous}`,
      );
    }
    if (!m.name) throw new Error(`migration ${m.id} has no name`);
    previous = m.id;
  }
}

/** The modules of DOMAIN.md as first seeded: key, name, description. */
const SEEDED_MODULES: ReadonlyArray<readonly [string, string, string]> = [
  ["clients", "Clients", "Accounts, contacts, quotes and quality control"],
  ["tax", "Tax", "Income-tax returns, assessments, objections, correspondence, clearances, tax cases"],
  ["secretarial", "Secretarial", "CIPC secretarial jobs and annual returns"],
  ["payments", "Payments", "Payments received and automatic payments"],
  ["reports", "Reports", "Reports and the dashboard"],
  ["master-data", "Master data", "Account groups and types, tax types, offices, divisions, suppliers, CIPC"],
  ["employees", "Employees", "Employees, departments and designations"],
  ["administration", "Administration", "Modules and permissions"],
];

const R = "read", C = "create", U = "update", D = "delete";
const ALL = [R, C, U, D];

/**
 * The first grants per role (DOMAIN.md "Administration"), shaped as domain/resources/administration.ts declares a
 * permission record: `{ role, grants: { <module>: [actions] } }`. Admin's record is informative: admin always has
 * everything.
 */
const SEEDED_GRANTS: Record<string, Record<string, string[]>> = {
  admin: {
    clients: ALL,
    tax: ALL,
    secretarial: ALL,
    payments: ALL,
    reports: ALL,
    "master-data": ALL,
    employees: ALL,
    administration: ALL,
  },
  staff: {
    clients: ALL,
    tax: ALL,
    secretarial: ALL,
    payments: ALL,
    reports: ALL,
    "master-data": [R, C, U],
    employees: [R],
    administration: [R],
  },
  user: {
    clients: [R, C, U],
    tax: [R, C, U],
    secretarial: [R, C, U],
    payments: [R, C, U],
    reports: [R],
    "master-data": [R],
    employees: [R],
    administration: [],
  },
  clerk: {
    clients: [R, C, U],
    tax: [R],
    secretarial: [R],
    payments: [R, C, U],
    reports: [],
    "master-data": [R],
    employees: [],
    administration: [],
  },
};
