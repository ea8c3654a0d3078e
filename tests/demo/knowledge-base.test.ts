import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { knowledgeBase } from "../../fixtures/knowledge-base.ts";
import { demoApi } from "../support/demo.ts";

Deno.test("knowledge base: Your Account 17, Selling 12, Buying 19, Item Support 24, each at /pages/knowledge-base", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", "/api/knowledge-base");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, knowledgeBase);
  deepStrictEqual(
    res.body.map((c: { title: string; articlesCount: number }) => [c.title, c.articlesCount]),
    [["Your Account", 17], ["Selling", 12], ["Buying", 19], ["Item Support", 24]],
  );
  for (const category of res.body) {
    deepStrictEqual(Object.keys(category).sort(), [
      "articlesCount",
      "featuredArticles",
      "id",
      "path",
      "title",
    ]);
    strictEqual(category.path, "/pages/knowledge-base");
  }
});

Deno.test("knowledge base: featured articles have id, title and HTML content, no more than the category holds", () => {
  const ids = new Set<number>();
  for (const category of knowledgeBase) {
    ok(category.featuredArticles.length > 0 && category.featuredArticles.length <= category.articlesCount);
    for (const article of category.featuredArticles) {
      deepStrictEqual(Object.keys(article).sort(), ["content", "id", "title"]);
      ok(article.content.startsWith(`<h2>${article.title}</h2><p>`), article.title);
      ok(!ids.has(article.id), `article id ${article.id} twice`);
      ids.add(article.id);
    }
  }
});
