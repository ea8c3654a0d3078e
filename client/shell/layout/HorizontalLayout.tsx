import { useSignals } from "@preact/signals-react/runtime";
import type { LayoutConfig } from "../../../domain/settings.ts";
import { HorizontalNav } from "../navigation/HorizontalNav.tsx";
import { ChatPanel } from "../panels/ChatPanel.tsx";
import { settings } from "../../kit/settings.ts";
import { barClasses, frameClasses } from "./frame.ts";
import { Footer } from "./Footer.tsx";
import { Logo } from "./Logo.tsx";
import { MobileNavbar } from "./Navbar.tsx";
import { PageOutlet } from "./PageOutlet.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { Toolbar } from "./Toolbar.tsx";

/**
 * Layouts 2 and 3: the menu runs across the top. The container variant keeps the menu bar, toolbar and footer
 * to the 1120 px container; the plain variant lets them span the width.
 */
export function HorizontalLayout(
  { config, container }: { config: LayoutConfig; container: boolean },
) {
  useSignals();
  const { outer, box } = frameClasses(config);
  const scrollContent = config.scroll === "content";
  const inner = container ? "mx-auto w-full max-w-[1120px]" : "w-full";
  return (
    <div
      className={outer}
      data-layout={container ? "horizontal-container" : "horizontal"}
      data-mode={config.mode}
    >
      <div className={`${box} ${scrollContent ? "h-full" : ""}`}>
        {config.navbar.display && (
          <header
            data-theme={settings.value.theme.navbar}
            data-testid="navbar"
            className="hidden lg:block print:hidden bg-base-100 text-base-content shadow z-30"
          >
            <div className={`${inner} flex items-center gap-4 px-4 min-h-14`}>
              <Logo />
              <HorizontalNav />
            </div>
          </header>
        )}
        {config.toolbar.display && config.toolbar.style === "fixed" && (
          <Toolbar className={barClasses(config, "toolbar")} innerClassName={inner} />
        )}
        <div className="flex flex-1 min-h-0">
          {config.leftSidePanel.display && <SidePanel side="left" />}
          <div
            id="ld-scroll"
            className={`order-2 flex flex-col flex-1 min-w-0 min-h-0 ${
              scrollContent ? "overflow-y-auto" : ""
            }`}
          >
            {config.toolbar.display && config.toolbar.style === "static" && (
              <Toolbar
                innerClassName={inner}
              />
            )}
            <PageOutlet config={config} />
            {config.footer.display && config.footer.style === "static" && <Footer innerClassName={inner} />}
          </div>
          <ChatPanel className="order-3" />
          {config.rightSidePanel.display && <SidePanel side="right" />}
        </div>
        {config.footer.display && config.footer.style === "fixed" && (
          <Footer className={barClasses(config, "footer")} innerClassName={inner} />
        )}
      </div>
      {config.navbar.display && <MobileNavbar />}
    </div>
  );
}
