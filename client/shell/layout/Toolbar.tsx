import { useSignals } from "@preact/signals-react/runtime";
import { FullscreenToggle } from "../toolbar/FullscreenToggle.tsx";
import { LanguageMenu } from "../toolbar/LanguageMenu.tsx";
import { SiteSearch } from "../toolbar/SiteSearch.tsx";
import { UserMenu } from "../toolbar/UserMenu.tsx";
import { t } from "../../kit/i18n/index.ts";
import { chatPanelOpen, navbarMobileOpen, openPanel, quickPanelOpen } from "../../kit/panels.ts";
import { settings, updateSettings } from "../../kit/settings.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

/**
 * The toolbar: navbar toggle, site search, language, full screen, quick panel, chat and the user menu. On large screens the
 * navbar toggle folds the vertical navbar; on small ones it opens the navbar drawer.
 */
export function Toolbar(
  { className = "", innerClassName = "w-full", vertical = false }: {
    className?: string;
    innerClassName?: string;
    vertical?: boolean;
  },
) {
  useSignals();
  const { navbar } = settings.value.layout.config;
  const toggleNavbar = () => {
    if (vertical && navbar.display && globalThis.matchMedia("(min-width: 1024px)").matches) {
      updateSettings({ layout: { config: { navbar: { folded: !navbar.folded } } } });
    } else {
      navbarMobileOpen.value = !navbarMobileOpen.value;
    }
  };
  return (
    <header
      data-theme={settings.value.theme.toolbar}
      data-testid="toolbar"
      className={`print:hidden relative bg-base-100 text-base-content border-b border-base-300 shrink-0 ${className}`}
    >
      <div className={`${innerClassName} flex items-center gap-1 px-2 min-h-16`}>
        {navbar.display && (
          <button
            type="button"
            className={`btn btn-ghost btn-square ${vertical ? "" : "lg:hidden"}`}
            onClick={toggleNavbar}
            aria-label={t("shell.toggleNavbar")}
            data-testid="navbar-toggle"
          >
            <Icon name="menu" />
          </button>
        )}
        <div className="flex-1" />
        <SiteSearch />
        <LanguageMenu />
        <FullscreenToggle />
        <button
          type="button"
          className="btn btn-ghost btn-square"
          aria-label={t("shell.quickPanel")}
          aria-pressed={quickPanelOpen.value}
          data-testid="quick-panel-toggle"
          onClick={() => openPanel(quickPanelOpen.value ? null : "quick")}
        >
          <Icon name="bookmarks" />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-square hidden lg:inline-flex"
          aria-label={t("shell.chatPanel")}
          aria-pressed={chatPanelOpen.value}
          data-testid="chat-panel-toggle"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={() => openPanel(chatPanelOpen.value ? null : "chat")}
        >
          <Icon name="chat" />
        </button>
        <UserMenu />
      </div>
    </header>
  );
}
