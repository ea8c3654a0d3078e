/**
 * The back office as other server areas use it (the workflows, the scheduler, the composition root): the engine
 * and what reads and writes through it. Nothing outside server/backoffice imports its other modules.
 */
export { backofficeApi } from "./routes.ts";
export { type BackofficeDeps, createEngine } from "./create-engine.ts";
export type { Engine } from "./engine.ts";
export type { ApiRecord } from "./engine-reads.ts";
export type { Actor } from "./hooks/types.ts";
export type { ListRequest, Stored } from "./source.ts";
export { sortValue } from "./fields.ts";
export { listRequest, parseListQuery } from "./list-query.ts";
export { summarize, summarizeList } from "./record-summary.ts";
export { csvLine } from "./csv.ts";
export {
  collectDeadlines,
  countOpenByEmployee,
  type DeadlineQuery,
  readyDeadlineIndexes,
} from "./queries/deadlines.ts";
export {
  assessmentsNotReceivedRows,
  countAssessmentsNotReceived,
  type ReportLineRow,
  type ReportLinesQuery,
} from "./queries/assessments-not-received.ts";
export {
  activeClients,
  claimScheduledRun,
  existingReturns,
  lockTriggerRuns,
  readyTriggerRuns,
} from "./queries/trigger-runs.ts";
export { GrantCache, mayNot, refusal } from "./permissions.ts";
export { hasNul } from "./input.ts";
export { type TitleLookup, TitleResolver } from "./titles.ts";
export { dialectOf, literal, RECORD_PRIMARY_KEY, type SqlDialect, type Value } from "./dialect.ts";
export {
  ensureFilteredSortIndex,
  ensureSortIndex,
  ensureValuesIndex,
  type IndexedOnly,
  onlyWhere,
} from "./sort-index.ts";
export { tallied, type TallySpec, unreferenced } from "./tally.ts";
export {
  clientPaths,
  type ClientVisibility,
  type Confine,
  Visibility,
  visibleIdsSql,
  type Within,
} from "./visibility.ts";
