/**
 * The back office as other server areas use it (the composition root, the workflows, the scheduler, start-up): the
 * engine and its routes, who may do what, and the queries the workflows run over the back office's tables. Nothing
 * outside server/backoffice imports its other modules, and nothing outside it spells SQL over its tables.
 */
export { AnswerCache } from "./answer-cache.ts";
export { backofficeApi } from "./routes.ts";
export { type BackofficeDeps, createEngine } from "./create-engine.ts";
export type { Engine } from "./engine.ts";
export { type ApiRecord, notFound } from "./engine-reads.ts";
export type { Actor, HookContext, PortalPerson, ResourceHooks } from "./hooks/types.ts";
export { HOOKS } from "./hooks/index.ts";
export { clientFilter } from "./hooks/jobs.ts";
export { actorOf } from "./actor.ts";
export { type AuditAction, auditActor, writeAudit } from "./audit.ts";
export type { Stored } from "./source.ts";
export { type TitleLookup, TitleResolver } from "./titles.ts";
export { listRequest, wholeList } from "./list-query.ts";
export { csvLine } from "./csv.ts";
export { GrantCache, mayNot, refusal } from "./permissions.ts";
export { type ClientVisibility, type Confine, Visibility, type Within } from "./visibility.ts";
export { seedSignIns } from "./seed.ts";
export { seedDemoPractice } from "./demo-practice/index.ts";
export { workOutDate } from "./worked-out.ts";
export { ContentStore, UPLOAD_IDLE_MS } from "./documents/content-store.ts";
export { DOCUMENT_FILES_PATH, fileResponse, uploadedFile } from "./documents/routes.ts";
export { BIN_SWEEP_MS } from "./documents/bin.ts";
export { documentServices } from "./documents/services.ts";
export { DocumentFiles } from "./documents/document-files.ts";
export { DocumentRequests } from "./documents/requests.ts";
export { DOCUMENT_REQUESTS_PATH, requestLinkApi } from "./documents/request-routes.ts";
export { type ReminderOutcome, remindRequests } from "./documents/request-reminders.ts";

// The workflows' queries.
export { lockUntilCommit } from "./dialect.ts";
export { smallResourceData } from "./queries/small-resource.ts";
export { summarizeList } from "./record-summary.ts";
export { collectDeadlines, type DeadlineQuery, readyDeadlineIndexes } from "./queries/deadlines.ts";
export { countOpenByEmployee, readyWorkloadTallies } from "./queries/deadline-workload.ts";
export { jobHoursByEmployee } from "./queries/job-capacity.ts";
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
export {
  checkCandidates,
  checkInputs,
  type OverdueFilters,
  overdueObligationGroups,
} from "./queries/overdue-obligations.ts";
export { keptObligations, profiledClients, readyObligationRuns } from "./queries/obligation-runs.ts";
export { madeJobPeriods, readyJobRuns } from "./queries/job-runs.ts";
export { refreshStatistics } from "./queries/statistics.ts";
export { countRecords } from "./queries/record-count.ts";
export { boardCounts, readyBoardTally, stageRequest } from "./queries/job-board.ts";
