import { practiceToday } from "../../domain/today.ts";
import type { Db } from "../store/db.ts";
import { dashboard } from "./dashboard.ts";
import {
  readyBoardTally,
  readyDeadlineIndexes,
  readyJobRuns,
  readyObligationRuns,
  readyTriggerRuns,
  readyWorkloadTallies,
} from "../backoffice/index.ts";

/**
 * Makes what the dashboard, the trigger, obligation and job runs and the practice's deadlines read, which is otherwise made on first
 * use (tallies and indexes: server/backoffice/tally.ts, sort-index.ts): over a large practice that takes a while (20 s at a million returns
 * on SQLite), the database serving nothing else meanwhile. Done before the server listens, after an upgrade no
 * visitor waits for it, and a run measures running. Already made, it costs milliseconds. Answers the seconds taken.
 */
export async function readyWorkflows(db: Db): Promise<number> {
  const started = performance.now();
  await dashboard(db, { today: practiceToday(), may: () => true });
  await readyTriggerRuns(db);
  await readyObligationRuns(db);
  await readyJobRuns(db);
  await readyDeadlineIndexes(db, practiceToday());
  await readyWorkloadTallies(db);
  await readyBoardTally(db);
  return (performance.now() - started) / 1000;
}
