import { api, upload } from "../../lib/api.ts";
import { invalidate } from "../../lib/data/index.ts";
import { backofficeProvider } from "../data/provider.ts";
import type { RecordData } from "../data/types.ts";

const REQUESTS = "/api/backoffice/document-requests";
const at = (id: string) => `${REQUESTS}/${encodeURIComponent(id)}`;

/** Everything the back office shows may change with a request (its list, the client's page, its documents). */
const refreshAll = () => invalidate(backofficeProvider.touchedByWrite);

async function act(id: string, action: "send" | "revoke" | "cancel"): Promise<void> {
  await api(`${at(id)}/${action}`, { method: "POST" });
  void refreshAll();
}

/** Mails the client a new link (earlier ones die). */
export const sendRequest = (id: string) => act(id, "send");
/** Kills the request's links. */
export const revokeLinks = (id: string) => act(id, "revoke");
/** Cancels the request: no more links or reminders. */
export const cancelRequest = (id: string) => act(id, "cancel");

/** Uploads `file` against item `n` (1-based) of request `id`: a document of the item's folder that satisfies it. */
export async function uploadToRequestItem(
  id: string,
  n: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<RecordData> {
  const made = await upload<RecordData>(`${at(id)}/items/${n}`, file, {
    query: { name: file.name },
    onProgress,
  });
  void refreshAll();
  return made;
}
