/**
 * The statements of a bulk change (bulk.ts), many rows each as write-batch.ts writes a batch of new records: a
 * change of 10,000 records one statement per record would take many seconds on PostgreSQL, a round trip each.
 */
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import type { Db } from "../../store/db.ts";
import { dialectOf, literal, runChunked, tuples } from "../dialect.ts";
import { refValues } from "../fields.ts";
import { addRefs } from "../refs.ts";
import type { Stored } from "../source.ts";
import { addWords, wordFields } from "../word-index.ts";

/** A record of a bulk change: as it was read, and as it is to be stored (over the version read). */
export type Rewrite = { previous: Stored; stored: Stored };

/**
 * Stores the records of `rewrites`, with their search texts when given (a change of no searched field leaves them,
 * and SQLite's trigram index of clients' texts, be), each only over the version read: answers the ids of those
 * whose stored version was another (changed meanwhile), which the caller refuses.
 */
export async function updateRecords(
  db: Db,
  def: ResourceDef,
  rewrites: readonly Rewrite[],
  search: readonly string[] | undefined,
): Promise<string[]> {
  const d = dialectOf(db);
  const changes = await runChunked(
    db,
    rewrites.map(({ previous, stored }, i) => [
      stored.id,
      JSON.stringify(stored.data),
      stored.version,
      stored.updatedAt,
      stored.updatedBy,
      previous.version,
      ...(search ? [search[i]] : []),
    ]),
    (n) =>
      `UPDATE record SET data = ${d.asColumn("v.column2", "data")}, version = ${
        d.asColumn("v.column3", "integer")
      },
         updated_at = v.column4, updated_by = v.column5${search ? ", search = v.column7" : ""}
       FROM (VALUES ${tuples(n, search ? 7 : 6)}) AS v
       WHERE record.resource = ${literal(def.name)} AND record.id = v.column1
         AND record.version = ${d.asColumn("v.column6", "integer")}`,
  );
  if (changes === rewrites.length) return [];
  return await movedOn(db, def, rewrites.map((r) => r.previous));
}

/**
 * Holds `records` for the transaction (PostgreSQL locks a row a statement writes) while their versions are still
 * the ones read, before they are deleted; answers the ids of those changed meanwhile, as updateRecords.
 */
export async function holdRecords(db: Db, def: ResourceDef, records: readonly Stored[]): Promise<string[]> {
  const d = dialectOf(db);
  const changes = await runChunked(
    db,
    records.map((r) => [r.id, r.version]),
    (n) =>
      `UPDATE record SET version = record.version FROM (VALUES ${tuples(n, 2)}) AS v
       WHERE record.resource = ${literal(def.name)} AND record.id = v.column1
         AND record.version = ${d.asColumn("v.column2", "integer")}`,
  );
  if (changes === records.length) return [];
  return await movedOn(db, def, records);
}

/** The ids among `records` whose stored version is no longer theirs (or that are gone). */
async function movedOn(db: Db, def: ResourceDef, records: readonly Stored[]): Promise<string[]> {
  const now = new Map<string, number>();
  await eachChunk(db, records.map((r) => r.id), async (sql, ids) => {
    const rows = await db.all<{ id: string; version: number }>(
      `SELECT id, version FROM record WHERE resource = ${literal(def.name)} AND id IN (${sql})`,
      ids,
    );
    for (const row of rows) now.set(row.id, Number(row.version));
  });
  return records.filter((r) => now.get(r.id) !== r.version).map((r) => r.id);
}

/**
 * Rewrites the ref rows of the changed fields (`changed`: their names) and the practice search's words, when a
 * field they are made of changed, of records just updated.
 */
export async function rewriteIndexes(
  db: Db,
  def: ResourceDef,
  records: readonly Stored[],
  changed: Set<string>,
) {
  const ids = records.map((r) => r.id);
  const paths = new Set(def.fields.filter((f) => changed.has(f.name)).flatMap((f) => refPaths(f)));
  if (paths.size > 0) {
    const fields = [...paths].map(literal).join(", ");
    await eachChunk(db, ids, async (sql, chunk) => {
      await db.run(
        `DELETE FROM record_ref WHERE resource = ${
          literal(def.name)
        } AND id IN (${sql}) AND field IN (${fields})`,
        chunk,
      );
    });
    await addRefs(
      db,
      def.name,
      records.map((r) => ({
        id: r.id,
        refs: refValues(def.fields, r.data).filter((v) => paths.has(v.field)),
      })),
    );
  }
  if (wordFields(def).some((f) => changed.has(f.name))) {
    await deleteWhereIdIn(db, "record_word", def.name, ids);
    await addWords(db, def, records);
  }
}

/** The record_ref `field`s of a declared field (fields.ts refValues): its own, or its nested refs' by path. */
function refPaths(field: Field, prefix = ""): string[] {
  const name = prefix + field.name;
  if (field.kind === "ref" || field.kind === "refs") return [name];
  if (field.kind === "object" || field.kind === "items") {
    return field.fields.flatMap((f) => refPaths(f, `${name}.`));
  }
  return [];
}

/** Takes records out of the record tables: their words, unique claims, refs and rows. */
export async function deleteRecords(db: Db, def: ResourceDef, ids: readonly string[]): Promise<void> {
  for (const table of ["record_word", "record_unique", "record_ref", "record"]) {
    await deleteWhereIdIn(db, table, def.name, ids);
  }
}

async function deleteWhereIdIn(db: Db, table: string, resource: string, ids: readonly string[]) {
  await eachChunk(db, ids, async (sql, chunk) => {
    await db.run(`DELETE FROM ${table} WHERE resource = ${literal(resource)} AND id IN (${sql})`, chunk);
  });
}

/** `work` over `ids` a statement's worth at a time, with the chunk's placeholders (`$1, $2…`). */
async function eachChunk(
  db: Db,
  ids: readonly string[],
  work: (placeholders: string, chunk: string[]) => Promise<void>,
): Promise<void> {
  const size = dialectOf(db).rowsPerStatement(1);
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    await work(chunk.map((_, j) => `$${j + 1}`).join(", "), chunk);
  }
}
