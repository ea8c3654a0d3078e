/** The shapes every measure group shares, so run.ts can compose groups without knowing what they measure. */

export type Unit = "bytes" | "ratio" | "ms";

/** A limit a measured value must respect; `<=` for sizes, `>=` for throughput ratios. */
export type Budget = { op: "<=" | ">="; limit: number };

export type Result = {
  /** Stable key in last-run.json, so runs can be compared over time even if labels change. */
  id: string;
  label: string;
  value: number;
  unit: Unit;
  /** No budget: the figure is shown for information and never fails the bench. */
  budget?: Budget;
  /** The raw figures behind the value, shown beside it in the table. */
  detail?: string;
  /**
   * A server time as a multiple of the calibration load measured around its group (calibration.ts): what the
   * figure is on any machine, where the ms say what it is on this one.
   */
  calibrated?: number;
  /** Further machine-readable figures (per-file sizes, every load run) for last-run.json. */
  data?: Record<string, unknown>;
};

/** A group that could not produce its results (missing build, a server that did not start, the deadline). */
export type Failure = { group: string; message: string };

export type Status = "PASS" | "FAIL" | "INFO";

export type BenchContext = {
  /** The project root: static/, server/ and tests/bench/ are found from here, whatever the cwd. */
  root: string;
  /** Aborted on the overall deadline or Ctrl-C: every wait and subprocess must honour it. */
  signal: AbortSignal;
  /** Progress lines, so a minute-long run does not look hung. */
  progress: (line: string) => void;
};

export type MeasureGroup = {
  /** What `deno task bench <id>` types: kebab-case, unique. */
  id: string;
  /** What the progress lines and the failures show. */
  name: string;
  /** Its times are the server's: each is reported also as a multiple of the calibration load. */
  serverTimes?: boolean;
  run: (ctx: BenchContext) => Promise<Result[]>;
};

export const KB = 1024;

export const atMost = (limit: number): Budget => ({ op: "<=", limit });
export const atLeast = (limit: number): Budget => ({ op: ">=", limit });

export function statusOf(result: Result): Status {
  const { budget, value } = result;
  if (!budget) return "INFO";
  // A NaN (a measure that produced no number) fails both comparisons, hence FAIL.
  const ok = budget.op === "<=" ? value <= budget.limit : value >= budget.limit;
  return ok ? "PASS" : "FAIL";
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
