import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { t } from "../../kit/i18n/index.ts";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import "./messages.ts";

/** One specimen: how it looks, and the classes that make it. */
function Specimen({ classes, children }: { classes: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 md:grid-cols-[1fr_16rem] items-center py-3 border-b border-base-300 last:border-0">
      <div className="min-w-0 break-words">{children}</div>
      <code className="text-xs bg-base-200 rounded px-1.5 py-0.5 justify-self-start" dir="ltr">
        {classes}
      </code>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border border-base-300" aria-label={title}>
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** `/ui/typography`: the type scale, text styles and text elements every screen uses, with their classes. */
export function TypographyPage() {
  useSignals();
  const sample = t("uiPages.type.sample");
  return (
    <div className="p-4 sm:p-6 flex flex-col gap-6" data-testid="typography-page">
      <PageHeading
        icon="text_fields"
        title={t("uiPages.typographyTitle")}
        text={t("uiPages.typographyText")}
      />
      <Section title={t("uiPages.type.headings")}>
        <Specimen classes="text-4xl font-extrabold tracking-tight">
          <p className="text-4xl font-extrabold tracking-tight">{t("uiPages.type.display")}</p>
        </Specimen>
        <Specimen classes="text-3xl font-bold">
          <p className="text-3xl font-bold">{t("uiPages.type.pageTitle")}</p>
        </Specimen>
        <Specimen classes="text-2xl font-bold">
          <p className="text-2xl font-bold">{t("uiPages.type.screenTitle")}</p>
        </Specimen>
        <Specimen classes="card-title (text-lg font-semibold)">
          <p className="text-lg font-semibold">{t("uiPages.type.cardTitle")}</p>
        </Specimen>
        <Specimen classes="text-xs font-semibold uppercase opacity-60">
          <p className="text-xs font-semibold uppercase opacity-60">{t("uiPages.type.overline")}</p>
        </Specimen>
      </Section>
      <Section title={t("uiPages.type.body")}>
        <Specimen classes="text-base">
          <p>{sample}</p>
        </Specimen>
        <Specimen classes="text-sm opacity-70">
          <p className="text-sm opacity-70">{sample}</p>
        </Specimen>
        <Specimen classes="text-lg opacity-80 (lead)">
          <p className="text-lg opacity-80">{sample}</p>
        </Specimen>
        <Specimen classes="font-mono">
          <p className="font-mono" dir="ltr">ACC0001 · 9001015009087 · 4001234567</p>
        </Specimen>
        <Specimen classes="tabular-nums text-end">
          <p className="tabular-nums text-end" dir="ltr">R 1 250,00</p>
        </Specimen>
      </Section>
      <Section title={t("uiPages.type.elements")}>
        <Specimen classes="link link-primary">
          <a className="link link-primary" href="#top">{t("uiPages.type.link")}</a>
        </Specimen>
        <Specimen classes="kbd kbd-sm">
          <span>
            <kbd className="kbd kbd-sm">Ctrl</kbd> + <kbd className="kbd kbd-sm">K</kbd>
          </span>
        </Specimen>
        <Specimen classes="bg-base-200 rounded px-1.5 (code)">
          <code className="bg-base-200 rounded px-1.5" dir="ltr">GET /api/backoffice/account</code>
        </Specimen>
        <Specimen classes="border-s-4 border-primary ps-4 italic (blockquote)">
          <blockquote className="border-s-4 border-primary ps-4 italic">{t("uiPages.type.quote")}</blockquote>
        </Specimen>
        <Specimen classes="list-disc ps-6">
          <ul className="list-disc ps-6">
            <li>{t("uiPages.type.item1")}</li>
            <li>{t("uiPages.type.item2")}</li>
          </ul>
        </Specimen>
        <Specimen classes="list-decimal ps-6">
          <ol className="list-decimal ps-6">
            <li>{t("uiPages.type.item1")}</li>
            <li>{t("uiPages.type.item2")}</li>
          </ol>
        </Specimen>
        <Specimen classes="rich-text (Markdown, articles)">
          <div className="rich-text">
            <p>
              <strong>{t("uiPages.type.strong")}</strong>, <em>{t("uiPages.type.em")}</em>,{" "}
              <mark>{t("uiPages.type.mark")}</mark>, <del>{t("uiPages.type.del")}</del>.
            </p>
          </div>
        </Specimen>
      </Section>
    </div>
  );
}
