import { RESOURCES } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../store/db.ts";
import { checkEmployeeDeclaration, employeeSource } from "./employee-adapter.ts";
import { Engine } from "./engine.ts";
import type { Validate } from "./engine-reads.ts";
import { HOOKS, type ResourceHooks } from "./hooks/index.ts";
import { type ClientVisibility, Visibility } from "./visibility.ts";

export interface BackofficeDeps {
  db: Db;
  /** Defaults to every declared resource (domain/resources). */
  defs?: readonly ResourceDef[];
  validate?: Validate;
  /** Defaults to PBKDF2 at full strength; tests pass a fast one. */
  hash?: (password: string) => Promise<string>;
  clock?: () => Date;
  hooks?: Record<string, ResourceHooks>;
  extraHolidays?: readonly string[];
  /** CLIENT_VISIBILITY: `all` (the default) or `assigned` (visibility.ts). */
  clientVisibility?: ClientVisibility;
  /** The sign-in sessions (server/auth/sessions.ts), forgotten when an employee's write ends them. */
  sessions?: { forget(employeeId: string): void };
}

/**
 * The engine over the store with the defaults filled in: every declared resource, the shared validator, the
 * resources' hooks, and the employees served from the sign-in table. The API builds one; pass it one to share it
 * (and its grant cache) with other routes (workflows), or build one where no HTTP is involved (the scheduler).
 */
export function createEngine(deps: BackofficeDeps): Engine {
  const defs = deps.defs ?? RESOURCES;
  const employee = defs.find((d) => d.name === "employee");
  if (employee) checkEmployeeDeclaration(employee);
  return new Engine({
    db: deps.db,
    defs,
    validate: deps.validate ?? validateRecord,
    clock: deps.clock ?? (() => new Date()),
    hooks: deps.hooks ?? HOOKS,
    extraHolidays: deps.extraHolidays,
    visibility: new Visibility(deps.clientVisibility ?? "all", defs),
    sessions: deps.sessions,
    sources: employee ? { employee: employeeSource(deps.db, deps.hash ?? hashPassword) } : {},
  });
}
