import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useFaqs } from "./api.ts";
import "./messages.ts";
import { matchingFaqs } from "./questions.ts";

/** The FAQ: a search over questions and answers, each question opening in place; `?open=` keeps one open. */
export function FaqPage() {
  useSignals();
  const faqs = useFaqs();
  const [query, setQuery] = useQueryParam("q");
  const [open, setOpen] = useQueryParam("open");
  const shown = matchingFaqs(faqs.data ?? [], query);

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6 max-w-4xl mx-auto w-full" data-testid="faq-page">
      <PageHeading icon="help" title={t("faqPage.title")} text={t("faqPage.subtitle")} />
      <SearchField
        value={query}
        onChange={setQuery}
        label={t("faqPage.search")}
        testId="faq-search"
        className="w-full"
      />
      {faqs.data && query && shown.length > 0 && (
        <p className="text-sm opacity-70" role="status" data-testid="faq-count">
          {t("faqPage.found", { count: shown.length })}
        </p>
      )}
      <QueryState
        query={faqs}
        failure={t("faqPage.loadFailed")}
        empty={{
          when: (all) => matchingFaqs(all, query).length === 0,
          view: <EmptyState icon="search_off" title={t("faqPage.noMatch", { query })} testId="faq-empty" />,
        }}
      >
        {(all) => (
          <div className="flex flex-col gap-2" data-testid="faq-list">
            {matchingFaqs(all, query).map((f) => (
              <details
                key={f.id}
                className="collapse collapse-arrow bg-base-100 border border-base-300"
                open={open === String(f.id)}
                data-testid="faq-item"
                onToggle={(e) => {
                  const isOpen = e.currentTarget.open;
                  if (isOpen) setOpen(String(f.id));
                  else if (open === String(f.id)) setOpen("");
                }}
              >
                <summary className="collapse-title font-semibold" dir="auto" data-testid="faq-question">
                  {f.question}
                </summary>
                <div className="collapse-content text-sm opacity-80" dir="auto" data-testid="faq-answer">
                  <p>{f.answer}</p>
                </div>
              </details>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
