import { z } from "zod";
import { ROLES } from "../../domain/roles.ts";
import { type Db, toBool } from "./db.ts";
import { ConflictError } from "./errors.ts";

/** A back-office user as the store keeps it (DOMAIN.md "Employees"); the password only as its hash. */
export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  /** Stored trimmed and lowercased: the sign-in name, unique without regard to case. */
  email: z.string().min(3),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  office: z.string().nullable(),
  division: z.string().nullable(),
  role: z.enum(ROLES),
  active: z.boolean(),
  passwordHash: z.string().min(1),
  /** The user's settings and shortcuts: any JSON, kept as the client sends it. */
  settings: z.json().nullable(),
  shortcuts: z.json().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  version: z.number().int().min(1),
});
export type Employee = z.infer<typeof employeeSchema>;

/** What creating an employee takes: the record less what the store fills in. */
export const newEmployeeSchema = employeeSchema
  .omit({ id: true, createdAt: true, updatedAt: true, createdBy: true, updatedBy: true, version: true })
  .partial({
    phone: true,
    department: true,
    designation: true,
    office: true,
    division: true,
    active: true,
    settings: true,
    shortcuts: true,
  });
export type NewEmployee = z.input<typeof newEmployeeSchema>;

/** A user's own data: settings and shortcuts (`null` clears one, a missing key keeps it). */
export const employeeUserDataSchema = employeeSchema.pick({ settings: true, shortcuts: true }).partial();
export type EmployeeUserData = z.input<typeof employeeUserDataSchema>;

interface EmployeeRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  department: string | null;
  designation: string | null;
  office: string | null;
  division: string | null;
  role: Employee["role"];
  active: boolean | number;
  password_hash: string;
  settings: string | null;
  shortcuts: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  version: number;
}

const COLUMNS = "id, first_name, last_name, email, phone, department, designation, office, division, role, " +
  "active, password_hash, settings, shortcuts, created_at, updated_at, created_by, updated_by, version";

function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    department: row.department,
    designation: row.designation,
    office: row.office,
    division: row.division,
    role: row.role,
    active: toBool(row.active) ?? false,
    passwordHash: row.password_hash,
    settings: parseJson(row.settings),
    shortcuts: parseJson(row.shortcuts),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    version: Number(row.version),
  };
}

function parseJson(text: string | null): Employee["settings"] {
  return text === null ? null : JSON.parse(text);
}

function jsonText(value: Employee["settings"] | undefined): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** The form in which emails are stored and looked up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countEmployees(db: Db): Promise<number> {
  const row = await db.get<{ n: number }>("SELECT count(*) AS n FROM employee");
  return Number(row?.n ?? 0);
}

/** Case-insensitive: the address is compared in its stored, lowercased form. */
export async function findEmployeeByEmail(db: Db, email: string): Promise<Employee | undefined> {
  const row = await db.get<EmployeeRow>(`SELECT ${COLUMNS} FROM employee WHERE email = $1`, [
    normalizeEmail(email),
  ]);
  return row && toEmployee(row);
}

export async function findEmployeeById(db: Db, id: string): Promise<Employee | undefined> {
  // No employee's id holds a NUL, and PostgreSQL refuses one in a parameter: an id from a path may.
  if (id.includes("\u0000")) return undefined;
  const row = await db.get<EmployeeRow>(`SELECT ${COLUMNS} FROM employee WHERE id = $1`, [id]);
  return row && toEmployee(row);
}

/**
 * Adds an employee (version 1) and returns the record. The input is checked against newEmployeeSchema (a
 * ZodError when it does not fit); an email already taken, in any case, throws ConflictError on "email".
 */
export async function createEmployee(
  db: Db,
  input: NewEmployee,
  by: string | null,
  now: Date = new Date(),
): Promise<Employee> {
  const data = newEmployeeSchema.parse(input);
  const at = now.toISOString();
  const employee: Employee = {
    id: crypto.randomUUID(),
    firstName: data.firstName,
    lastName: data.lastName,
    email: normalizeEmail(data.email),
    phone: data.phone ?? null,
    department: data.department ?? null,
    designation: data.designation ?? null,
    office: data.office ?? null,
    division: data.division ?? null,
    role: data.role,
    active: data.active ?? true,
    passwordHash: data.passwordHash,
    settings: data.settings ?? null,
    shortcuts: data.shortcuts ?? null,
    createdAt: at,
    updatedAt: at,
    createdBy: by,
    updatedBy: by,
    version: 1,
  };
  // ON CONFLICT … DO NOTHING rather than catching the violation: on PostgreSQL a failed statement would abort
  // a transaction that the caller may have open.
  const { changes } = await db.run(
    `INSERT INTO employee (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT (email) DO NOTHING`,
    [
      employee.id,
      employee.firstName,
      employee.lastName,
      employee.email,
      employee.phone,
      employee.department,
      employee.designation,
      employee.office,
      employee.division,
      employee.role,
      employee.active,
      employee.passwordHash,
      jsonText(employee.settings),
      jsonText(employee.shortcuts),
      employee.createdAt,
      employee.updatedAt,
      employee.createdBy,
      employee.updatedBy,
      employee.version,
    ],
  );
  if (changes === 0) {
    throw new ConflictError("email", `An employee with the email ${employee.email} already exists.`);
  }
  return employee;
}

/**
 * Replaces the user's settings and/or shortcuts, bumping version and updatedAt/By. Returns the updated record,
 * or undefined when there is no such employee. An empty change returns the record as it is.
 */
export async function updateEmployeeUserData(
  db: Db,
  id: string,
  change: EmployeeUserData,
  by: string | null,
  now: Date = new Date(),
): Promise<Employee | undefined> {
  const data = employeeUserDataSchema.parse(change);
  const sets: string[] = [];
  const params: (string | null)[] = [];
  for (const [key, column] of [["settings", "settings"], ["shortcuts", "shortcuts"]] as const) {
    if (data[key] === undefined) continue;
    params.push(jsonText(data[key]));
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return findEmployeeById(db, id);
  params.push(now.toISOString(), by, id);
  const n = params.length;
  const row = await db.get<EmployeeRow>(
    `UPDATE employee SET ${sets.join(", ")}, updated_at = $${n - 2}, updated_by = $${n - 1},
       version = version + 1
     WHERE id = $${n}
     RETURNING ${COLUMNS}`,
    params,
  );
  return row && toEmployee(row);
}

/** Replaces an employee's password hash (a reset), bumping version and updatedAt/By; false when there is none. */
export async function setEmployeePassword(
  db: Db,
  id: string,
  passwordHash: string,
  by: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const { changes } = await db.run(
    `UPDATE employee SET password_hash = $1, updated_at = $2, updated_by = $3, version = version + 1
     WHERE id = $4`,
    [passwordHash, now.toISOString(), by, id],
  );
  return changes > 0;
}

/** The repository bound to one Db (a transaction handle works too). */
export function employeeRepository(db: Db, clock: () => Date = () => new Date()) {
  return {
    count: () => countEmployees(db),
    findByEmail: (email: string) => findEmployeeByEmail(db, email),
    findById: (id: string) => findEmployeeById(db, id),
    create: (input: NewEmployee, by: string | null) => createEmployee(db, input, by, clock()),
    updateUserData: (id: string, change: EmployeeUserData, by: string | null) =>
      updateEmployeeUserData(db, id, change, by, clock()),
    setPassword: (id: string, passwordHash: string, by: string | null) =>
      setEmployeePassword(db, id, passwordHash, by, clock()),
  };
}
export type EmployeeRepository = ReturnType<typeof employeeRepository>;
