/**
 * The generic `record` table (migration 2) as a RecordSource: every declared resource but employee. Its lists are
 * read by record-lists.ts, under the conditions record-conditions.ts spells.
 */
import { searchText } from "./fields.ts";
import { dialectOf, insertRows } from "./dialect.ts";
import type { Db } from "../store/db.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { COUNT_LIMIT, type ListRequest, type RecordSource, type Stored } from "./source.ts";
import { type FieldProblems, type Localized, problem } from "../../domain/api/index.ts";
import { COLUMNS, keepList, listFrom, readList, type RecordRow, toStored } from "./record-lists.ts";
import { addWords, clearWords, writeWords } from "./word-index.ts";
import { searchIds } from "./search-index.ts";

/** A unique field's value as record_unique holds it: text without regard to case (DOMAIN.md). */
export function uniqueKey(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return typeof value === "string" ? value.trim().toLowerCase() : String(value);
}

export function recordSource(db: Db): RecordSource {
  return {
    async get(def, id) {
      const row = await db.get<RecordRow>(`SELECT ${COLUMNS} FROM record WHERE resource = $1 AND id = $2`, [
        def.name,
        id,
      ]);
      return row && toStored(row);
    },

    async getMany(def, ids) {
      const unique = [...new Set(ids)];
      const out: Stored[] = [];
      // Chunks keep the statement under both engines' parameter limits and its text among a few cached shapes.
      for (let i = 0; i < unique.length; i += 100) {
        const chunk = unique.slice(i, i + 100);
        const marks = chunk.map((_, j) => `$${j + 2}`).join(", ");
        const rows = await db.all<RecordRow>(
          `SELECT ${COLUMNS} FROM record WHERE resource = $1 AND id IN (${marks})`,
          [def.name, ...chunk],
        );
        out.push(...rows.map(toStored));
      }
      return out;
    },

    keep: (def, request) => keepList(db, def, request),

    async list(def, request) {
      if (!request.page || request.q.trim() === "" || request.count === false) {
        return await readList(db, def, request);
      }
      // A search is counted first. Walking the sort's index for a page tests every record it passes, which for
      // a term few records hold is every record of the resource (a typo in the search box: 1.6 s over a million
      // returns on PostgreSQL, where each test reads a row); counted off an index holding the search texts
      // (migration 11, or SQLite's sort index) or found through the trigram index (migration 22,
      // search-index.ts), a term nobody has is answered there, and a term at most COUNT_LIMIT records hold reads
      // its page from those records alone. A common term walks as any list.
      const found = await searchIds(db, def, request, COUNT_LIMIT + 1) ?? await scannedIds(db, def, request);
      const counted = { total: Math.min(found.length, COUNT_LIMIT), capped: found.length > COUNT_LIMIT };
      if (counted.capped) return { ...await readList(db, def, { ...request, count: false }), ...counted };
      if (counted.total === 0) return { rows: [], ...counted, next: null, prev: null };
      // The found ids already meet every condition of the request, a confined employee's `within` among them.
      const among = dialectOf(db).idIn(JSON.stringify(found));
      return { ...await readList(db, def, { ...request, count: false, within: among }), ...counted };
    },

    async claimUnique(def, id, data) {
      const clashes: FieldProblems = {};
      for (const field of def.fields) {
        if (!field.unique) continue;
        await db.run("DELETE FROM record_unique WHERE resource = $1 AND field = $2 AND id = $3", [
          def.name,
          field.name,
          id,
        ]);
        const key = uniqueKey(data[field.name]);
        if (key === undefined) continue;
        // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement would
        // doom the write's transaction, and the primary key holds even when two writers race.
        const { changes } = await db.run(
          `INSERT INTO record_unique (resource, field, value, id) VALUES ($1, $2, $3, $4)
           ON CONFLICT (resource, field, value) DO NOTHING`,
          [def.name, field.name, key, id],
        );
        if (changes === 0) {
          clashes[field.name] = problem("alreadyUsedBy", {
            resource: lowercase(def.label),
            field: lowercase(field.label),
            value: String(data[field.name]),
          });
        }
      }
      return clashes;
    },

    async insert(def, records, search) {
      await insertRows(
        db,
        "record",
        [
          "resource",
          "id",
          "search",
          "version",
          "created_at",
          "updated_at",
          "created_by",
          "updated_by",
          "data",
        ],
        records.map((r, i) => [
          def.name,
          r.id,
          search[i],
          r.version,
          r.createdAt,
          r.updatedAt,
          r.createdBy,
          r.updatedBy,
          JSON.stringify(r.data),
        ]),
      );
      await addWords(db, def, records);
    },

    async update(def, record, expected) {
      const { changes } = await db.run(
        `UPDATE record SET data = $1, search = $2, version = $3, updated_at = $4, updated_by = $5
         WHERE resource = $6 AND id = $7 AND version = $8`,
        [
          JSON.stringify(record.data),
          searchText(def, record.data),
          record.version,
          record.updatedAt,
          record.updatedBy,
          def.name,
          record.id,
          expected,
        ],
      );
      if (changes > 0) await writeWords(db, def, record);
      return changes > 0;
    },

    async remove(def, id) {
      await clearWords(db, def.name, id);
      await db.run("DELETE FROM record_unique WHERE resource = $1 AND id = $2", [def.name, id]);
      await db.run("DELETE FROM record WHERE resource = $1 AND id = $2", [def.name, id]);
    },
  };
}

/** The ids of a search's matches, up to one past the count's limit, each text read in the walked index's order. */
async function scannedIds(db: Db, def: ResourceDef, request: ListRequest): Promise<string[]> {
  const { from, params } = await listFrom(db, def, request);
  const rows = await db.all<{ id: string }>(`SELECT id ${from} LIMIT ${COUNT_LIMIT + 1}`, params.values);
  return rows.map((r) => r.id);
}

/** A label as it reads inside a sentence ("another account"): English lower-cased; Turkish and Arabic as declared. */
function lowercase(label: Localized): Localized {
  return { ...label, en: label.en.toLowerCase() };
}
