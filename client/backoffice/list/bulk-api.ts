/**
 * The bulk changes' calls (issue 39, server/backoffice/bulk): a preview, the change (one change set), a change
 * set's revert and the change sets' log. The server does each write at once; a change, its undo or a revert
 * refreshes every back-office answer (the records changed may be in any list, figure or record page).
 */
import type { Applied, ChangeSet, Preview } from "../../../domain/bulk-changes.ts";
import { api } from "../../lib/api.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { type DataKey, runWrite, useData, useWrite } from "../../lib/data/index.ts";
import { backofficeProvider } from "../data/provider.ts";
import "./bulk-messages.ts";

const BACKOFFICE = "/api/backoffice";

/** What a bulk change does to the records chosen. */
export type BulkChange = { action: "set"; field: string; value: unknown } | { action: "delete" };

/** A bulk request: the records (ids or the list's query) and the change; `count` is what the preview counted. */
/** A page of the change sets' log, counted as the lists count (up to a thousand, `capped` past it). */
type ChangeSetPage = { items: ChangeSet[]; total: number; capped: boolean; page: number; pageSize: number };

export type BulkRequest = ({ ids: string[] } | { query: string }) & BulkChange & { count?: number };

const bulkPath = (resource: string, rest = "") => `${BACKOFFICE}/${encodeURIComponent(resource)}/bulk${rest}`;

export function previewBulk(resource: string, body: BulkRequest): Promise<Preview> {
  return api<Preview>(bulkPath(resource, "/preview"), { method: "POST", body });
}

const CHANGE_SETS_KEY = "backoffice/change-sets";

/** A page of the change sets the user may see, newest first (the server tells no total: a full page has a next). */
export function useChangeSets(page: number, pageSize: number) {
  return useData(
    [CHANGE_SETS_KEY, "list", { page, pageSize }] as DataKey,
    (signal) =>
      api<ChangeSetPage>(`${BACKOFFICE}/change-sets`, {
        query: { page, pageSize },
        signal,
      }),
  );
}

const refresh = backofficeProvider.touchedByWrite;

/** The change itself (one change set); the dialog that sends it shows a refusal itself. */
export function useBulkApply(resource: string) {
  return useWrite({
    send: (body: BulkRequest) => api<Applied>(bulkPath(resource), { method: "POST", body }),
    refresh,
  });
}

/**
 * Reverts change set `id` (a bulk change's Undo, or the log's Revert), wherever the user is by then; says what it
 * put back and names the records changed since and left alone, or (refused) why. Resolves to the revert, or null.
 */
export async function revertChangeSet(id: string, failure: string): Promise<Applied | null> {
  const done = await runWrite({
    send: () =>
      api<Applied>(`${BACKOFFICE}/change-sets/${encodeURIComponent(id)}/revert`, { method: "POST" }),
    refresh,
    failure,
  }, undefined);
  if (done) {
    const left = done.changedSince.map((r) => r.title ?? r.id);
    showMessage(
      left.length > 0
        ? t("bulk.leftAlone", { count: done.count, records: left.join(", ") })
        : t("bulk.undone", { count: done.count }),
      { variant: left.length > 0 ? "warning" : "success" },
    );
  }
  return done;
}
