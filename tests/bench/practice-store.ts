import { RESOURCES } from "../../domain/resources/index.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { createEngine, type Engine } from "../../server/backoffice/index.ts";
import { HOOKS } from "../../server/backoffice/hooks/index.ts";
import { openStore, type Store } from "../../server/store/index.ts";

/** Passwords are not what the back-office benches measure: a hash that costs nothing. */
export const fastHash = (password: string) => Promise.resolve(`bench$${password.length}`);

/** The value at quantile `q` of sorted durations. */
export const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))];

/**
 * A SQLite file store in a temporary folder with one admin and an engine over every resource, for the benches
 * that load thousands of records; `use` runs with it, and the folder is removed afterwards whatever happens.
 */
export async function withPracticeStore<T>(
  use: (practice: { store: Store; engine: Engine; actor: { id: string; role: string } }) => Promise<T>,
): Promise<T> {
  const dir = await Deno.makeTempDir();
  const store = await openStore(`sqlite:${dir}/bench.db`);
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
    return await use({ store, engine, actor: { id: admin.id, role: "admin" } });
  } finally {
    await store.close();
    await Deno.remove(dir, { recursive: true });
  }
}
