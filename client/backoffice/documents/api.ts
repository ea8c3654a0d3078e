import type {
  BinnedDocument,
  PastRetention,
  PurgeAnswer,
  PurgeRequest,
} from "../../../domain/documents/bin.ts";
import type { DocumentVersion } from "../../../domain/documents/document-version.ts";
import { api, apiBlob, upload } from "../../lib/api.ts";
import { invalidate, useData } from "../../lib/data/index.ts";
import { backofficeProvider } from "../data/provider.ts";
import type { RecordData } from "../data/types.ts";

export type { BinnedDocument, DocumentVersion, PastRetention };

const FILES = "/api/backoffice/document-files";
const at = (id: string) => `${FILES}/${encodeURIComponent(id)}`;

/**
 * What a new document is filed under: its client, folder and year (its name is the file's), and the record it
 * belongs to when it is uploaded on that record's page (`returns` and the return's id).
 */
export type Filing = {
  account: string;
  kind: string;
  taxYear?: string;
  link?: { field: string; id: string };
};

type Progress = (sent: number, total: number) => void;

/** Everything the back office shows may now list the document (its client's page, the list, search). */
const refreshAll = () => invalidate(backofficeProvider.touchedByWrite);

/** Files `file` as a new document of the filing's client; answers the document's record. */
export async function uploadDocument(filing: Filing, file: File, onProgress: Progress, signal?: AbortSignal) {
  const query = {
    account: filing.account,
    kind: filing.kind,
    taxYear: filing.taxYear || undefined,
    name: file.name,
    ...(filing.link ? { [filing.link.field]: filing.link.id } : {}),
  };
  const made = await upload<RecordData>(FILES, file, { query, onProgress, signal });
  void refreshAll();
  return made;
}

/** Uploads `file` as the next version of document `id`, over the record's `version` as shown. */
export async function uploadVersion(id: string, version: number, file: File, onProgress: Progress) {
  const made = await upload<RecordData>(at(id), file, { query: { version, name: file.name }, onProgress });
  void refreshAll();
  return made;
}

/** A document's versions, newest first. */
export function useVersions(id: string) {
  return useData(
    ["backoffice/document-files", id, "versions"],
    async (signal) => (await api<{ items: DocumentVersion[] }>(`${at(id)}/versions`, { signal })).items,
  );
}

/** A version's bytes (the current one's when `n` is omitted). */
export function versionFile(id: string, n?: number, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(n === undefined ? `${at(id)}/file` : `${at(id)}/versions/${n}`, {
    query: { as: "inline" },
    signal,
  });
}

/** The binned documents the signed-in employee sees, latest binned first. */
export function useBin(enabled: boolean) {
  return useData(
    ["backoffice/document-files", "bin"],
    async (signal) => (await api<{ items: BinnedDocument[] }>(`${FILES}/bin`, { signal })).items,
    { enabled },
  );
}

/** Puts a binned document back as it was, over the bin entry's version as shown. */
export async function restoreDocument(id: string, version: number): Promise<RecordData> {
  const restored = await api<RecordData>(`${FILES}/bin/${encodeURIComponent(id)}/restore`, {
    method: "POST",
    query: { version },
  });
  void refreshAll();
  return restored;
}

/** The documents past their retention period (an administrator's review). */
export function useRetention(enabled: boolean) {
  return useData(
    ["backoffice/document-files", "retention"],
    async (signal) => (await api<{ items: PastRetention[] }>(`${FILES}/retention`, { signal })).items,
    { enabled },
  );
}

/** Removes the chosen documents for good; answers how many went. */
export async function purgeDocuments(ids: string[]): Promise<number> {
  const body: PurgeRequest = { ids };
  const { purged } = await api<PurgeAnswer>(`${FILES}/retention/purge`, { body });
  void refreshAll();
  return purged;
}
