import { useSignals } from "@preact/signals-react/runtime";
import { type MouseEvent, useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { sanitizeHtml } from "../../kit/ui/SafeHtml.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useDoc } from "./api.ts";
import { DocsFrame } from "./DocsFrame.tsx";
import type { DocSlug } from "./docs.ts";
import { renderDoc } from "./markdown.ts";

/**
 * `/documentation/<page>`: a page of docs/ rendered from its Markdown (sanitized), with its sections listed
 * beside it on wide screens. Links between pages and to the app's screens stay in the app; an address with
 * `#section` scrolls there.
 */
export function DocumentationPage({ slug }: { slug: DocSlug }) {
  useSignals();
  const doc = useDoc(slug);
  const rendered = useMemo(() => {
    if (!doc.data) return null;
    const page = renderDoc(doc.data);
    return { ...page, html: sanitizeHtml(page.html) };
  }, [doc.data]);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    if (!rendered || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [rendered, hash]);

  // Sanitized links open in a new tab; the app's own addresses open here instead, without a reload.
  const follow = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    if (href.startsWith("/") && !href.startsWith("//")) {
      e.preventDefault();
      navigate(href);
    } else if (href.startsWith("#")) {
      e.preventDefault();
      navigate({ hash: href });
    }
  };

  const title = t(`docs.pages.${slug}`);
  return (
    <DocsFrame title={title} testId={`doc-${slug}`}>
      <QueryState query={doc} failure={t("docs.loadFailed")}>
        {() =>
          rendered && (
            <div className="flex gap-8 p-4 sm:p-8">
              <article
                className="rich-text doc-text min-w-0 flex-1 max-w-3xl"
                lang="en"
                dir="ltr"
                data-testid="doc-article"
                onClick={follow}
                dangerouslySetInnerHTML={{ __html: rendered.html }}
              />
              {rendered.headings.length > 1 && (
                <nav aria-label={t("docs.onThisPage")} className="hidden xl:block w-56 shrink-0">
                  <div className="sticky top-4 flex flex-col gap-1 text-sm">
                    <div className="text-xs font-semibold uppercase opacity-60 mb-1">
                      {t("docs.onThisPage")}
                    </div>
                    {rendered.headings.map((h) => (
                      <a key={h.id} href={`#${h.id}`} className="link link-hover opacity-80" onClick={follow}>
                        {h.text}
                      </a>
                    ))}
                  </div>
                </nav>
              )}
            </div>
          )}
      </QueryState>
    </DocsFrame>
  );
}
