/**
 * Documents the practice shares with a client in the client portal (issue 37): staff share a document (and may
 * unshare it); the client's portal users list the shared ones by year and download the current version.
 */

/**
 * A shared document as the portal lists it. `year`: the document's tax year, else the year its current version
 * was uploaded (a document filed under no tax year still belongs somewhere a client would look).
 */
export type SharedDocument = {
  id: string;
  name: string;
  year: number;
  size: number;
  mediaType: string;
  sharedAt: string;
};

/** A client's shared documents, newest year first (`GET /api/portal/clients/:id/documents`). */
export type SharedDocuments = { items: SharedDocument[] };

/** Whether a document is shared with its client's portal users, as staff see it. */
export type ShareState = { document: string; shared: boolean; sharedAt: string | null };

/** The year a shared document is listed under: its tax year, else its current version's upload year. */
export function shareYear(taxYear: unknown, uploadedAt: string): number {
  const year = Number(taxYear);
  return Number.isInteger(year) && year > 0 ? year : new Date(uploadedAt).getUTCFullYear();
}

/** Shared documents in years, newest first, each year's by name. */
export function byYear(items: readonly SharedDocument[]): Array<{ year: number; items: SharedDocument[] }> {
  const years = new Map<number, SharedDocument[]>();
  for (const item of items) years.set(item.year, [...years.get(item.year) ?? [], item]);
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, docs]) => ({
    year,
    items: docs.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
  }));
}
