/**
 * The deadlines' statement (calendar, my work, feeds) runs without PostgreSQL's parallel workers: its branches are
 * gated at run time, and the planner, costing every branch as if it ran, started a worker for one its gate then
 * skipped (10–17 ms of my work's 50 on 2 cores; issue 34).
 */
import assert from "node:assert/strict";
import { DEADLINE_KINDS } from "../../domain/workflows/practice-work.ts";
import { collectDeadlines, createEngine } from "../../server/backoffice/index.ts";
import type { Db } from "../../server/store/index.ts";
import { storeTest } from "../support/store.ts";

/** `db`, noting PostgreSQL's parallel-worker setting on the handle each deadlines statement runs on, as it runs. */
function watching(db: Db, seen: string[]): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "all") {
        return async (sql: string, params?: []) => {
          if (sql.includes("AS MATERIALIZED")) {
            const row = await target.get<{ v: string }>(
              "SELECT current_setting('max_parallel_workers_per_gather') AS v",
            );
            seen.push(row!.v);
          }
          return await target.all(sql, params);
        };
      }
      if (prop === "transaction") {
        return <T>(fn: (tx: Db) => Promise<T>) => target.transaction((tx) => fn(watching(tx, seen)));
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

storeTest("the deadlines' statement runs with no parallel workers", async (t) => {
  const store = await t.openStore();
  const engine = createEngine({ db: store.db, hash: (p) => Promise.resolve(`test$${p.length}`) });
  const seen: string[] = [];
  const { items } = await collectDeadlines(
    watching(store.db, seen),
    {
      kinds: DEADLINE_KINDS,
      from: "2026-11-01",
      to: "2026-11-30",
      openOnly: false,
      confine: () => undefined,
      limit: 10,
    },
    engine.lookup({ id: "nobody", role: "admin" }),
    "2026-11-22",
  );
  assert.deepEqual(items, []);
  assert.deepEqual(seen, ["0"]);
  // Only that statement: the connection's other statements keep PostgreSQL's setting.
  const after = await store.db.get<{ v: string }>(
    "SELECT current_setting('max_parallel_workers_per_gather') AS v",
  );
  assert.notEqual(after!.v, "0");
}, { engines: ["postgres"] });
