import type { Db } from "./db.ts";

/** A module added after the first seeding, as a migration adds it: its record and each role's grants on it. */
export type AddedModule = {
  key: string;
  name: string;
  description: string;
  /** The actions each seeded role is granted on it; roles not named get none. */
  grants: Record<string, readonly string[]>;
};

/**
 * Writes the module's record and adds its grants to every seeded role's permission (a permission that already
 * names the module, changed by an administrator since, is left as it is). Raw rows, as the migrations write:
 * a module's record has no search text and its key's unique row is written beside it.
 */
export async function addModule(db: Db, module: AddedModule): Promise<void> {
  const at = new Date().toISOString();
  const id = crypto.randomUUID();
  const data = { key: module.key, name: module.name, description: module.description };
  await db.run(
    `INSERT INTO record (resource, id, search, version, created_at, updated_at, created_by, updated_by, data)
     VALUES ('module', $1, '', 1, $2, $2, NULL, NULL, $3)`,
    [id, at, JSON.stringify(data)],
  );
  await db.run("INSERT INTO record_unique (resource, field, value, id) VALUES ('module', 'key', $1, $2)", [
    module.key,
    id,
  ]);
  const rows = await db.all<{ id: string; data: string }>(
    "SELECT id, data FROM record WHERE resource = 'permission'",
  );
  for (const row of rows) {
    const record = JSON.parse(row.data) as { role?: string; grants?: Record<string, unknown> };
    const grants = record.role ? module.grants[record.role] : undefined;
    if (!grants || record.grants?.[module.key] !== undefined) continue;
    record.grants = { ...record.grants, [module.key]: grants };
    await db.run(
      `UPDATE record SET data = $1, version = version + 1, updated_at = $2
       WHERE resource = 'permission' AND id = $3`,
      [JSON.stringify(record), at, row.id],
    );
  }
}
