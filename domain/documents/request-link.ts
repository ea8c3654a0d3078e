/**
 * A document request's upload link (issue 35), as the server and the public page both know it: where the page
 * and its API are, and what the API shows of a request (nothing but what the client is asked for).
 */

/** The public page a link opens: `REQUEST_PAGE?token=…`. */
export const REQUEST_PAGE = "/pages/documents/upload";
/** The link's own API: `GET REQUEST_LINK_API/{token}`, `POST REQUEST_LINK_API/{token}/items/{item}?name=`. */
export const REQUEST_LINK_API = "/api/document-requests";

/** An upload link's token: 32 random bytes as hex. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** An item of a request as the link shows it; its id is `<request id>.<item number>`. */
export type LinkItem = { id: string; label: string; kind: string; dueDate: string | null };

/** What a link shows: the practice asking, for which tax year, until when the link opens, what is still wanted. */
export type LinkRequest = {
  practice: string;
  taxYear: number;
  expiresAt: string;
  items: LinkItem[];
};

/** An item's id as the link names it. */
export function itemId(requestId: string, n: number): string {
  return `${requestId}.${n}`;
}

/** The request and item number an item id names, or null when it names none. */
export function parseItemId(id: string): { requestId: string; n: number } | null {
  const match = /^(.+)\.([1-9][0-9]{0,3})$/.exec(id);
  return match ? { requestId: match[1], n: Number(match[2]) } : null;
}
