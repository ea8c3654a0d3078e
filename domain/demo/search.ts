/** The site search's contract (demo-apps.md §3, §7): a result as GET /api/search answers it. */
export type SearchResult = { id: number; title: string; url: string; excerpt: string };
