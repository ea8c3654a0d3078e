/**
 * The practice search (the toolbar's): what `GET /api/backoffice/search?q=&limit=` answers, which the client
 * imports as types and the server's answer schema is checked against (server/backoffice/search-routes.ts).
 */

export const PRACTICE_SEARCH_API = "/api/backoffice/search";

/** The longest query taken (characters): longer is a 400. */
export const MAX_SEARCH_QUERY = 200;
/** Records per kind answered, unless `limit` says otherwise (1 to MAX_SEARCH_LIMIT). */
export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 20;

/** One record found: its id and title, and the field it was found by when that is not its title (a tax number). */
export type SearchItem = { id: string; title: string; match?: { field: string; value: string } };

/**
 * The records of one kind (a resource) found, the first `limit` of them; `more` when there are others, which the
 * resource's list with the same `?q=` shows.
 */
export type SearchGroup = { resource: string; items: SearchItem[]; more: boolean };

/** Kinds the reader may read, clients first, then in the menu's order; kinds with nothing found are left out. */
export type PracticeSearchAnswer = { groups: SearchGroup[] };
