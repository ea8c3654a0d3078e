import { api } from "../../lib/api.ts";
import type { ListAnswer as ApiListAnswer } from "../../../domain/api/list.ts";
import type { QueryKey } from "@tanstack/react-query";
import { invalidate } from "../../lib/query.ts";
import { keys, touchedByWrite } from "./keys.ts";

/**
 * The back-office data provider: one function per call of the resource API (DOMAIN.md, "Rules that hold for
 * every resource"). Every call goes through the one API client, so the session's token and errors are handled
 * once.
 */
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
  changed?: unknown;
};

const path = (name: string, id?: string) =>
  `/api/backoffice/${encodeURIComponent(name)}${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;

export function listRecords(name: string, query: URLSearchParams, signal?: AbortSignal): Promise<ListAnswer> {
  const qs = query.toString();
  return api<ListAnswer>(qs ? `${path(name)}?${qs}` : path(name), { signal });
}

export function getRecord(name: string, id: string, signal?: AbortSignal): Promise<RecordData> {
  return api<RecordData>(path(name, id), { signal });
}

/** After a write, every answer it may have changed is loaded again where it is shown (client/lib/query.ts). */
export async function written<T>(work: Promise<T>): Promise<T> {
  const answer = await work;
  await invalidateAfterWrite();
  return answer;
}

async function invalidateAfterWrite(except: QueryKey[] = []): Promise<void> {
  await Promise.all(touchedByWrite.map((prefix) => invalidate(prefix, except)));
}

export function createRecord(name: string, body: Record<string, unknown>): Promise<RecordData> {
  return written(api<RecordData>(path(name), { method: "POST", body }));
}

export function updateRecord(name: string, id: string, body: Record<string, unknown>): Promise<RecordData> {
  return written(api<RecordData>(path(name, id), { method: "PUT", body }));
}

export async function deleteRecord(name: string, id: string): Promise<void> {
  await api(path(name, id), { method: "DELETE" });
  // The record is gone: its own answers are not asked for again (a 404 for a page on its way out).
  await invalidateAfterWrite([keys.one(name, id), keys.audit(name, id)]);
}

export function getAudit(name: string, id: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return api<AuditEntry[]>(`${path(name, id)}/audit`, { signal });
}

/** The CSV export of a filtered list, as text (a plain link would carry no token). */
export async function exportCsv(name: string, query: URLSearchParams): Promise<string> {
  const body = await api<unknown>(`${path(name)}?${query}`);
  return typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
}
