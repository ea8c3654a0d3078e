import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import "./messages.ts";

/** How a helper is shown: a swatch coloured by it, a box spaced or shaped by it, or text set by it. */
type Show = "swatch" | "box" | "text";
type Helper = { cls: string; show: Show };
type Group = { id: string; helpers: Helper[] };

const swatch = (cls: string): Helper => ({ cls, show: "swatch" });
const box = (cls: string): Helper => ({ cls, show: "box" });
const text = (cls: string): Helper => ({ cls, show: "text" });

/** The helpers the product's screens use, by purpose (Tailwind 4 utilities and daisyUI 5 colour names). */
const GROUPS: Group[] = [
  {
    id: "colours",
    helpers: [
      swatch("bg-primary text-primary-content"),
      swatch("bg-secondary text-secondary-content"),
      swatch("bg-accent text-accent-content"),
      swatch("bg-neutral text-neutral-content"),
      swatch("bg-base-100"),
      swatch("bg-base-200"),
      swatch("bg-base-300"),
      swatch("bg-info text-info-content"),
      swatch("bg-success text-success-content"),
      swatch("bg-warning text-warning-content"),
      swatch("bg-error text-error-content"),
    ],
  },
  {
    id: "spacing",
    helpers: [
      box("p-1"),
      box("p-2"),
      box("p-4"),
      box("p-6"),
      box("ps-6"),
      box("pe-6"),
      box("ms-6"),
      box("me-6"),
    ],
  },
  {
    id: "shape",
    helpers: [
      box("rounded-box"),
      box("rounded-field"),
      box("rounded-full"),
      box("border border-base-300"),
      box("border-2 border-dashed border-base-300"),
      box("shadow-sm"),
      box("shadow"),
      box("shadow-xl"),
    ],
  },
  {
    id: "text",
    helpers: [
      text("text-start"),
      text("text-center"),
      text("text-end"),
      text("truncate"),
      text("line-clamp-2"),
      text("font-semibold"),
      text("uppercase"),
      text("opacity-60"),
      text("text-primary"),
      text("text-error"),
    ],
  },
  {
    id: "visibility",
    helpers: [text("sr-only"), text("hidden md:block"), text("md:hidden"), text("print:hidden")],
  },
];

function Sample({ helper }: { helper: Helper }) {
  if (helper.show === "swatch") {
    return <div className={`${helper.cls} rounded-box h-14 grid place-items-center text-sm`}>Aa</div>;
  }
  if (helper.show === "box") {
    return (
      <div className="bg-base-200 rounded-box">
        <div className={`${helper.cls} bg-primary/20 min-h-10`}>
          <div className="bg-base-100 h-6 rounded" />
        </div>
      </div>
    );
  }
  return (
    <div className="bg-base-200 rounded-box p-2 text-sm">
      <p className={`${helper.cls} max-w-full`}>{t("uiPages.helpers.sampleText")}</p>
    </div>
  );
}

/**
 * `/ui/helper-classes`: the utility classes the screens are styled with, each drawn live with its class name,
 * searchable by name. Logical ones (`ps-`, `me-`, `text-start`) turn with the page in Arabic.
 */
export function HelperClassesPage() {
  useSignals();
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const groups = GROUPS.map((g) => ({ ...g, helpers: g.helpers.filter((h) => h.cls.includes(q)) }))
    .filter((g) => g.helpers.length > 0);
  return (
    <div className="p-4 sm:p-6 flex flex-col gap-6" data-testid="helper-classes-page">
      <PageHeading icon="auto_fix_high" title={t("uiPages.helpersTitle")} text={t("uiPages.helpersText")}>
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("uiPages.helpers.search")}
          testId="helper-search"
        />
      </PageHeading>
      {groups.length === 0 && <EmptyState icon="search_off" title={t("uiPages.helpers.none", { query })} />}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`helpers-${g.id}`} className="flex flex-col gap-3">
          <h2 id={`helpers-${g.id}`} className="text-lg font-semibold">
            {t(`uiPages.helpers.groups.${g.id}`)}
          </h2>
          <div className="grid gap-3 grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
            {g.helpers.map((h) => (
              <figure key={h.cls} className="card bg-base-100 border border-base-300" data-testid="helper">
                <div className="card-body p-3 gap-2">
                  <Sample helper={h} />
                  <figcaption>
                    <code className="text-xs break-words" dir="ltr">{h.cls}</code>
                  </figcaption>
                </div>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
