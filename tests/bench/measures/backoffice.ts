import { Hono } from "hono";
import { RESOURCES } from "../../../domain/resources/index.ts";
import { requireBackoffice } from "../../../server/auth/guard.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { backofficeApi } from "../../../server/backoffice/routes.ts";
import { sampleBody } from "../../support/resource-samples.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { fastHash, quantile, withPracticeStore } from "../practice-store.ts";

const ACCOUNTS = 10_000;
const LIST_RUNS = 200;
const CSV_RUNS = 5;

/** Whole requests through the back-office API (guard, query, SQL, titles, JSON): sorted durations in ms. */
async function timings(app: Hono, token: string, path: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  // The first calls build the sort index for the field: not what a user waits for on every page.
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await app.request(`/api/backoffice${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function run(ctx: BenchContext): Promise<Result[]> {
  return withPracticeStore(async ({ store, engine, actor }) => {
    const def = (name: string) => RESOURCES.find((d) => d.name === name)!;
    const ids = new Map<string, string>([["employee", actor.id]]);
    for (const name of ["accounttype", "accountgroup", "office", "division", "department", "designation"]) {
      ids.set(
        name,
        (await engine.create(def(name), sampleBody(def(name), (to) => ids.get(to)!, 0), actor)).id,
      );
    }
    ctx.progress(`creating ${ACCOUNTS.toLocaleString("en-US")} accounts through the engine`);
    // One transaction: SQLite would otherwise sync the file once per account.
    await store.db.transaction(async () => {
      for (let n = 0; n < ACCOUNTS; n++) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        const body = sampleBody(def("account"), (to) => ids.get(to)!, n);
        body.code = `ACC${String(n + 1).padStart(5, "0")}`;
        await engine.create(def("account"), body, actor);
      }
    });
    const tokens = await createTokenService("bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz");
    const token = await tokens.issue(actor.id, "admin", "backoffice");
    const app = new Hono();
    app.use("/api/backoffice/*", requireBackoffice(tokens));
    app.route("/api/backoffice", backofficeApi({ db: store.db, hash: fastHash }));

    const list = await timings(app, token, "/account?q=karoo&sort=name&order=desc&page=2", LIST_RUNS);
    const csv = await timings(app, token, "/account?format=csv&sort=name", CSV_RUNS);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    return [
      {
        id: "backoffice-list-p50",
        label: "10k accounts: list q + sort + page, p50",
        value: quantile(list, 0.5),
        unit: "ms",
        budget: atMost(10),
        detail: `p99 ${ms(quantile(list, 0.99))} over ${LIST_RUNS} requests (SQLite)`,
      },
      {
        id: "backoffice-list-p99",
        label: "10k accounts: list q + sort + page, p99",
        value: quantile(list, 0.99),
        unit: "ms",
      },
      {
        id: "backoffice-csv",
        label: "10k accounts: CSV export of all, p50",
        value: quantile(csv, 0.5),
        unit: "ms",
        budget: atMost(500),
        detail: `worst ${ms(csv.at(-1)!)} over ${CSV_RUNS} exports`,
      },
    ];
  });
}

/** The back-office engine's list and export over a practice of 10,000 clients (issue 4's budgets). */
export const backoffice: MeasureGroup = { id: "backoffice", name: "backoffice", serverTimes: true, run };
