import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { t } from "../../kit/i18n/index.ts";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { API_REFERENCE_PATH, DOC_PAGES, docPath } from "./docs.ts";
import "./messages.ts";

function DocsMenu() {
  return (
    <ul className="menu w-full" data-testid="docs-menu">
      <li className="menu-title">{t("docs.title")}</li>
      {DOC_PAGES.map((p) => (
        <SidebarLink key={p.slug} to={docPath(p.slug)} icon={p.icon} title={t(`docs.pages.${p.slug}`)} />
      ))}
      <SidebarLink to={API_REFERENCE_PATH} icon="api" title={t("docs.pages.api")} />
    </ul>
  );
}

/** The documentation's frame: the pages' menu beside the page (a drawer at phone width). */
export function DocsFrame(
  { title, children, testId }: { title: string; children: ReactNode; testId: string },
) {
  useSignals();
  return (
    <SidebarApp
      title={title}
      icon="menu_book"
      sidebar={<DocsMenu />}
      sidebarLabel={t("docs.menu")}
      testId={testId}
    >
      {children}
    </SidebarApp>
  );
}
