/**
 * The answers of the documents' bin and retention review (issue 35; server/backoffice/documents/bin-routes.ts),
 * as the client reads them.
 */
import type { Hold, RetentionRule } from "./retention.ts";

/** A document's record as the API answers it: its fields, how it is named, and its refs' titles. */
type DocumentRecord = Record<string, unknown> & {
  id: string;
  version: number;
  _title: string;
  _refTitles: Record<string, string | string[]>;
};

/** A document in the bin: `version` is what a restore is asked over. */
export type BinnedDocument = DocumentRecord & {
  binnedBy: string | null;
  binnedByName: string | null;
  binnedAt: string;
  /** The day it is removed for good. */
  goesOn: string;
};

/** A document past its retention period: why, since when, and what holds it (none: it may be purged). */
export type PastRetention = DocumentRecord & { rule: RetentionRule; endedOn: string; holds: Hold[] };

/** An administrator's purge: the documents chosen, and the answer. */
export type PurgeRequest = { ids: string[] };
export type PurgeAnswer = { purged: number };
