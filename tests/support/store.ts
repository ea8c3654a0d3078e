import type { Db } from "../../server/store/db.ts";
import { openStore, type Store, type StoreOptions } from "../../server/store/index.ts";
import { openDb } from "../../server/store/open.ts";
import { redact } from "../../server/store/postgres.ts";

export type EngineName = "sqlite" | "postgres";

export interface StoreEngine {
  name: EngineName;
  /** Set when the engine cannot run here: its tests are registered as ignored, so `deno test` reports them. */
  skipReason?: string;
  /**
   * A fresh, empty database for one test and how to remove it. `shared`: several connections must see the same
   * database (SQLite then uses a temporary file instead of `sqlite::memory:`, which is private to a connection).
   */
  fresh(shared: boolean): Promise<{ url: string; cleanup(): Promise<void> }>;
}

const SKIP_LINE = "PostgreSQL store tests skipped: set TEST_DATABASE_URL=postgres://… to run them";
let skipLinePrinted = false;

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set (each test in a schema of its own, dropped after). */
export function storeEngines(): StoreEngine[] {
  const pgUrl = Deno.env.get("TEST_DATABASE_URL");
  if (!pgUrl && !skipLinePrinted) {
    skipLinePrinted = true;
    console.log(SKIP_LINE);
  }
  return [
    { name: "sqlite", fresh: freshSqlite },
    pgUrl
      ? { name: "postgres", fresh: () => freshPostgres(pgUrl) }
      : { name: "postgres", skipReason: SKIP_LINE, fresh: () => Promise.reject(new Error(SKIP_LINE)) },
  ];
}

async function freshSqlite(shared: boolean) {
  if (!shared) return { url: "sqlite::memory:", cleanup: () => Promise.resolve() };
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-store-" });
  return { url: `sqlite:${dir}/test.db`, cleanup: () => Deno.remove(dir, { recursive: true }) };
}

async function freshPostgres(base: string) {
  const schema = `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withDb(base, (db) => db.exec(`CREATE SCHEMA ${schema}`));
  const url = `${base}${base.includes("?") ? "&" : "?"}search_path=${schema}`;
  return { url, cleanup: () => withDb(base, (db) => db.exec(`DROP SCHEMA ${schema} CASCADE`)) };
}

async function withDb(url: string, fn: (db: Db) => Promise<void>) {
  const db = await openDb(url).catch((error) => {
    throw new Error(`TEST_DATABASE_URL ${redact(url)} is set but unusable: ${error.message}`, {
      cause: error,
    });
  });
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

export interface StoreTestContext {
  engine: EngineName;
  /** The test's own fresh database. */
  url: string;
  /** Opens the test's database (closed after the test). */
  openDb(): Promise<Db>;
  /** Opens and migrates the test's database (closed after the test). */
  openStore(options?: StoreOptions): Promise<Store>;
}

export interface StoreTestOptions {
  /** Only these engines (default both). */
  engines?: EngineName[];
  /** Several connections share the database (see StoreEngine.fresh). */
  shared?: boolean;
}

/** Registers `[engine] name` for each engine; an engine that cannot run here shows as ignored. */
export function storeTest(
  name: string,
  fn: (t: StoreTestContext) => Promise<void>,
  options: StoreTestOptions = {},
): void {
  for (const engine of storeEngines()) {
    if (options.engines && !options.engines.includes(engine.name)) continue;
    Deno.test({
      name: `[${engine.name}] ${name}`,
      ignore: engine.skipReason !== undefined,
      fn: async () => {
        const { url, cleanup } = await engine.fresh(options.shared ?? false);
        const opened: Array<{ close(): Promise<void> }> = [];
        try {
          await fn({
            engine: engine.name,
            url,
            openDb: async () => {
              const db = await openDb(url);
              opened.push(db);
              return db;
            },
            openStore: async (storeOptions) => {
              const store = await openStore(url, storeOptions);
              opened.push(store);
              return store;
            },
          });
        } finally {
          for (const db of opened.reverse()) await db.close().catch(() => {});
          await cleanup();
        }
      },
    });
  }
}

/** Resolves after ms milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects when work takes longer than ms: turns a deadlock into a failure instead of a hung run. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms} ms (deadlock?)`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
