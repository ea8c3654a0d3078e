import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine, type Engine } from "../../server/backoffice/index.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { openStore, type Store } from "../../server/store/index.ts";

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
