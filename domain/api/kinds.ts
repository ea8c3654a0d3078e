/**
 * What kind of refusal a problem is. The edge (server/middleware/errors.ts) turns a kind into an HTTP status, so
 * code below it (the resource engine, the workflows, the demo apps' rules) says what went wrong, never how HTTP
 * spells it.
 */
export const PROBLEM_KINDS = [
  /** The request's input is wrong: the fields say where and why. */
  "invalid",
  "unauthorized",
  "forbidden",
  "notFound",
  /** The method is not offered on this address or resource. */
  "notAllowed",
  /** The record changed, is referenced, or a unique value is taken. */
  "conflict",
  "tooLarge",
  "rateLimited",
  "notImplemented",
  /** The practice's backend answered badly, could not be reached, or took too long. */
  "badGateway",
  "unreachable",
  "timeout",
  /** The database cannot be reached (stopped, restarting, too slow to hand out a connection). */
  "unavailable",
  /** The database's disk is full: writes are refused, reads go on. */
  "storageFull",
  /** Our own fault: the only kind whose details stay in the server log. */
  "internal",
] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number];
