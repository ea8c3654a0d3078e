import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useIcons } from "./api.ts";
import { ICON_PAGE, searchIcons } from "./catalogue.ts";
import "./messages.ts";

async function copyName(name: string) {
  try {
    await navigator.clipboard.writeText(name);
    showMessage(t("iconsPage.copied", { name }), { variant: "success" });
  } catch {
    showMessage(t("iconsPage.copyFailed", { name }), { variant: "warning" });
  }
}

/**
 * The icon catalogue from /api/icons, drawn in the bundled icon font: search by name and tags, a page of icons
 * at a time (so the page stays light with a thousand of them), and a click copies the icon's name.
 */
export function IconsPage() {
  useSignals();
  const icons = useIcons();
  const [query, setQuery] = useQueryParam("q");
  const [shownCount, setShownCount] = useState(ICON_PAGE);
  const found = searchIcons(icons.data ?? [], query);
  const shown = found.slice(0, shownCount);

  const grid = (
    <>
      <ul
        className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2"
        data-testid="icons-grid"
      >
        {shown.map((icon) => (
          <li key={icon.id}>
            <button
              type="button"
              className="btn btn-ghost h-auto w-full flex-col gap-2 py-3 font-normal"
              title={icon.tags.join(", ")}
              aria-label={t("iconsPage.copy", { name: icon.name })}
              data-testid="icon-tile"
              data-icon={icon.name}
              onClick={() => copyName(icon.name)}
            >
              <Icon name={icon.ligatures} size={32} />
              <span className="text-xs break-all" dir="ltr">{icon.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length < found.length && (
        <button
          type="button"
          className="btn self-center"
          data-testid="icons-more"
          onClick={() => setShownCount(shownCount + ICON_PAGE)}
        >
          {t("iconsPage.more", { count: found.length - shown.length })}
        </button>
      )}
    </>
  );

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6" data-testid="icons-page">
      <PageHeading
        icon="emoji_symbols"
        title={t("iconsPage.title")}
        text={icons.data
          ? t("iconsPage.count", { count: found.length, total: icons.data.length })
          : undefined}
      >
        <SearchField
          value={query}
          onChange={(q) => (setQuery(q), setShownCount(ICON_PAGE))}
          label={t("iconsPage.search")}
          testId="icons-search"
        />
      </PageHeading>
      <QueryState
        query={icons}
        failure={t("iconsPage.loadFailed")}
        empty={{
          when: () => found.length === 0,
          view: (
            <EmptyState icon="search_off" title={t("iconsPage.noMatch", { query })} testId="icons-empty" />
          ),
        }}
      >
        {() => grid}
      </QueryState>
    </div>
  );
}
