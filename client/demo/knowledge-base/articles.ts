import type { Article, KnowledgeBaseCategory } from "../../../domain/demo/knowledge-base.ts";
import { hasEveryWord } from "../../kit/text.ts";

/** The article with this id (from `?article=`) and its category, if any category features it. */
export function findArticle(
  categories: readonly KnowledgeBaseCategory[],
  id: string,
): { article: Article; category: KnowledgeBaseCategory } | null {
  for (const category of categories) {
    const article = category.featuredArticles.find((a) => String(a.id) === id);
    if (article) return { article, category };
  }
  return null;
}

/** Each category with only the featured articles whose title holds every word of the query. */
export function matchingArticles(
  categories: readonly KnowledgeBaseCategory[],
  query: string,
): KnowledgeBaseCategory[] {
  return categories.map((c) => ({
    ...c,
    featuredArticles: c.featuredArticles.filter((a) => hasEveryWord(a.title, query)),
  }));
}
