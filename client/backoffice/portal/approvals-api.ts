import { type ApprovalKind, APPROVALS_PATH, type PortalApproval } from "../../../domain/portal-approvals.ts";
import { PORTAL_STAFF_PATH } from "../../../domain/portal.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import { keys } from "../data/hooks.ts";
import { backofficeProvider } from "../data/provider.ts";

const BASE = `/api/backoffice${PORTAL_STAFF_PATH}${APPROVALS_PATH}`;

/**
 * The approvals asked about a document, or of a client, newest first; loaded again after any write. Kept under
 * the document or the client, so that deleting it does not ask again (the 404 of a page on its way out).
 */
export function useApprovals(where: { document: string } | { client: string }) {
  return useData(
    "document" in where
      ? keys.about("document", where.document, "approvals")
      : keys.about("account", where.client, "approvals"),
    async (signal) => (await api<{ items: PortalApproval[] }>(BASE, { query: where, signal })).items,
  );
}

/** One approval, its printable record. */
export function useApproval(id: string) {
  return useData(
    ["backoffice/portal", "approval", id],
    (signal) => api<PortalApproval>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
  );
}

export type ApprovalWrite = { ask: { document: string; kind: ApprovalKind } } | { withdraw: string };

/** Asks a document's client to approve it (or accept it), or withdraws an open approval. */
export function useApprovalWrite(failure: string, done: (write: ApprovalWrite) => void) {
  return useWrite({
    send: (write: ApprovalWrite) =>
      "ask" in write
        ? api<PortalApproval>(BASE, { method: "POST", body: write.ask })
        : api<PortalApproval>(`${BASE}/${encodeURIComponent(write.withdraw)}/withdraw`, { method: "POST" }),
    refresh: backofficeProvider.touchedByWrite,
    failure,
    done: (_answer, write) => done(write),
  });
}
