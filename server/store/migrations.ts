import type { Db } from "./db.ts";

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
];

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
