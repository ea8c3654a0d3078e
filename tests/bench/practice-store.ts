import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine, type Engine } from "../../server/backoffice/index.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { openDb, openStore, type Store } from "../../server/store/index.ts";
import { startSession } from "../../server/store/sessions.ts";
import { atMost, type Result } from "./measure.ts";

/** Passwords are not what the back-office benches measure: a hash that costs nothing. */
export const fastHash = (password: string) => Promise.resolve(`bench$${password.length}`);

/** The value at quantile `q` of sorted durations. */
export const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))];

export type Practice = { store: Store; engine: Engine; actor: { id: string; role: string } };

/** Opens (and migrates) the store at `url` with one admin and an engine over every resource. */
export async function openPractice(url: string): Promise<Practice> {
  const store = await openStore(url);
  try {
    const admin = await store.employees.create({
      firstName: "Ada",
      lastName: "Admin",
      email: "admin@ledgerdesk.test",
      role: "admin",
      passwordHash: await fastHash("x"),
    }, null);
    const engine = createEngine({
      db: store.db,
      defs: RESOURCES,
      validate: validateRecord,
      hash: fastHash,
      clock: () => new Date(),
      hooks: HOOKS,
    });
    await engine.whenReady();
    return { store, engine, actor: { id: admin.id, role: "admin" } };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * A SQLite file store in a temporary folder with one admin and an engine over every resource, for the benches
 * that load thousands of records; `use` runs with it, and the folder is removed afterwards whatever happens.
 */
export async function withPracticeStore<T>(use: (practice: Practice) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir();
  try {
    const practice = await openPractice(`sqlite:${dir}/bench.db`);
    try {
      return await use(practice);
    } finally {
      await practice.store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The PostgreSQL database the benches measure as well, if one is named: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export function benchPostgresUrl(): string | undefined {
  return Deno.env.get("BENCH_DATABASE_URL") ?? Deno.env.get("TEST_DATABASE_URL");
}

/** A fresh schema `schema` of PostgreSQL database `pg` (dropped first if a run left one): its store URL, and its drop. */
export async function freshSchema(
  pg: string,
  schema: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = await openDb(pg);
  const reset = () => admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await reset();
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(pg);
  url.searchParams.set("search_path", schema);
  return { url: url.toString(), drop: async () => (await reset(), await admin.close()) };
}

/** withPracticeStore's practice in a fresh schema of PostgreSQL database `pg`, dropped afterwards. */
export async function withPostgresPractice<T>(
  pg: string,
  schema: string,
  use: (practice: Practice) => Promise<T>,
): Promise<T> {
  const { url, drop } = await freshSchema(pg, schema);
  try {
    const practice = await openPractice(url);
    try {
      return await use(practice);
    } finally {
      await practice.store.close();
    }
  } finally {
    await drop();
  }
}

/** Starts a session of the admin in the store the server will open, so the bench's token is accepted. */
export async function benchSession(url: string, adminId: string): Promise<string> {
  const db = await openDb(url);
  try {
    return (await startSession(db, adminId, Date.now())).id;
  } finally {
    await db.close();
  }
}

/** `measure` over SQLite's practice, then, when a PostgreSQL database is named (benchPostgresUrl), over one in `schema`. */
export async function onBothEngines<T>(
  schema: string,
  measure: (practice: Practice) => Promise<T[]>,
): Promise<T[]> {
  const results = await withPracticeStore(measure);
  const pg = benchPostgresUrl();
  if (pg) results.push(...await withPostgresPractice(pg, schema, measure));
  return results;
}

/** A server time's p50 (within `budget`) and p99 (within it too when `p99` says so) as two results. */
export function percentiles(
  { id, label, times, budget, detail, p99 = false }: {
    id: string;
    label: string;
    times: number[];
    /** None: tracked, not judged. */
    budget?: number;
    detail: string;
    p99?: boolean;
  },
): Result[] {
  return [{
    id: `${id}-p50`,
    label: `${label}, p50`,
    value: quantile(times, 0.5),
    unit: "ms",
    budget: budget === undefined ? undefined : atMost(budget),
    detail,
  }, {
    id: `${id}-p99`,
    label: `${label}, p99`,
    value: quantile(times, 0.99),
    unit: "ms",
    ...(p99 && budget !== undefined ? { budget: atMost(budget) } : {}),
    detail: `worst ${times.at(-1)!.toFixed(2)} ms`,
  }];
}
