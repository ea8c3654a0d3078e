import type { SharedDocument, ShareState } from "../../../domain/portal-shares.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import { keys } from "../data/hooks.ts";
import { backofficeProvider } from "../data/provider.ts";

const PORTAL = "/api/backoffice/portal";
const sharePath = (id: string) => `${PORTAL}/documents/${encodeURIComponent(id)}/share`;

/** Whether a document is shared with its client in the portal. */
export function useShareState(document: string) {
  return useData(
    keys.about("document", document, "share"),
    (signal) => api<ShareState>(sharePath(document), { signal }),
  );
}

/** Shares a document with its client in the portal, or stops; what shows it loads again after. */
export function useShareWrite(document: string, failure: string, done: (state: ShareState) => void) {
  return useWrite({
    send: (shared: boolean) => api<ShareState>(sharePath(document), { method: "PUT", body: { shared } }),
    refresh: backofficeProvider.touchedByWrite,
    failure,
    done: (state) => done(state),
  });
}

/** What is shared with a client in the portal (its page's portal panel). */
export function useSharedDocuments(account: string) {
  return useData(
    keys.about("account", account, "shared"),
    async (signal) =>
      (await api<{ items: SharedDocument[] }>(`${PORTAL}/clients/${encodeURIComponent(account)}/shared`, {
        signal,
      })).items,
  );
}
