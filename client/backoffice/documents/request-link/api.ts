import { type LinkRequest, REQUEST_LINK_API } from "../../../../domain/documents/request-link.ts";
import { api, upload } from "../../../lib/api.ts";

const at = (token: string) => `${REQUEST_LINK_API}/${encodeURIComponent(token)}`;

/** What the link asks for: the practice, the tax year and the items still wanted. */
export function openLink(token: string, signal?: AbortSignal): Promise<LinkRequest> {
  return api<LinkRequest>(at(token), { signal, anonymous: true });
}

/** Sends `file` for item `item` of the link's request, telling its progress. */
export function uploadToItem(
  token: string,
  item: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<unknown> {
  return upload(`${at(token)}/items/${encodeURIComponent(item)}`, file, {
    query: { name: file.name },
    onProgress,
    anonymous: true,
  });
}
