import type { LayoutConfig } from "../../../domain/settings.ts";
import { ChatPanel } from "../panels/ChatPanel.tsx";
import { barClasses, frameClasses } from "./frame.ts";
import { Footer } from "./Footer.tsx";
import { MobileNavbar, Navbar } from "./Navbar.tsx";
import { PageOutlet } from "./PageOutlet.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { Toolbar } from "./Toolbar.tsx";

/**
 * Layout 1: the navbar runs down one side. Toolbar and footer sit above/below the whole frame or inside the
 * content column; fixed ones stay outside the scroller, static ones scroll with the page.
 */
export function VerticalLayout({ config }: { config: LayoutConfig }) {
  const { outer, box } = frameClasses(config);
  const scrollContent = config.scroll === "content";
  const bar = (which: "toolbar" | "footer", position: "above" | "below", fixed: boolean) => {
    const c = config[which];
    if (!c.display || c.position !== position || (c.style === "fixed") !== fixed) return null;
    return which === "toolbar"
      ? <Toolbar className={barClasses(config, "toolbar")} vertical />
      : <Footer className={barClasses(config, "footer")} />;
  };
  return (
    <div className={outer} data-layout="vertical" data-mode={config.mode}>
      <div className={`${box} ${scrollContent ? "h-full" : ""}`}>
        {bar("toolbar", "above", true) ?? bar("toolbar", "above", false)}
        <div className="flex flex-1 min-h-0">
          {config.leftSidePanel.display && <SidePanel side="left" />}
          {config.navbar.display && (
            <Navbar
              folded={config.navbar.folded}
              className={config.navbar.position === "right" ? "order-4" : "order-1"}
            />
          )}
          <div className="order-2 flex flex-col flex-1 min-w-0 min-h-0">
            {bar("toolbar", "below", true)}
            <div
              id="ld-scroll"
              className={`flex flex-col flex-1 min-h-0 ${scrollContent ? "overflow-y-auto" : ""}`}
            >
              {bar("toolbar", "below", false)}
              <PageOutlet config={config} />
              {bar("footer", "below", false)}
            </div>
            {bar("footer", "below", true)}
          </div>
          <ChatPanel className="order-3" />
          {config.rightSidePanel.display && <SidePanel side="right" />}
        </div>
        {bar("footer", "above", true) ?? bar("footer", "above", false)}
      </div>
      {config.navbar.display && <MobileNavbar />}
    </div>
  );
}
