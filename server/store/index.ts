import type { Db } from "./db.ts";
import { type EmployeeRepository, employeeRepository } from "./employees.ts";
import { migrate, type Migration, MIGRATIONS } from "./migrations.ts";
import { openDb } from "./open.ts";
import { watchWrites, WriteClock } from "./write-clock.ts";

export type { Db, Dialect, Row, RunResult, SqlValue } from "./db.ts";
export { toBool } from "./db.ts";
export { ConflictError } from "./errors.ts";
export type { Employee, EmployeeRepository, EmployeeUserData, NewEmployee } from "./employees.ts";
export { migrate, type Migration, MIGRATIONS } from "./migrations.ts";
export { openDb } from "./open.ts";
export type { WriteClock } from "./write-clock.ts";

/** The embedded backend's store: the database and the repositories bound to it. */
export interface Store {
  readonly db: Db;
  /** Moves with every committed change (write-clock.ts): what answers kept in memory are checked against. */
  readonly writes: WriteClock;
  readonly employees: EmployeeRepository;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** The time stamped on writes (tests pass a fixed clock). */
  clock?: () => Date;
  /** Defaults to MIGRATIONS. */
  migrations?: readonly Migration[];
  /** PostgreSQL: how long a statement may wait for a connection (DATABASE_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
}

/** Opens DATABASE_URL's engine and brings its schema up to date. */
export async function openStore(url: string, options: StoreOptions = {}): Promise<Store> {
  const db = await openDb(url, { timeoutSeconds: options.timeoutSeconds });
  const clock = options.clock ?? (() => new Date());
  try {
    await migrate(db, options.migrations ?? MIGRATIONS, clock);
  } catch (error) {
    await db.close();
    throw error;
  }
  const store = storeOver(db, clock);
  if (db.dialect !== "postgres") return store;
  // Several instances may share a PostgreSQL: each hears of the others' writes.
  const { shareWrites } = await import("./postgres-write-feed.ts");
  const feed = await shareWrites(url, store.writes).catch(async (error) => {
    await db.close();
    throw error;
  });
  return {
    ...store,
    async close() {
      await feed.close();
      await store.close();
    },
  };
}

/** The repositories over an open, migrated Db, its writes counted. */
export function storeOver(db: Db, clock: () => Date = () => new Date()): Store {
  const writes = new WriteClock();
  const watched = watchWrites(db, writes);
  return {
    db: watched,
    writes,
    employees: employeeRepository(watched, clock),
    close: () => watched.close(),
  };
}
