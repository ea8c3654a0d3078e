import { fileURLToPath } from "node:url";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { BENCH_SECRET } from "../bench-token.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { withServers } from "../servers.ts";
import { measurePair, type Target } from "./throughput.ts";

/**
 * The demo apps' mock API: its two largest reads as a share of /api/health on the same server, and the memory
 * of the per-user sandboxes (tests/bench/sandbox-memory.ts, in a process of its own so the heap is its alone).
 * The read ratios carry no budget: the answers are 3 KB and 26 KB gzip against health's 15 bytes, and on
 * Deno.serve bytes dominate (a bare server sending a 600-byte JSON already runs at under half its hello-world
 * rate), so the figure tracks regressions rather than proving a target.
 */

/** A user who has written in every app; 1,000 such users must fit in well under a gigabyte. */
const PER_SANDBOX_BYTES = 512 * 1024;
/** Past the sandbox limit the heap must stay flat: more users, the same memory. */
const GROWTH_PAST_LIMIT = 1.2;

async function sandboxMemory(ctx: BenchContext): Promise<Result[]> {
  const script = fileURLToPath(new URL("../sandbox-memory.ts", import.meta.url));
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--v8-flags=--expose-gc", script],
    cwd: ctx.root,
    stdout: "piped",
    stderr: "piped",
    signal: ctx.signal,
  }).output();
  const text = new TextDecoder().decode(out.stdout).trim();
  if (!out.success) {
    throw new Error(`sandbox-memory failed: ${new TextDecoder().decode(out.stderr).slice(-800)}`);
  }
  const m = JSON.parse(text.split("\n").at(-1)!);
  return [
    {
      id: "demo-sandbox-bytes",
      label: "demo sandbox after a write in every app (heap)",
      value: m.perSandboxBytes,
      unit: "bytes",
      budget: atMost(PER_SANDBOX_BYTES),
      detail: `${m.limit} users, each writing once in every app with writes`,
    },
    {
      id: "demo-sandbox-growth",
      label: `demo heap with ${m.users} users ÷ with ${m.limit} (limit ${m.limit})`,
      value: m.growthPastLimit,
      unit: "ratio",
      budget: atMost(GROWTH_PAST_LIMIT),
      detail: `least recently used sandboxes dropped: ${m.sandboxes} kept`,
    },
  ];
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const token = await (await createTokenService(BENCH_SECRET)).issue("bench-demo-user", "admin", "demo");
  const headers = { "Accept-Encoding": "gzip, br", Authorization: `Bearer ${token}` };
  const baseline = { server: "app", path: "/api/health", label: "/api/health" };
  const targets: Target[] = [
    {
      id: "demo-icons-ratio",
      label: "GET /api/icons (gzip) / /api/health",
      path: "/api/icons",
      headers,
      encoded: true,
      baseline,
    },
    {
      id: "demo-mails-ratio",
      label: "GET /api/mail-app/mails (gzip) / /api/health",
      path: "/api/mail-app/mails",
      headers,
      encoded: true,
      baseline,
    },
  ];
  const results = await withServers(ctx, [{ name: "app", entry: "serve-app.ts" }], async ([app]) => {
    const measured: Result[] = [];
    for (const target of targets) measured.push(await measurePair(ctx, { app }, target));
    return measured;
  });
  return [...results, ...await sandboxMemory(ctx)];
}

export const demo: MeasureGroup = { id: "demo", name: "demo", run };
