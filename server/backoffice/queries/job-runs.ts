/**
 * What a job template's run (issue 38, server/workflows/jobs.ts) reads of the jobs it made before: each job's
 * client and period, off an index made before the run (readyJobRuns), rather than every job's record. A daily run
 * finding the 50,000 jobs of a template made read them whole as a list: 2.7–3.9 s with nothing to make.
 */
import type { Db } from "../../store/db.ts";
import { dialectOf, literal, type Value } from "../dialect.ts";
import { ensureValuesIndex } from "../sort-index.ts";

const MADE_VALUES: readonly Value[] = [
  { field: "template", kind: "plain" },
  { field: "account", kind: "plain" },
  { field: "periodStart", kind: "plain" },
];

/** Makes the index a run reads (start-up, and a run before its transaction: one made inside would vanish with it). */
export async function readyJobRuns(db: Db): Promise<void> {
  await ensureValuesIndex(db, "job", MADE_VALUES);
}

/**
 * The client and period start of every job of template `template`, whoever may see it (a job made is made,
 * whoever runs next), as `client|periodStart`: one range of the index, answered from it alone on SQLite.
 */
export async function madeJobPeriods(db: Db, template: string): Promise<Set<string>> {
  const d = dialectOf(db);
  const index = await ensureValuesIndex(db, "job", MADE_VALUES);
  const [byTemplate, account, periodStart] = MADE_VALUES.map((v) => d.valueExpr(v));
  const rows = await db.all<{ account: unknown; period: unknown }>(
    `SELECT ${account} AS account, ${periodStart} AS period FROM record ${d.indexedBy(index)}
     WHERE resource = ${literal("job")} AND ${byTemplate} = $1`,
    [template],
  );
  return new Set(rows.map((r) => `${r.account}|${r.period}`));
}
