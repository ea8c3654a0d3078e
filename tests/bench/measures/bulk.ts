import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import type { PracticeSize } from "../practice-seed.ts";
import { serverCalls } from "../server-calls.ts";
import { withServers } from "../servers.ts";
import { engines, seededWithToken } from "./scale.ts";

/**
 * Issue 39's practice: 100,000 clients (their returns and the rest are not what a change of clients writes), their
 * managers ten employees in turn, so that one manager's clients are 10,000.
 */
const SIZE: PracticeSize = { accounts: 100_000, returnsPerAccount: 0, staff: 10, work: false };
/** Issue 39: a bulk change of 10,000 records commits within 3 s on both engines, and its revert within the same. */
const BUDGET_MS = 3_000;

/** A bulk change of 10,000 clients' manager through the HTTP API of the real server, and its revert. */
async function measure(ctx: BenchContext, calls: ReturnType<typeof serverCalls>, staff: string[]) {
  const { call } = calls;
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const text = await call(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { ms: performance.now() - started, answer: JSON.parse(text) };
  };
  const change = { query: `manager=${staff[0]}`, action: "set", field: "manager", value: staff[1] };
  ctx.progress("preview");
  const preview = await post("/api/backoffice/account/bulk/preview", change);
  if (preview.answer.count !== 10_000) throw new Error(`the preview counted ${preview.answer.count}`);
  ctx.progress("bulk change of 10,000 clients' manager");
  const applied = await post("/api/backoffice/account/bulk", { ...change, count: preview.answer.count });
  ctx.progress("its revert");
  const reverted = await post(`/api/backoffice/change-sets/${applied.answer.changeSet}/revert`, {});
  if (reverted.answer.count !== 10_000) throw new Error(`the revert put back ${reverted.answer.count}`);
  return { preview: preview.ms, apply: applied.ms, revert: reverted.ms };
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const results: Result[] = [];
  for (const engine of engines()) {
    const label = `${engine.name}, 100k clients`;
    ctx.progress(`${label}: seeding`);
    const store = await engine.url(SIZE);
    try {
      const { seeded, token } = await seededWithToken(ctx, store.url, SIZE);
      const specs = [{ name: `app (${label})`, entry: "serve-app.ts", args: [store.url, "0"] }];
      const ms = await withServers(
        ctx,
        specs,
        ([server]) => measure(ctx, serverCalls(ctx, server, token), seeded.staff),
      );
      const key = engine.name === "SQLite" ? "sqlite" : "postgres";
      const line = (id: string, label: string, value: number, budget?: Result["budget"]): Result => ({
        id: `bulk-${key}-${id}`,
        label: `${engine.name}, 100k clients: ${label}`,
        value,
        unit: "ms",
        budget,
        detail: "10,000 clients' manager, one change set, through the HTTP API",
      });
      results.push(
        line("preview", "bulk change preview (count and first 10)", ms.preview),
        line("apply", "bulk change of 10,000 records", ms.apply, atMost(BUDGET_MS)),
        line("revert", "its revert", ms.revert, atMost(BUDGET_MS)),
      );
    } finally {
      await store.drop();
    }
  }
  return results;
}

/** Issue 39's bulk changes: 10,000 clients' manager changed as one change set and reverted, on each engine. */
export const bulk: MeasureGroup = { id: "bulk", name: "bulk", serverTimes: true, run };
