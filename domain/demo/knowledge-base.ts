/**
 * The knowledge base's contract (demo-apps.md §2, §3): categories of help articles, each with its path and a few
 * featured articles (HTML the client sanitizes), as the mock API answers them.
 */
export type Article = { id: number; title: string; content: string };
export type KnowledgeBaseCategory = {
  id: number;
  title: string;
  path: string;
  articlesCount: number;
  featuredArticles: Article[];
};
