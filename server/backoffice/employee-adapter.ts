import type { ResourceDef } from "../../domain/resources/types.ts";
import type { Db, SqlValue } from "../store/db.ts";
import { toBool } from "../store/db.ts";
import { normalizeEmail } from "../store/employees.ts";
import { type FieldProblems, problem } from "../../domain/api/index.ts";
import { ConflictError } from "../store/errors.ts";
import { dialectOf, isUniqueViolation, type Value } from "./dialect.ts";
import type { RecordData } from "./fields.ts";
import { valueCondition } from "./record-conditions.ts";
import { countUpTo } from "./record-lists.ts";
import { readPage } from "./keyset.ts";
import type { Filter, RecordSource, Stored } from "./source.ts";

/**
 * The `employee` resource over the sign-in table (migration 1) rather than the generic record table: an employee
 * created here signs in through /api/users/login with no copy to keep in step. The password is write-only: it
 * arrives as text, is hashed before the write's transaction opens (PBKDF2 takes a few hundred ms), and is never
 * read back.
 */

const COLUMN: Record<string, string> = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  department: "department",
  designation: "designation",
  office: "office",
  division: "division",
  role: "role",
  weeklyHours: "weekly_hours",
  active: "active",
};

/** Where prepare() leaves the hash for insert/update; never part of an answer. */
const HASH = "\u0000passwordHash";

type EmployeeRow = Record<string, unknown> & {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

const COLUMNS = `id, ${
  Object.values(COLUMN).join(", ")
}, version, created_at, updated_at, created_by, updated_by`;
const SELECT = `SELECT ${COLUMNS} FROM employee`;

function toStored(def: ResourceDef, row: EmployeeRow): Stored {
  const data: RecordData = {};
  for (const f of def.fields) {
    if (f.writeOnly) continue;
    const value = row[COLUMN[f.name]];
    data[f.name] = f.kind === "bool" ? toBool(value) : value ?? null;
  }
  return {
    id: row.id,
    data,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

/** Fails at start-up when the declaration has a field the table cannot hold. */
export function checkEmployeeDeclaration(def: ResourceDef): void {
  for (const f of def.fields) {
    if (f.writeOnly ? f.name !== "password" : !Object.hasOwn(COLUMN, f.name)) {
      throw new Error(`employee.${f.name} has no column in the employee table`);
    }
  }
}

function valueOf(value: Value): Value {
  return value.column ? value : { ...value, column: COLUMN[value.field] };
}

export function employeeSource(db: Db, hash: (password: string) => Promise<string>): RecordSource {
  const d = () => dialectOf(db);

  const filterTerm = (f: Filter, add: (v: SqlValue) => string): string => {
    if (f.kind === "eq") {
      const values = f.params.map((p) => add(d().param(valueOf(f.value), p)));
      return `${d().valueExpr(valueOf(f.value))} IN (${values.join(", ")})`;
    }
    if (f.kind === "ref") return `${COLUMN[f.field]} IN (${f.ids.map(add).join(", ")})`;
    if (f.kind === "range" || f.kind === "blank") {
      return valueCondition(d(), d().valueExpr(valueOf(f.value)), f, add);
    }
    throw new Error(`employee has no list fields to filter by (${f.field})`);
  };

  const write = async (work: () => Promise<boolean>): Promise<boolean> => {
    try {
      // A savepoint: a unique violation (two writers racing for one email) must not doom the outer transaction.
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError("email", "Another employee already has this email.", problem("emailTaken"));
      }
      throw error;
    }
  };

  return {
    async get(def, id) {
      const row = await db.get<EmployeeRow>(`${SELECT} WHERE id = $1`, [id]);
      return row && toStored(def, row);
    },

    async getMany(def, ids) {
      const unique = [...new Set(ids)];
      const out: Stored[] = [];
      for (let i = 0; i < unique.length; i += 100) {
        const chunk = unique.slice(i, i + 100);
        const rows = await db.all<EmployeeRow>(
          `${SELECT} WHERE id IN (${chunk.map((_, j) => `$${j + 1}`).join(", ")})`,
          chunk,
        );
        out.push(...rows.map((r) => toStored(def, r)));
      }
      return out;
    },

    async list(def, request) {
      const params: SqlValue[] = [];
      const add = (v: SqlValue) => {
        params.push(v);
        return `$${params.length}`;
      };
      const terms: string[] = [];
      // Each word of the search in some searchable column: "thandi mokoena" finds Thandi Mokoena, whose first and
      // last names are columns of their own.
      const words = request.q.trim().toLowerCase().split(/\s+/).filter((w) => w !== "");
      const searchable = def.fields.filter((f) => f.searchable && !f.writeOnly).map((f) => COLUMN[f.name]);
      for (const word of words) {
        const pattern = add(`%${word.replace(/[\\%_]/g, "\\$&")}%`);
        terms.push(
          searchable.length > 0
            ? `(${searchable.map((c) => `lower(${c}) LIKE ${pattern} ESCAPE '\\'`).join(" OR ")})`
            : "1 = 0",
        );
      }
      for (const filter of request.filters) terms.push(filterTerm(filter, add));
      // "WHERE TRUE": a page adds its own conditions with AND.
      const where = `WHERE ${terms.length > 0 ? terms.join(" AND ") : "TRUE"}`;
      const dir = request.order;
      const sort = valueOf(request.sort);
      const expr = d().valueExpr(sort);
      if (!request.page) {
        const order = `${d().order(expr, dir)}, id ${dir.toUpperCase()}`;
        const rows = await db.all<EmployeeRow>(`${SELECT} ${where} ORDER BY ${order}`, params);
        return {
          rows: rows.map((r) => toStored(def, r)),
          total: rows.length,
          capped: false,
          next: null,
          prev: null,
        };
      }
      const { rows, next, prev } = await readPage<EmployeeRow & { sort_key: unknown }>(db, {
        selectWhere: `SELECT ${COLUMNS}, ${expr} AS sort_key FROM employee ${where}`,
        expr,
        order: dir,
        page: request.page,
        params,
        numeric: sort.kind === "money" || sort.kind === "integer",
      });
      const { total, capped } = request.count === false
        ? { total: rows.length, capped: false }
        : await countUpTo(db, `FROM employee ${where}`, params);
      return { rows: rows.map((r) => toStored(def, r)), total, capped, next, prev };
    },

    async prepare(_def, data) {
      const password = data.password;
      return typeof password === "string" && password !== "" ? { [HASH]: await hash(password) } : {};
    },

    async claimUnique(_def, id, data): Promise<FieldProblems> {
      if (typeof data.email !== "string") return {};
      const taken = await db.get("SELECT id FROM employee WHERE email = $1 AND id <> $2", [
        normalizeEmail(data.email),
        id,
      ]);
      return taken ? { email: problem("emailTaken") } : {};
    },

    async insert(_def, records) {
      for (const record of records) {
        const hashed = record.data[HASH];
        if (typeof hashed !== "string") throw new Error("employee insert without a password hash");
        const values = columnValues(record.data);
        await write(async () => {
          await db.run(
            `INSERT INTO employee (id, ${
              Object.keys(values).join(", ")
            }, password_hash, created_at, updated_at,
               created_by, updated_by, version)
             VALUES (${
              Array.from({ length: Object.keys(values).length + 7 }, (_, i) => `$${i + 1}`).join(", ")
            })`,
            [
              record.id,
              ...Object.values(values),
              hashed,
              record.createdAt,
              record.updatedAt,
              record.createdBy,
              record.updatedBy,
              record.version,
            ],
          );
          return true;
        });
      }
    },

    update(_def, record, expected) {
      const values = columnValues(record.data);
      const hashed = record.data[HASH];
      if (typeof hashed === "string") values.password_hash = hashed;
      const names = Object.keys(values);
      const sets = names.map((c, i) => `${c} = $${i + 1}`).join(", ");
      const n = names.length;
      return write(async () => {
        const { changes } = await db.run(
          `UPDATE employee SET ${sets}, version = $${n + 1}, updated_at = $${n + 2}, updated_by = $${n + 3}
           WHERE id = $${n + 4} AND version = $${n + 5}`,
          [...Object.values(values), record.version, record.updatedAt, record.updatedBy, record.id, expected],
        );
        return changes > 0;
      });
    },

    async remove(_def, id) {
      await db.run("DELETE FROM employee WHERE id = $1", [id]);
    },
  };
}

/** The table's columns for the data's fields (email in its stored, lowercased form). */
function columnValues(data: RecordData): Record<string, SqlValue> {
  const out: Record<string, SqlValue> = {};
  for (const [field, column] of Object.entries(COLUMN)) {
    if (!(field in data)) continue;
    const value = data[field];
    out[column] = field === "email" && typeof value === "string"
      ? normalizeEmail(value)
      : field === "active"
      ? value !== false
      : value as SqlValue;
  }
  return out;
}
