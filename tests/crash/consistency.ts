/**
 * What must hold in a store whatever moment its server died at: SQLite's own integrity, the migrations as
 * recorded, every record with all that its write touched (its refs, its search text and words, its audit entries, its
 * unique values, the tallies that count it), and the schedule's claims each with the run that made it.
 * Each check answers a list of problems, empty when it holds.
 */
import { RESOURCES } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { createEngine, TitleResolver } from "../../server/backoffice/index.ts";
import { dialectOf } from "../../server/backoffice/dialect.ts";
import { sortValue } from "../../server/backoffice/fields.ts";
import { tallied, type TallySpec } from "../../server/backoffice/tally.ts";
import { uniqueKey } from "../../server/backoffice/records.ts";
import { refValues } from "../../server/backoffice/fields.ts";
import { storedSearchTexts } from "../../server/backoffice/search-sync.ts";
import { recordWords } from "../../server/backoffice/word-index.ts";
import type { Db } from "../../server/store/index.ts";
import { MIGRATIONS } from "../../server/store/index.ts";

type RecordRow = {
  resource: string;
  id: string;
  search: string;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  data: string;
};

const defOf = new Map(RESOURCES.map((d) => [d.name, d]));

export async function sqliteIntegrity(db: Db): Promise<string[]> {
  const rows = await db.all<{ integrity_check: string }>("PRAGMA integrity_check");
  const problems = rows.map((r) => r.integrity_check).filter((r) => r !== "ok");
  const keys = await db.all("PRAGMA foreign_key_check");
  return [...problems, ...keys.map((k) => `foreign key: ${JSON.stringify(k)}`)];
}

export async function migrationsIntact(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: number; name: string }>(
    "SELECT id, name FROM schema_migrations ORDER BY id",
  );
  const found = rows.map((r) => `${r.id} ${r.name}`).join(", ");
  const wanted = MIGRATIONS.map((m) => `${m.id} ${m.name}`).join(", ");
  return found === wanted ? [] : [`schema_migrations holds ${found}, not ${wanted}`];
}

/**
 * The records written since `since` (ISO time) each with its refs, search text, audit entries and unique values,
 * and no ref, audit entry or unique value left without its record.
 */
export async function recordsWhole(db: Db, since: string): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  const rows = await db.all<RecordRow>("SELECT * FROM record WHERE created_at >= $1 ORDER BY resource, id", [
    since,
  ]);
  const engine = createEngine({ db });
  await engine.whenReady();
  const titles = new TitleResolver(engine);
  for (const row of rows) {
    const def = defOf.get(row.resource);
    if (!def) {
      problems.push(`${row.resource}/${row.id}: no such resource`);
      continue;
    }
    const at = `${row.resource}/${row.id}`;
    const data = JSON.parse(row.data);
    problems.push(...await refsOf(db, def, row, data));
    const [search] = await storedSearchTexts(def, [{ ...storedOf(row), data }], titles);
    if (search !== row.search) {
      problems.push(`${at}: search text ${JSON.stringify(row.search)}, not ${JSON.stringify(search)}`);
    }
    const words = (await db.all<{ word: string }>(
      "SELECT word FROM record_word WHERE resource = $1 AND id = $2",
      [row.resource, row.id],
    )).map((w) => w.word).sort();
    const wanted = recordWords(def, data).sort();
    if (words.join("\n") !== wanted.join("\n")) {
      problems.push(`${at}: words ${JSON.stringify(words)}, not ${JSON.stringify(wanted)}`);
    }
    const audit = await db.all<{ action: string; version: number | null }>(
      "SELECT action, version FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY version",
      [row.resource, row.id],
    );
    const versions = audit.map((a) => Number(a.version));
    const expected = Array.from({ length: Number(row.version) }, (_, i) => i + 1);
    if (versions.join() !== expected.join()) {
      problems.push(`${at}: version ${row.version} with audit entries for versions ${versions.join(", ")}`);
    }
    for (const f of def.fields) {
      if (!f.unique) continue;
      const key = uniqueKey(data[f.name]);
      if (key === undefined) continue;
      const claim = await db.get<{ id: string }>(
        "SELECT id FROM record_unique WHERE resource = $1 AND field = $2 AND value = $3",
        [row.resource, f.name, key],
      );
      if (claim?.id !== row.id) problems.push(`${at}: ${f.name} ${key} held by ${claim?.id ?? "nobody"}`);
    }
  }
  const orphan = (table: string, alias: string, id: string) =>
    `SELECT ${alias}.resource, ${alias}.${id} AS id FROM ${table} ${alias}
     LEFT JOIN record x ON x.resource = ${alias}.resource AND x.id = ${alias}.${id}
     WHERE x.id IS NULL AND NOT (${alias}.resource = 'employee' AND EXISTS (
       SELECT 1 FROM employee e WHERE e.id = ${alias}.${id}))`;
  const orphans = [
    ["record_ref", orphan("record_ref", "r", "id")],
    ["record_unique", orphan("record_unique", "u", "id")],
    ["record_word", orphan("record_word", "w", "id")],
    // Entries of records deleted since stay (a record's history outlives it); no burst deletes.
    ["audit_log", `${orphan("audit_log", "a", "record_id")} AND a.at >= $1 AND a.action <> 'delete'`],
  ] as const;
  for (const [table, sql] of orphans) {
    const found = await db.all<{ resource: string; id: string }>(sql, table === "audit_log" ? [since] : []);
    for (const o of found) {
      problems.push(`${table} row of ${o.resource}/${o.id}, a record that does not exist`);
    }
  }
  return { problems, checked: rows.length };
}

function storedOf(row: RecordRow) {
  return {
    id: row.id,
    data: {},
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

async function refsOf(
  db: Db,
  def: ResourceDef,
  row: RecordRow,
  data: Record<string, unknown>,
): Promise<string[]> {
  const wanted = [
    ...new Set(refValues(def.fields, data).filter((r) => r.indexed).map((r) => `${r.field} ${r.to} ${r.id}`)),
  ].sort();
  const found = (await db.all<{ field: string; target_resource: string; target_id: string }>(
    "SELECT field, target_resource, target_id FROM record_ref WHERE resource = $1 AND id = $2",
    [row.resource, row.id],
  )).map((r) => `${r.field} ${r.target_resource} ${r.target_id}`).sort();
  return wanted.join() === found.join()
    ? []
    : [`${row.resource}/${row.id}: refs ${found.join("; ")}, not ${wanted.join("; ")}`];
}

/**
 * The tallies that existed before the server died (the dashboard's, made at its start-up, and those an earlier
 * check made) answer what counting answers. A candidate not made yet is skipped: made now, it would be filled from
 * the records as they are and agree by construction (from then on its triggers keep it, and the next round checks
 * it).
 */
export async function talliesAgree(db: Db): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  const d = dialectOf(db);
  const amount = sortValue(defOf.get("payment")!, "amount")!;
  const candidates: TallySpec[] = [
    { resource: "account", fields: [] },
    { resource: "payment", fields: ["receivedOn"], sum: amount },
    { resource: "incometax", fields: ["dueDate", "status"] },
    { resource: "incometax", fields: ["status"] },
  ];
  let checked = 0;
  for (const spec of candidates) {
    const before = await tallyNames(db);
    const { count, cents } = await tallied(db, spec, "true", []);
    if ((await tallyNames(db)).size > before.size) continue;
    const sum = spec.sum ? `sum(round(${d.valueExpr(spec.sum)} * 100))` : "0";
    const counted = await db.get<{ n: number; cents: number | null }>(
      `SELECT count(*) AS n, ${sum} AS cents FROM record WHERE resource = $1`,
      [spec.resource],
    );
    checked++;
    if (count !== Number(counted?.n) || cents !== Number(counted?.cents ?? 0)) {
      problems.push(
        `tally of ${spec.resource} by ${spec.fields}: ${count} (${cents}), counted ${
          JSON.stringify(counted)
        }`,
      );
    }
  }
  if (checked === 0) problems.push("none of the candidate tallies was made by the server");
  return { problems, checked };
}

/** The migrations as recorded, the records written since `since` whole, and the tallies agreeing with counting. */
export async function storeWhole(db: Db, since: string): Promise<string[]> {
  return [
    ...await migrationsIntact(db),
    ...(await recordsWhole(db, since)).problems,
    ...(await talliesAgree(db)).problems,
  ];
}

async function tallyNames(db: Db): Promise<Set<string>> {
  return new Set(
    (await db.all<{ tally: string }>("SELECT DISTINCT tally FROM record_tally")).map((r) => r.tally),
  );
}

/** Each claim of the schedule with the scheduled run that made it, in the same transaction. */
export async function claimsHeld(db: Db): Promise<{ problems: string[]; claims: number }> {
  const d = dialectOf(db);
  const claims = await db.all<{ trigger_id: string; day: string }>(
    "SELECT trigger_id, day FROM trigger_claim",
  );
  const scheduled = { field: "scheduled", kind: "plain" } as const;
  const runs = await db.get<{ n: number }>(
    `SELECT count(*) AS n FROM record WHERE resource = 'triggerrun' AND ${d.valueExpr(scheduled)} = $1`,
    [d.param(scheduled, true)],
  );
  const problems = claims.length === Number(runs?.n)
    ? []
    : [`${claims.length} claims of the schedule, ${runs?.n} scheduled runs`];
  return { problems, claims: claims.length };
}
