import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { SafeHtml } from "../../kit/ui/SafeHtml.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useKnowledgeBase } from "./api.ts";
import { findArticle, matchingArticles } from "./articles.ts";
import "./messages.ts";

/**
 * The knowledge base: the four categories with their article counts and featured articles; `?q=` narrows the
 * featured titles, `?article=` shows one article (its HTML sanitized) in a dialog, so an article has an address.
 */
export function KnowledgeBasePage() {
  useSignals();
  const kb = useKnowledgeBase();
  const [query, setQuery] = useQueryParam("q");
  const [articleId, setArticleId] = useQueryParam("article");
  const open = articleId && kb.data ? findArticle(kb.data, articleId) : null;

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6 max-w-6xl mx-auto w-full" data-testid="kb-page">
      <PageHeading
        icon="import_contacts"
        title={t("knowledgeBasePage.title")}
        text={t("knowledgeBasePage.subtitle")}
      >
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("knowledgeBasePage.search")}
          testId="kb-search"
        />
      </PageHeading>
      <QueryState query={kb} failure={t("knowledgeBasePage.loadFailed")}>
        {(all) => (
          <ul className="grid grid-cols-1 md:grid-cols-2 gap-4" data-testid="kb-categories">
            {matchingArticles(all, query).map((c) => (
              <li key={c.id} className="card card-border bg-base-100" data-testid="kb-category">
                <div className="card-body p-5 gap-3">
                  <h2 className="card-title" dir="auto" data-testid="kb-category-title">{c.title}</h2>
                  <p className="text-sm opacity-70" data-testid="kb-category-count">
                    {t("knowledgeBasePage.articles", { count: c.articlesCount })}
                  </p>
                  {c.featuredArticles.length === 0
                    ? <p className="text-sm opacity-70">{t("knowledgeBasePage.noMatch")}</p>
                    : (
                      <ul className="menu w-full p-0">
                        {c.featuredArticles.map((a) => (
                          <li key={a.id}>
                            <button
                              type="button"
                              data-testid="kb-article"
                              onClick={() => setArticleId(String(a.id))}
                            >
                              <Icon name="article" size={20} className="opacity-60" />
                              <span dir="auto" className="text-start">{a.title}</span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {kb.data && articleId && !open && (
        <div role="alert" className="alert alert-warning alert-soft" data-testid="kb-missing">
          <Icon name="help_outline" />
          <span>{t("knowledgeBasePage.missing")}</span>
        </div>
      )}
      <Modal
        open={open !== null}
        onClose={() => setArticleId("")}
        label={open?.article.title}
        testId="kb-article-dialog"
      >
        {open && (
          <div className="modal-box max-w-2xl">
            <p className="text-xs uppercase opacity-60" dir="auto">{open.category.title}</p>
            <SafeHtml
              html={open.article.content}
              className="rich-text mt-2"
              testId="kb-article-content"
            />
            <div className="modal-action">
              <button
                type="button"
                className="btn"
                onClick={() => setArticleId("")}
                data-testid="kb-article-close"
              >
                {t("shell.close")}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
