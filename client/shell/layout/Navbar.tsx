import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { t } from "../../kit/i18n/index.ts";
import { VerticalNav } from "../navigation/VerticalNav.tsx";
import { navbarMobileOpen } from "../../kit/panels.ts";
import { settings, updateSettings } from "../../kit/settings.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import { Logo } from "./Logo.tsx";
import { UserBadge } from "./UserBadge.tsx";

function NavbarContent({ onFold }: { onFold?: () => void }) {
  return (
    <div className="flex flex-col h-full w-[280px]">
      <div className="flex items-center justify-between gap-2 px-4 min-h-16">
        <Logo />
        {onFold && (
          <button
            className="ld-fold-hide btn btn-ghost btn-sm btn-square"
            type="button"
            onClick={onFold}
            aria-label={t("shell.foldNavbar")}
            data-testid="navbar-fold"
          >
            <Icon name={settings.value.layout.config.navbar.folded ? "push_pin" : "menu_open"} size={20} />
          </button>
        )}
      </div>
      <UserBadge />
      <div className="flex-1 min-h-0 overflow-y-auto overflow-x-hidden pb-6">
        <VerticalNav />
      </div>
    </div>
  );
}

/**
 * The vertical navbar, 280 wide. Folded it is a 64 px strip of icons that opens over the page on hover or keyboard
 * focus; not on focus a click left on a link, or it would stay open over the page the link opened.
 */
export function Navbar({ folded, className }: { folded: boolean; className: string }) {
  useSignals();
  const toggleFold = () => updateSettings({ layout: { config: { navbar: { folded: !folded } } } });
  return (
    <div
      className={`hidden lg:block print:hidden relative shrink-0 ${
        folded ? "w-16" : "w-[280px]"
      } ${className}`}
      data-testid="navbar"
      data-folded={folded}
    >
      <nav
        aria-label={t("shell.mainNavigation")}
        data-theme={settings.value.theme.navbar}
        data-folded={folded}
        className={`ld-navbar absolute inset-y-0 start-0 z-30 overflow-hidden bg-base-100 text-base-content border-e border-base-300 transition-[width] duration-200 ${
          folded ? "w-16 hover:w-[280px] has-[:focus-visible]:w-[280px] hover:shadow-2xl" : "w-[280px]"
        }`}
      >
        <NavbarContent onFold={toggleFold} />
      </nav>
    </div>
  );
}

/** Below the lg breakpoint the navbar is a drawer 280 wide over the page. */
export function MobileNavbar() {
  useSignals();
  const ref = useRef<HTMLElement>(null);
  const open = navbarMobileOpen.value;
  useDismiss(ref, open, () => (navbarMobileOpen.value = false));
  if (!open) return null;
  return (
    <div className="lg:hidden fixed inset-0 z-50 bg-black/40" data-testid="navbar-mobile">
      <nav
        ref={ref}
        aria-label={t("shell.mainNavigation")}
        data-theme={settings.value.theme.navbar}
        className="absolute inset-y-0 start-0 w-[280px] bg-base-100 text-base-content shadow-2xl"
      >
        <NavbarContent />
      </nav>
    </div>
  );
}
