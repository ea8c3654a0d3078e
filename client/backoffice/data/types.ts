import type { ListAnswer as ApiListAnswer } from "../../../domain/api/list.ts";
import type { AuditChange } from "../../../domain/resources/audit.ts";

/** A record as the back-office API answers it (DOMAIN.md, "Rules that hold for every resource"). */
export type RecordData = Record<string, unknown> & {
  id: string;
  /** The record's own title (its declaration's titleFields). */
  _title?: string;
  /** The titles of the records its ref fields point at: field → title (ref) or titles (refs). */
  _refTitles?: Record<string, string | string[]>;
  /** A record whose deadline a later one has met (a renewed tax clearance): no warning on it. */
  _renewed?: boolean;
  version?: number;
};

export type ListAnswer = ApiListAnswer<RecordData>;

export type AuditEntry = {
  action: string;
  userId: string | null;
  /** The user's name when the server resolves it; otherwise the page looks the employee up. */
  userName?: string | null;
  at: string;
  /** The address the request came from; absent from older entries, the server's own and proxies. */
  address?: string | null;
  /** The client's portal user who wrote it, by their name then (issue 37); absent from staff's and older entries. */
  portalUser?: { id: string; name: string } | null;
  changed?: unknown;
  /** An update's changed fields from → to (domain/resources/audit.ts); absent from older entries and proxies. */
  changes?: Record<string, AuditChange>;
};
