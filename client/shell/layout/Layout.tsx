import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Messages } from "../../kit/messages/Messages.tsx";
import { navbarMobileOpen } from "../../kit/panels.ts";
import { QuickPanel } from "../panels/QuickPanel.tsx";
import { SettingsPanel } from "../panels/SettingsPanel.tsx";
import { HorizontalLayout } from "./HorizontalLayout.tsx";
import { useLayout } from "./useLayout.ts";
import { VerticalLayout } from "./VerticalLayout.tsx";

/** The shell: the chosen layout style around the page, plus the overlays every layout shares. */
export function Layout({ barePaths }: { barePaths: string[] }) {
  useSignals();
  const layout = useLayout(barePaths);
  const { pathname } = useLocation();
  useEffect(() => {
    navbarMobileOpen.value = false;
  }, [pathname]);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 z-[2000] btn"
      >
        Skip to content
      </a>
      {layout.style === "vertical"
        ? <VerticalLayout config={layout.config} bare={layout.bare} />
        : (
          <HorizontalLayout
            config={layout.config}
            bare={layout.bare}
            container={layout.style === "horizontal-container"}
          />
        )}
      {!layout.bare && <QuickPanel />}
      {!layout.bare && <SettingsPanel />}
      <Messages />
    </>
  );
}
